import jax
import jax.numpy as jnp

from pic1d.plasma import Plasma1D


def main():
    n_particles, length = 4000, 2.0 * jnp.pi
    plasma = Plasma1D(n_cells=64, length=float(length), n_particles=n_particles, dt=0.1)
    key = jax.random.PRNGKey(0)
    positions = jax.random.uniform(key, (n_particles,), maxval=float(length))
    velocities = jnp.where(jnp.arange(n_particles) % 2 == 0, 1.0, -1.0) + 0.01 * jnp.sin(positions)
    positions, velocities = plasma.run(positions, velocities, n_steps=20)
    density = plasma._density(positions)
    total_charge = float(density.sum() * plasma.dx)
    return total_charge, float(jnp.abs(velocities).mean())


if __name__ == "__main__":
    print(main())
