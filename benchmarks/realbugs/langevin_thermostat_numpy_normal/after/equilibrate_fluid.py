import jax
import jax.numpy as jnp

from ljmd.integrator import LangevinIntegrator
from ljmd.thermostat import LangevinThermostat


def square_lattice(n_side, spacing):
    grid = (jnp.arange(n_side) + 0.5) * spacing
    xs, ys = jnp.meshgrid(grid, grid)
    return jnp.stack([xs.ravel(), ys.ravel()], axis=1)


def main(kT=0.8, n_blocks=10):
    n_side, spacing = 5, 1.3
    box = n_side * spacing
    positions = square_lattice(n_side, spacing)
    velocities = jnp.zeros_like(positions)
    integrator = LangevinIntegrator(LangevinThermostat(kT=kT, gamma=1.0, dt=0.005), box)
    _, _, temperatures = integrator.run(positions, velocities, jax.random.PRNGKey(0), n_blocks)
    measured = float(temperatures[len(temperatures) // 2:].mean())
    print(f"target kT {kT}, measured {measured:.3f}")
    return measured


if __name__ == "__main__":
    main()
