import jax
import jax.numpy as jnp


def init_params(key, vocab=50, dim=16, classes=3):
    k1, k2 = jax.random.split(key)
    return {"embed": 0.1 * jax.random.normal(k1, (vocab, dim)), "out": 0.1 * jax.random.normal(k2, (dim, classes))}


def classify(params, tokens):
    return jnp.mean(params["embed"][tokens], axis=1) @ params["out"]
