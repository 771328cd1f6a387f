"""Energy and forces of a small ionic cluster, jitted, along a short relaxation."""

import jax
import jax.numpy as jnp

from admp import pme

energy_and_force = jax.jit(jax.value_and_grad(pme.real_space))


def cluster():
    positions = jnp.array([[0.0, 0.0, 0.0], [1.0, 0.0, 0.0], [0.0, 1.1, 0.0], [1.0, 1.0, 0.9]])
    charges = jnp.array([1.0, -1.0, -1.0, 1.0])
    return positions, charges


def relax(steps=3, kappa=0.5, rate=0.01):
    positions, charges = cluster()
    pme.build_neighbor_list(positions)
    for _ in range(steps):
        energy, grad = energy_and_force(positions, charges, kappa)
        positions = positions - rate * grad
    return energy, pme.nbr.idx


if __name__ == "__main__":
    print(relax())
