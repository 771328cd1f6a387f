import jax
import jax.numpy as jnp


class SteepestDescent:
    """Gradient descent on the potential energy with a fixed step; each step is compiled once."""

    def __init__(self, forcefield, step_size):
        self.step_size = step_size
        self._energy_and_grad = jax.jit(jax.value_and_grad(forcefield.energy))

    def run(self, positions, num_steps):
        energies = []
        for _ in range(num_steps):
            energy, grad = self._energy_and_grad(positions)
            positions = positions - self.step_size * grad
            energies.append(energy)
        return positions, jnp.stack(energies)
