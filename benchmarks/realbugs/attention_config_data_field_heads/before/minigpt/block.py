import jax
import jax.numpy as jnp

from minigpt.attention import init_attention, self_attention


class TransformerBlock:
    def __init__(self, config):
        self.config = config

    def init(self, key):
        return {"attn": init_attention(key, self.config.d_model)}

    @staticmethod
    def apply(params, x, config):
        x = x + self_attention(params["attn"], layer_norm(x), config)
        return x


def layer_norm(x):
    mean = x.mean(axis=-1, keepdims=True)
    return (x - mean) / jnp.sqrt(x.var(axis=-1, keepdims=True) + 1e-5)


forward = jax.jit(TransformerBlock.apply)
