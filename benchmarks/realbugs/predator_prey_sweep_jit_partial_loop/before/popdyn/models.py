import jax.numpy as jnp


def lotka_volterra(t, y, params):
    """Prey y[0], predators y[1]; params = (prey growth, predation, predator growth, predator death)."""
    alpha, beta, delta, gamma = params
    prey, predators = y
    return jnp.stack([alpha * prey - beta * prey * predators, delta * prey * predators - gamma * predators])
