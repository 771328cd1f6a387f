import jax
import jax.numpy as jnp


class WaveSolver:
    """1D acoustic wave equation u_tt = c(x)^2 u_xx, central differences, fixed ends."""

    def __init__(self, grid, receiver=20, source_center=0.5, source_width=0.05):
        self.grid = grid
        self.receiver = receiver
        self.source_center = source_center
        self.source_width = source_width

    def initial_pulse(self):
        return jnp.exp(-((self.grid.x - self.source_center) / self.source_width) ** 2)

    def update(self, u_prev, u, courant2):
        laplacian = jnp.zeros_like(u).at[1:-1].set(u[2:] - 2.0 * u[1:-1] + u[:-2])
        u_next = 2.0 * u - u_prev + courant2 * laplacian
        u_next[0] = 0.0  # expect: JXL301
        u_next[-1] = 0.0  # expect: JXL301
        return u_next

    def record(self, velocity):
        """Seismogram at the receiver for the velocity profile `velocity`."""
        courant2 = (velocity * self.grid.dt / self.grid.dx) ** 2
        u0 = self.initial_pulse()

        def body(carry, _):
            u_prev, u = carry
            u_next = self.update(u_prev, u, courant2)
            return (u, u_next), u_next[self.receiver]

        _, trace = jax.lax.scan(body, (u0, u0), None, length=self.grid.nt)
        return trace
