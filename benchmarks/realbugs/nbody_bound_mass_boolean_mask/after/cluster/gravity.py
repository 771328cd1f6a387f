import jax.numpy as jnp


def pair_separations(positions):
    return positions[None, :, :] - positions[:, None, :]


def gravity(positions, masses, eps=0.05):
    """Softened gravitational acceleration, G = 1."""
    delta = pair_separations(positions)
    inv_r3 = (jnp.sum(delta**2, axis=-1) + eps**2) ** -1.5
    return jnp.sum(masses[None, :, None] * inv_r3[:, :, None] * delta, axis=1)


def potential(positions, masses, eps=0.05):
    """Specific potential at each particle, from all the others."""
    distance = jnp.sqrt(jnp.sum(pair_separations(positions) ** 2, axis=-1) + eps**2)
    others = jnp.where(jnp.eye(positions.shape[0], dtype=bool), 0.0, masses[None, :] / distance)
    return -jnp.sum(others, axis=1)
