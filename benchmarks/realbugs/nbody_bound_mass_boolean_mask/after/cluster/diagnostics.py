import jax.numpy as jnp

from cluster.gravity import potential


class ClusterDiagnostics:
    def __init__(self, masses, eps=0.05):
        self.masses = masses
        self.eps = eps

    def specific_energies(self, positions, velocities):
        return 0.5 * jnp.sum(velocities**2, axis=-1) + potential(positions, self.masses, self.eps)

    def bound_fraction(self, positions, velocities):
        """Mass fraction of particles with negative specific energy (not escaping the cluster)."""
        bound = self.specific_energies(positions, velocities) < 0.0
        return jnp.sum(jnp.where(bound, self.masses, 0.0)) / jnp.sum(self.masses)
