import jax.numpy as jnp

DAMPING = 0.3
OMEGA = 1.25
ALPHA = 1.0
BETA = -1.0


def duffing(t, y, gamma):
    """Forced Duffing oscillator x'' + k x' + beta x + alpha x^3 = gamma cos(omega t)."""
    x, v = y
    return jnp.array([v, -BETA * x - DAMPING * v - ALPHA * x**3 + gamma * jnp.cos(OMEGA * t)])
