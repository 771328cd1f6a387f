import jax
import jax.numpy as jnp

from burgers1d.schemes import forward_euler_step


class ExplicitBurgersSolver:
    """Viscous Burgers equation by forward Euler, with a time step fixed by the convective and diffusive CFL limits."""

    def __init__(self, config):
        self.config = config
        self._advance = jax.jit(self._advance_impl)

    def stable_dt(self, u):
        c = self.config
        convective = c.dx / jnp.max(jnp.abs(u))
        diffusive = 0.5 * c.dx ** 2 / c.viscosity
        return c.cfl * jnp.minimum(convective, diffusive)

    def _advance_impl(self, u0, n_steps, dt):
        c = self.config
        return jax.lax.fori_loop(0, n_steps, lambda _, u: forward_euler_step(u, dt, c.dx, c.viscosity), u0)

    def solve(self, u0):
        # the step count is chosen on the host from the initial data; the jitted loop takes it as a traced bound
        n_steps = int(jnp.ceil(self.config.t_end / self.stable_dt(u0)))
        return self._advance(u0, n_steps, self.config.t_end / n_steps)
