import jax
import jax.numpy as jnp


class MeanFieldSolver:
    """Self-consistent magnetisation m = tanh((z J m + h) / T) of a ferromagnet on a lattice of coordination z."""

    def __init__(self, lattice, field=0.0, damping=0.5, tol=1e-6):
        self.lattice = lattice
        self.field = field
        self.damping = damping
        self.tol = tol

    def update(self, m, temperature):
        target = jnp.tanh((self.lattice.coordination * self.lattice.coupling * m + self.field) / temperature)
        return (1.0 - self.damping) * m + self.damping * target

    def magnetization(self, temperature, m0=0.9, max_iter=10_000):
        m = jnp.asarray(m0)

        def not_converged(carry):
            m, m_next, i = carry
            return ~jnp.allclose(m_next, m, atol=self.tol) & (i < max_iter)

        def iterate(carry):
            _, m_next, i = carry
            return m_next, self.update(m_next, temperature), i + 1

        _, m_final, _ = jax.lax.while_loop(not_converged, iterate, (m, self.update(m, temperature), 0))
        return m_final
