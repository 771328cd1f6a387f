import jax.numpy as jnp


class HubbardRing:
    """Collinear Hartree-Fock decoupling of the Hubbard model on a ring of `num_sites` sites."""

    def __init__(self, num_sites, hopping=1.0, interaction=4.0):
        self.num_sites = num_sites
        self.interaction = interaction
        ring = jnp.roll(jnp.eye(num_sites), 1, axis=1)
        self.kinetic = -hopping * (ring + ring.T)

    def mean_field(self, density_other_spin):
        return self.kinetic + self.interaction * jnp.diag(density_other_spin)
