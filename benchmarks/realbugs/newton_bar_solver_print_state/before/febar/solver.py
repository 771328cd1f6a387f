import jax
import jax.numpy as jnp

from febar import report


def residual(u, load, n_nodes):
    """Nonlinear bar -(1 + u^2) u'' = load on a uniform grid, u = 0 at both ends."""
    h = 1.0 / (n_nodes + 1)
    padded = jnp.pad(u, 1)
    lap = (padded[2:] - 2.0 * padded[1:-1] + padded[:-2]) / h ** 2
    return -(1.0 + u ** 2) * lap - load


class NewtonSolver:
    def __init__(self, n_nodes, n_iterations=8):
        self.n_nodes = n_nodes
        self.n_iterations = n_iterations
        self._solve = jax.jit(self._newton)

    def _newton(self, load):
        jac = jax.jacfwd(residual)

        def iteration(i, u):
            r = residual(u, load, self.n_nodes)
            du = jnp.linalg.solve(jac(u, load, self.n_nodes), -r)
            report.print_solver_state(i, jnp.linalg.norm(r), jnp.linalg.norm(du))
            return u + du

        return jax.lax.fori_loop(0, self.n_iterations, iteration, jnp.zeros(self.n_nodes))

    def solve(self, load, load_step=0):
        report.print_solver_heading(load_step)
        return self._solve(load)
