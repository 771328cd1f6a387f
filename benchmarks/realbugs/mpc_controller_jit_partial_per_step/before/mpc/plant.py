import jax.numpy as jnp


class DoubleIntegrator:
    """x = (position, velocity) under a zero-order-hold acceleration u over dt."""

    def __init__(self, dt=0.1):
        self.dt = dt
        self.A = jnp.array([[1.0, dt], [0.0, 1.0]])
        self.B = jnp.array([0.5 * dt**2, dt])

    def step(self, x, u):
        return self.A @ x + self.B * u
