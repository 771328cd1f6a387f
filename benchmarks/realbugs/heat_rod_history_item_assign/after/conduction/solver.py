import jax
import jax.numpy as jnp


class ExplicitHeatSolver:
    """FTCS scheme with fixed-temperature ends; keeps every step's profile."""

    def __init__(self, rod, dt, num_steps):
        self.rod = rod
        self.dt = dt
        self.num_steps = num_steps
        self.solve = jax.jit(self._solve)

    def step(self, u):
        r = self.rod.diffusivity * self.dt / self.rod.dx**2
        interior = u[1:-1] + r * (u[2:] - 2.0 * u[1:-1] + u[:-2])
        return jnp.concatenate([u[:1], interior, u[-1:]])

    def _solve(self, u0):
        history = jnp.zeros((self.num_steps, u0.shape[0]))

        def body(i, carry):
            u, history = carry
            u = self.step(u)
            history = jax.lax.dynamic_update_index_in_dim(history, u, i, axis=0)
            return u, history

        _, history = jax.lax.fori_loop(0, self.num_steps, body, (u0, history))
        return history
