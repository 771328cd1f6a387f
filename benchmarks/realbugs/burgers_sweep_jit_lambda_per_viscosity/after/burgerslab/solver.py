import jax
import jax.numpy as jnp


class PeriodicBurgers:
    """u_t + u u_x = nu u_xx on a periodic grid, explicit Euler with centred differences (jnp.roll shifts)."""

    def __init__(self, num_points, dt, num_steps, length=2.0 * jnp.pi):
        self.dx = length / num_points
        self.x = jnp.arange(num_points) * self.dx
        self.dt = dt
        self.num_steps = num_steps

    def rhs(self, u, nu):
        u_right, u_left = jnp.roll(u, -1), jnp.roll(u, 1)
        advection = u * (u_right - u_left) / (2.0 * self.dx)
        diffusion = nu * (u_right - 2.0 * u + u_left) / self.dx ** 2
        return diffusion - advection

    def integrate(self, u0, nu):
        def step(_, u):
            return u + self.dt * self.rhs(u, nu)

        return jax.lax.fori_loop(0, self.num_steps, step, u0)
