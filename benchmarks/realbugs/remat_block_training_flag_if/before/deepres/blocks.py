import jax
import jax.numpy as jnp

DROPOUT_RATE = 0.1


def layer_norm(x, eps=1e-5):
    mean = x.mean(axis=-1, keepdims=True)
    return (x - mean) / jnp.sqrt(x.var(axis=-1, keepdims=True) + eps)


def residual_block(params, x, training, key):
    h = jax.nn.gelu(layer_norm(x) @ params["w1"]) @ params["w2"]
    if training:  # expect: JXL101
        keep = jax.random.bernoulli(key, 1.0 - DROPOUT_RATE, h.shape)
        h = jnp.where(keep, h / (1.0 - DROPOUT_RATE), 0.0)
    return x + h
