"""Release a chain of five pendulums and check that the energy is conserved."""

import jax.numpy as jnp

from pendula.integrate import simulate


def main():
    params = {"mass": 1.0, "length": 0.5, "spring": 2.0}
    theta = jnp.array([0.3, 0.0, -0.2, 0.1, 0.0])
    theta, omega, energies = simulate(theta, jnp.zeros(5), params, dt=1e-3, num_steps=200)
    print(f"energy drift: {energies[-1] - energies[0]:.2e}")
    return energies


if __name__ == "__main__":
    main()
