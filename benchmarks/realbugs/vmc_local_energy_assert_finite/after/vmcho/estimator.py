import jax


class EnergyEstimator:
    """Local energy E_L = (H psi) / psi at each walker position."""

    def __init__(self, potential):
        self.potential = potential

    def local_energies(self, trial, positions):
        return jax.vmap(trial.local_kinetic)(positions) + self.potential(positions)
