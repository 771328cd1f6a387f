import jax
import jax.numpy as jnp


class RestrictedHartreeFock:
    """Roothaan iterations with a fixed number of steps, compiled as one loop."""

    def __init__(self, molecule, monitor, n_steps=30):
        self.molecule = molecule
        self.monitor = monitor
        self.n_steps = n_steps
        self.run = jax.jit(self._run)

    def fock(self, density):
        return self.molecule.core + 2.0 * self.molecule.coulomb(density) - self.molecule.exchange(density)

    def density_from(self, fock):
        _, orbitals = jnp.linalg.eigh(fock)
        occupied = orbitals[:, : self.molecule.num_occupied]
        return occupied @ occupied.T

    def energy(self, density, fock):
        return jnp.sum(density * (self.molecule.core + fock))

    def _run(self, density):
        def iteration(step, carry):
            density, energy = carry
            fock = self.fock(density)
            new_density = self.density_from(fock)
            new_energy = self.energy(new_density, self.fock(new_density))
            self.monitor.report(step, new_energy, new_energy - energy)
            return new_density, new_energy

        return jax.lax.fori_loop(0, self.n_steps, iteration, (density, jnp.zeros(())))
