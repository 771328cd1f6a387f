"""Two coupled oscillators: record the kinetic energy along the trajectory."""

from functools import partial

import jax
import jax.numpy as jnp

from odekit.integrate import trajectory
from odekit.observers import kinetic_energy

MASSES = jnp.array([1.0, 2.0])
STIFFNESS = 3.0


def rhs(state):
    q1, p1, q2, p2 = state
    return jnp.array([p1 / MASSES[0], -STIFFNESS * (2 * q1 - q2), p2 / MASSES[1], -STIFFNESS * (2 * q2 - q1)])


def main():
    observer = partial(kinetic_energy, masses=MASSES)
    run = jax.jit(partial(trajectory, rhs, observer), static_argnames="num_steps")
    final, energies = run(jnp.array([0.1, 0.0, -0.1, 0.0]), 0.01, num_steps=500)
    print("mean kinetic energy:", float(energies.mean()))
    return energies


if __name__ == "__main__":
    main()
