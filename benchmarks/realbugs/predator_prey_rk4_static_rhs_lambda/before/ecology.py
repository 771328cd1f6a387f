import jax.numpy as jnp


def lotka_volterra(u, t, alpha, beta=0.4, delta=0.1, gamma=0.4):
    prey, predator = u[0], u[1]
    return jnp.array([alpha * prey - beta * prey * predator, delta * prey * predator - gamma * predator])
