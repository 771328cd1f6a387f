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
        ahead, behind, two_behind = jnp.roll(x, -1, axis=1), jnp.roll(x, 1, axis=1), jnp.roll(x, 2, axis=1)
        return (ahead - two_behind) * behind - x + self.forcing

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
