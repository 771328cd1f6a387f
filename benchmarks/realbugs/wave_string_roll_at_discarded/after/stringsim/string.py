import jax
import jax.numpy as jnp

from stringsim.stencil import second_difference


class PluckedString:
    """1D wave equation u_tt = c^2 u_xx by the central (leapfrog) scheme, both ends clamped."""

    def __init__(self, num_points, courant=0.5):
        self.num_points = num_points
        self.courant_squared = courant ** 2
        self.x = jnp.linspace(0.0, 1.0, num_points)
        self.simulate = jax.jit(self._simulate, static_argnums=1)

    def pluck(self, centre, width=0.03):
        return jnp.exp(-(((self.x - centre) / width) ** 2))

    def step(self, u0, u1):
        return 2.0 * u1 - u0 + self.courant_squared * second_difference(u1)

    def _simulate(self, u_initial, num_steps):
        def body(carry, _):
            u0, u1 = carry
            u2 = self.step(u0, u1)
            return (u1, u2), u2

        _, history = jax.lax.scan(body, (u_initial, u_initial), None, length=num_steps)
        return history
