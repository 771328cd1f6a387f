import jax.numpy as jnp


class Cluster:
    """Point masses under softened Newtonian gravity (units with G = 1)."""

    def __init__(self, masses, softening=0.05, G=1.0):
        self.masses = masses
        self.softening = softening
        self.G = G

    def separations(self, pos):
        dr = pos[None, :, :] - pos[:, None, :]
        return dr, jnp.sum(dr**2, axis=-1) + self.softening**2

    def accelerations(self, pos):
        dr, r2 = self.separations(pos)
        inv_r3 = r2**-1.5 * (1.0 - jnp.eye(pos.shape[0]))
        return self.G * jnp.einsum("ij,ijk->ik", inv_r3 * self.masses[None, :], dr)

    def energy(self, pos, vel):
        _, r2 = self.separations(pos)
        kinetic = 0.5 * jnp.sum(self.masses * jnp.sum(vel**2, axis=-1))
        pairs = self.masses[:, None] * self.masses[None, :] / jnp.sqrt(r2)
        potential = -0.5 * self.G * jnp.sum(pairs * (1.0 - jnp.eye(pos.shape[0])))
        return kinetic + potential
