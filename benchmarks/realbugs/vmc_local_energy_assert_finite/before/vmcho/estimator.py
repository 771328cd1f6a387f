import jax
import jax.numpy as jnp


class EnergyEstimator:
    """Local energy E_L = (H psi) / psi at each walker position."""

    def __init__(self, potential):
        self.potential = potential

    def local_energies(self, trial, positions):
        energies = jax.vmap(trial.local_kinetic)(positions) + self.potential(positions)
        assert jnp.all(jnp.isfinite(energies)), "non-finite local energy"  # expect: JXL102
        return energies
