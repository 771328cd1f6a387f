"""Watch a driven qubit decay: states at eleven save times."""

import jax.numpy as jnp

from qtraj.operators import sigma_minus, sigma_x
from qtraj.solver import TrajectorySolver


def main():
    solver = TrajectorySolver(0.5 * sigma_x(), jnp.sqrt(0.1) * sigma_minus(), dt=0.01)
    psi0 = jnp.array([1.0, 0.0], dtype=jnp.complex64)
    states = solver.run(psi0, jnp.linspace(0.0, 2.0, 11))
    print("excited population:", jnp.abs(states[:, 0]) ** 2)
    return states


if __name__ == "__main__":
    main()
