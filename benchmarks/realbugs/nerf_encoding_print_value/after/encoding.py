import jax
import jax.numpy as jnp


def reflect(view_dirs, normals):
    return 2.0 * jnp.sum(view_dirs * normals, axis=-1, keepdims=True) * normals - view_dirs


def directional_encoding(directions, max_deg):
    freqs = 2.0 ** jnp.arange(max_deg)
    scaled = directions[..., None, :] * freqs[:, None]
    enc = jnp.concatenate([jnp.sin(scaled), jnp.cos(scaled)], axis=-2)
    enc = enc.reshape(directions.shape[:-1] + (-1,))
    jax.debug.print("max_reflection_encoding {}", jnp.max(enc))
    return enc
