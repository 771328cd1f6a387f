import jax.numpy as jnp

SOFTENING = 0.1


def accelerations(positions, masses):
    diff = positions[None, :, :] - positions[:, None, :]
    inv_r3 = (jnp.sum(diff**2, axis=-1) + SOFTENING**2) ** -1.5
    return jnp.einsum("ij,ijk,j->ik", inv_r3, diff, masses)


def specific_energies(positions, velocities, masses):
    """Kinetic plus potential energy per unit mass of each body; positive means unbound."""
    diff = positions[None, :, :] - positions[:, None, :]
    r = jnp.sqrt(jnp.sum(diff**2, axis=-1) + SOFTENING**2)
    potential = -jnp.sum(masses[None, :] / r, axis=1) + masses / SOFTENING
    return 0.5 * jnp.sum(velocities**2, axis=1) + potential
