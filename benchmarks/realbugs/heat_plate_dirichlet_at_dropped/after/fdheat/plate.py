import jax
import jax.numpy as jnp

from fdheat.boundaries import apply_dirichlet, insulate_sides


class HeatPlate:
    def __init__(self, n, diffusivity, dx, hot, cold):
        self.n = n
        self.alpha = diffusivity
        self.dx = dx
        self.dt = 0.2 * dx ** 2 / diffusivity
        self.hot = hot
        self.cold = cold
        self._evolve = jax.jit(self.evolve, static_argnums=1)

    def laplacian(self, u):
        inner = u[2:, 1:-1] + u[:-2, 1:-1] + u[1:-1, 2:] + u[1:-1, :-2] - 4.0 * u[1:-1, 1:-1]
        return jnp.zeros_like(u).at[1:-1, 1:-1].set(inner / self.dx ** 2)

    def step(self, u, _):
        u = u + self.dt * self.alpha * self.laplacian(u)
        u = insulate_sides(u)
        u = apply_dirichlet(u, self.hot, self.cold)
        return u, u[self.n // 2, self.n // 2]

    def evolve(self, u0, n_steps):
        return jax.lax.scan(self.step, u0, None, length=n_steps)

    def run(self, n_steps):
        return self._evolve(jnp.zeros((self.n, self.n)), n_steps)
