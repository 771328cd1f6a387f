import jax


class MolecularSystem:
    """Sum of bonded terms; forces are compiled once per system."""

    def __init__(self, terms):
        self.terms = terms
        self.energy_and_forces = jax.jit(self._energy_and_forces)

    def energy(self, positions):
        return sum(term.energy(positions) for term in self.terms)

    def _energy_and_forces(self, positions):
        energy, grad = jax.value_and_grad(self.energy)(positions)
        return energy, -grad

    def relax(self, positions, step=0.01, num_steps=200):
        for _ in range(num_steps):
            _, forces = self.energy_and_forces(positions)
            positions = positions + step * forces
        return positions
