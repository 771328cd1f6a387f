import jax.numpy as jnp

from argonsim import VelocityVerlet, XYZWriter


def lj_energy(positions):
    delta = positions[:, None, :] - positions[None, :, :]
    r2 = jnp.sum(delta**2, axis=-1) + jnp.eye(positions.shape[0])
    sr6 = 1.0 / r2**3
    return 2.0 * jnp.sum(jnp.where(jnp.eye(positions.shape[0]) > 0, 0.0, sr6**2 - sr6))


def main(path, n_steps=5):
    writer = XYZWriter(path)
    integrator = VelocityVerlet(lj_energy, dt=0.002, writer=writer)
    positions = jnp.array([[0.0, 0.0, 0.0], [1.12, 0.0, 0.0], [0.56, 0.97, 0.0], [0.56, 0.32, 0.92]])
    velocities = jnp.zeros_like(positions)
    for step in range(n_steps):
        positions, velocities = integrator.step(positions, velocities, step)
    return positions


if __name__ == "__main__":
    main("cluster.xyz")
