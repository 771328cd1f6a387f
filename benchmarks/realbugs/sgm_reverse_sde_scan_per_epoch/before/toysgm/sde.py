import jax.numpy as jnp


class OrnsteinUhlenbeck:
    """Forward SDE dX = -X/2 dt + dW; X_t | X_0 ~ N(X_0 e^{-t/2}, 1 - e^{-t})."""

    def __init__(self, T=5.0):
        self.T = T

    def marginal(self, x0, t):
        mean = x0 * jnp.exp(-0.5 * t)[:, None]
        std = jnp.sqrt(1.0 - jnp.exp(-t))[:, None]
        return mean, std

    def drift(self, x):
        return -0.5 * x
