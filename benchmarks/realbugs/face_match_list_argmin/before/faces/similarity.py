import jax.numpy as jnp


def cosine_distance(a, b):
    return 1.0 - jnp.dot(a, b) / (jnp.linalg.norm(a) * jnp.linalg.norm(b))
