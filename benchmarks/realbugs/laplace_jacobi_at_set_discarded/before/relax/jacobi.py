import jax
import jax.numpy as jnp

from relax.plate import neighbour_average


class JacobiRelaxation:
    """Jacobi sweeps for Laplace's equation: each interior value becomes the average of its four neighbours."""

    def __init__(self, sweeps_per_call=500):
        self.sweeps_per_call = sweeps_per_call
        self._relax = jax.jit(self.relax)

    def sweep(self, m):
        m.at[1:-1, 1:-1].set(neighbour_average(m))  # expect: JXL302
        return m

    def relax(self, m):
        m = jax.lax.fori_loop(0, self.sweeps_per_call, lambda _, m: self.sweep(m), m)
        return m, self.residual(m)

    @staticmethod
    def residual(m):
        return jnp.max(jnp.abs(neighbour_average(m) - m[1:-1, 1:-1]))

    def solve(self, m, tolerance=1e-4, max_calls=40):
        for call in range(max_calls):
            m, residual = self._relax(m)
            if float(residual) < tolerance:
                break
        return m, float(residual), (call + 1) * self.sweeps_per_call
