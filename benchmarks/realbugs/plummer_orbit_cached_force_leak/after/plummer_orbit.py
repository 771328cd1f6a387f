"""Integrate an eccentric orbit in a Plummer sphere and report the final force."""

import jax.numpy as jnp

from orbits.integrator import LeapfrogIntegrator
from orbits.potential import PlummerPotential


def main():
    integrator = LeapfrogIntegrator(PlummerPotential())
    q, p, orbit = integrator.run(jnp.array([1.0, 0.0, 0.0]), jnp.array([0.0, 0.6, 0.1]), num_steps=100)
    final_force = jnp.linalg.norm(integrator.last_acceleration())
    print(f"{integrator.n_force_evals} force evaluations, final |a| = {float(final_force):.3f}")
    return integrator, orbit


if __name__ == "__main__":
    main()
