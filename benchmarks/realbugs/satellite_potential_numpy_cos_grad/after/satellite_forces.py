from functools import partial

import jax
import jax.numpy as jnp

from galpot.orbits import CircularOrbit
from galpot.potentials.moving import moving_object_potential


def main():
    satellite = CircularOrbit(8.0, 0.03, 0.0)
    potential = partial(moving_object_potential, orbit=satellite, mass=0.1, softening=0.5)
    force_R = jax.grad(lambda R, phi, z, t: -potential(R, phi, z, t))
    radial_force = jax.jit(jax.vmap(force_R, in_axes=(0, None, None, None)))
    radii = jnp.linspace(2.0, 14.0, 6)
    forces = radial_force(radii, 0.0, 0.0, 0.0)
    print("F_R along phi = 0:", forces)
    return radii, forces


if __name__ == "__main__":
    main()
