import jax.numpy as jnp


def lotka_volterra(t, y, params):
    prey, predator = y
    a, b, c, d = params
    return jnp.array([a * prey - b * prey * predator, d * prey * predator - c * predator])
