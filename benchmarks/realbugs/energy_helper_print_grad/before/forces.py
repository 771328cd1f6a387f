import jax

from potentials import total_energy


def negative_energy(positions, epsilon):
    return -total_energy(positions, epsilon)


forces = jax.grad(negative_energy)


def relax(positions, epsilon, learning_rate=1e-3, steps=3):
    """A few steps of steepest descent on the cluster energy."""
    for _ in range(steps):
        positions = positions + learning_rate * forces(positions, epsilon)
    return positions
