import jax.numpy as jnp


def accelerations(positions, masses, softening):
    delta = positions[None, :, :] - positions[:, None, :]
    inv_r3 = (jnp.sum(delta ** 2, axis=-1) + softening ** 2) ** -1.5
    return jnp.sum(masses[None, :, None] * delta * inv_r3[:, :, None], axis=1)


def total_energy(positions, velocities, masses, softening):
    kinetic = 0.5 * jnp.sum(masses[:, None] * velocities ** 2)
    delta = positions[None, :, :] - positions[:, None, :]
    inv_r = (jnp.sum(delta ** 2, axis=-1) + softening ** 2) ** -0.5
    potential = -0.5 * jnp.sum(masses[:, None] * masses[None, :] * jnp.triu(inv_r, k=1)) * 2.0
    return kinetic + potential
