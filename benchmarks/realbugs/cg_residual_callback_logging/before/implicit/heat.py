import jax
import jax.numpy as jnp

from implicit.cg import conjugate_gradient


class ImplicitHeatRod:
    """Backward Euler for u_t = alpha u_xx on a rod with zero ends; each step solves (I - dt alpha L) u = u_old."""

    def __init__(self, n_points, alpha, dt, monitor=None, cg_iterations=20):
        self.dx = 1.0 / (n_points + 1)
        self.coefficient = alpha * dt / self.dx**2
        self.monitor = monitor
        self.cg_iterations = cg_iterations
        self._step = jax.jit(self.step)

    def operator(self, u):
        padded = jnp.pad(u, 1)
        return u - self.coefficient * (padded[2:] - 2.0 * u + padded[:-2])

    def step(self, u):
        return conjugate_gradient(self.operator, u, u, maxiter=self.cg_iterations, callback=self.monitor)

    def run(self, u, n_steps):
        for _ in range(n_steps):
            u = self._step(u)
        return u
