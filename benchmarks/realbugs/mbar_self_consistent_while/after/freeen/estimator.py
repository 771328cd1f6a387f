import jax
import jax.numpy as jnp

from freeen.reduced import self_consistent_update


class MBAREstimator:
    """Multistate Bennett acceptance ratio by self-consistent iteration."""

    def __init__(self, u_kn, n_k, tolerance, max_iterations):
        self.u_kn = jnp.asarray(u_kn)
        self.log_n_k = jnp.log(jnp.asarray(n_k, dtype=self.u_kn.dtype))
        self.tolerance = tolerance
        self.max_iterations = max_iterations
        self._solve = jax.jit(self._self_consistent)
        self.f_k = None

    def _self_consistent(self, f_k):
        def not_converged(carry):
            _, delta, iteration = carry
            return (delta > self.tolerance) & (iteration < self.max_iterations)

        def iterate(carry):
            f_old, _, iteration = carry
            f_new = self_consistent_update(self.u_kn, self.log_n_k, f_old)
            return f_new, jnp.max(jnp.abs(f_new - f_old)), iteration + 1

        f_new, _, _ = jax.lax.while_loop(not_converged, iterate, (f_k, jnp.inf, 0))
        return f_new

    def free_energies(self):
        if self.f_k is None:
            self.f_k = self._solve(jnp.zeros(self.u_kn.shape[0]))
        return self.f_k
