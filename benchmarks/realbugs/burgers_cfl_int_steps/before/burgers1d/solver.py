import jax
import jax.numpy as jnp

from burgers1d.schemes import forward_euler_step


class ExplicitBurgersSolver:
    """Viscous Burgers equation by forward Euler, with a time step fixed by the convective and diffusive CFL limits."""

    def __init__(self, config):
        self.config = config
        self.solve = jax.jit(self._solve)

    def stable_dt(self, u):
        c = self.config
        convective = c.dx / jnp.max(jnp.abs(u))
        diffusive = 0.5 * c.dx ** 2 / c.viscosity
        return c.cfl * jnp.minimum(convective, diffusive)

    def _solve(self, u0):
        c = self.config
        n_steps = int(jnp.ceil(c.t_end / self.stable_dt(u0)))  # expect: JXL104
        dt = c.t_end / n_steps
        return jax.lax.fori_loop(0, n_steps, lambda _, u: forward_euler_step(u, dt, c.dx, c.viscosity), u0)
