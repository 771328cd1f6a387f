import jax
import jax.numpy as jnp


def init_block(key, width: int) -> dict:
    k1, k2 = jax.random.split(key)
    return {"w1": jax.random.normal(k1, (width, width)) / jnp.sqrt(width),
            "w2": jax.random.normal(k2, (width, width)) / jnp.sqrt(width),
            "scale": jnp.ones(width)}


def residual_block(params: dict, x, rng, training: bool, dropout_rate: float):
    h = jax.nn.gelu(x @ params["w1"])
    if training:
        keep = jax.random.bernoulli(rng, 1.0 - dropout_rate, h.shape)
        h = jnp.where(keep, h / (1.0 - dropout_rate), 0.0)
    h = h @ params["w2"]
    return x + params["scale"] * h / jnp.sqrt(jnp.mean(h ** 2, axis=-1, keepdims=True) + 1e-6)


remat_block = jax.checkpoint(residual_block, static_argnums=(3, 4))
