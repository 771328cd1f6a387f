import jax
import jax.numpy as jnp

from mdlite.integrator import VelocityVerlet
from mdlite.thermostat import BerendsenThermostat


def square_lattice(n_side, spacing):
    grid = jnp.arange(n_side) * spacing + 0.5 * spacing
    x, y = jnp.meshgrid(grid, grid, indexing="ij")
    return jnp.stack([x.ravel(), y.ravel()], axis=-1)


def main(target=0.8, n_side=6):
    spacing = 1.2
    box = n_side * spacing
    positions = square_lattice(n_side, spacing)
    velocities = 2.0 * jax.random.normal(jax.random.PRNGKey(0), positions.shape)
    velocities = velocities - velocities.mean(axis=0)
    thermostat = BerendsenThermostat(target, tau=0.1, dt=0.005)
    integrator = VelocityVerlet(box, thermostat, dt=0.005)
    positions, velocities, temperatures = integrator.equilibrate(positions, velocities)
    for block, temperature in enumerate(temperatures):
        print(f"block {block}: T = {temperature:.3f}")
    return temperatures


if __name__ == "__main__":
    main()
