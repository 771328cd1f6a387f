import jax.numpy as jnp


class DampedOscillator:
    """y = (position, velocity); params = (log_omega, log_gamma)."""

    def __call__(self, y, t, params):
        omega = jnp.exp(params[0])
        gamma = jnp.exp(params[1])
        return jnp.array([y[1], -omega ** 2 * y[0] - 2.0 * gamma * y[1]])
