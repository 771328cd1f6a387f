import jax.numpy as jnp


def accelerations(positions, masses, softening=1e-3):
    """Direct N-body accelerations, G = 1 (Heggie units)."""
    delta = positions[None, :, :] - positions[:, None, :]
    r2 = jnp.sum(delta**2, axis=-1) + softening**2
    inv_r3 = jnp.where(jnp.eye(positions.shape[0], dtype=bool), 0.0, r2**-1.5)
    return jnp.sum(masses[None, :, None] * inv_r3[:, :, None] * delta, axis=1)


def total_energy(positions, velocities, masses, softening=1e-3):
    kinetic = 0.5 * jnp.sum(masses * jnp.sum(velocities**2, axis=-1))
    delta = positions[None, :, :] - positions[:, None, :]
    distance = jnp.sqrt(jnp.sum(delta**2, axis=-1) + softening**2)
    pair = jnp.where(jnp.eye(positions.shape[0], dtype=bool), 0.0, masses[:, None] * masses[None, :] / distance)
    return kinetic - 0.5 * jnp.sum(pair)
