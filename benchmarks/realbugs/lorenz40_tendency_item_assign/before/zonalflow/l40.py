import jax
import jax.numpy as jnp


class L40:
    """Lorenz 40-variable model of zonal atmospheric flow, for an ensemble of members (rows)."""

    def __init__(self, n=40, dt=0.05, forcing=8.0):
        self.n = n
        self.dt = dt
        self.forcing = forcing
        self.step = jax.jit(self.rk4_step)

    def dxdt(self, x):
        n, forcing = self.n, self.forcing
        tendency = jnp.zeros_like(x)
        for j in range(n):
            tendency[:, j] = (x[:, (j + 1) % n] - x[:, j - 2]) * x[:, j - 1] - x[:, j] + forcing  # expect: JXL301
        return tendency

    def rk4_step(self, x):
        h = self.dt
        k1 = self.dxdt(x)
        k2 = self.dxdt(x + 0.5 * h * k1)
        k3 = self.dxdt(x + 0.5 * h * k2)
        k4 = self.dxdt(x + h * k3)
        return x + h / 6.0 * (k1 + 2.0 * k2 + 2.0 * k3 + k4)

    def integrate(self, x, n_steps):
        for _ in range(n_steps):
            x = self.step(x)
        return x
