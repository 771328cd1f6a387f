import functools

import jax
import jax.numpy as jnp

from ljmd.integrator import VelocityVerlet
from ljmd.potential import lj_forces
from ljmd.thermostat import VelocityRescale

BOX = 6.0


def square_lattice(per_side=4, box=BOX):
    spacing = box / per_side
    grid = jnp.arange(per_side) * spacing + 0.5 * spacing
    xs, ys = jnp.meshgrid(grid, grid)
    return jnp.stack([xs.ravel(), ys.ravel()], axis=1)


def maxwell_boltzmann(key, n, temperature):
    velocities = jnp.sqrt(temperature) * jax.random.normal(key, (n, 2))
    return velocities - velocities.mean(axis=0)


def main(target=0.8):
    positions = square_lattice()
    velocities = maxwell_boltzmann(jax.random.PRNGKey(0), positions.shape[0], 2.0)
    thermostat = VelocityRescale(target)
    md = VelocityVerlet(functools.partial(lj_forces, box=BOX), thermostat)
    positions, velocities, temperatures = md.run(positions, velocities)
    temperature = float(temperatures[-1])
    print(f"T after {md.num_steps} steps: {temperature:.3f}")
    return temperature


if __name__ == "__main__":
    main()
