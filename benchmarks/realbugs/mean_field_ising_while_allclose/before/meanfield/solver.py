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

    def magnetization(self, temperature, m0=0.9):
        m = jnp.asarray(m0)
        m_next = self.update(m, temperature)
        while not jnp.allclose(m_next, m, atol=self.tol):  # expect: JXL101
            m, m_next = m_next, self.update(m_next, temperature)
        return m_next
