import jax.numpy as jnp


def torus(p, major=1.0, minor=0.35):
    q = jnp.array([jnp.linalg.norm(p[jnp.array([0, 2])]) - major, p[1]])
    return jnp.linalg.norm(q) - minor


def scene(p):
    return jnp.minimum(torus(p), p[1] + 0.6)
