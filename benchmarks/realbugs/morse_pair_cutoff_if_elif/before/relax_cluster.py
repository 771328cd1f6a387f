import jax
import jax.numpy as jnp

from mm.forcefield import ForceField
from mm.potentials import MorsePair


def main(n_steps=200, step_size=0.01):
    field = ForceField(MorsePair(depth=1.0, width=1.5, r_eq=1.1, cutoff=3.0, r_wall=0.6))
    force = jax.jit(jax.grad(field.energy))
    positions = jnp.array([[0.0, 0.0, 0.0], [1.4, 0.0, 0.0], [0.0, 1.3, 0.0], [0.9, 0.8, 0.9]])
    for _ in range(n_steps):
        positions = positions - step_size * force(positions)
    return field.energy(positions), positions


if __name__ == "__main__":
    print(main()[0])
