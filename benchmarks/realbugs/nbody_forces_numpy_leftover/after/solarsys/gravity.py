import jax
import jax.numpy as jnp

from solarsys.bodies import GM_SUN


def pair_acceleration(pos_i, pos_j, mass_j, softening=1e-6):
    """Acceleration of body i due to body j (zero for i == j thanks to the zero separation)."""
    d = pos_j - pos_i
    r = jnp.sqrt(jnp.sum(d ** 2) + softening ** 2)
    return GM_SUN * mass_j * d / r ** 3


def accelerations(pos, masses):
    per_pair = jax.vmap(jax.vmap(pair_acceleration, in_axes=(None, 0, 0)), in_axes=(0, None, None))
    return per_pair(pos, pos, masses).sum(axis=1)


def energy(pos, vel, masses):
    kinetic = 0.5 * jnp.sum(masses * jnp.sum(vel ** 2, axis=1))
    dist = jnp.sqrt(jnp.sum((pos[:, None] - pos[None]) ** 2, axis=-1) + jnp.eye(pos.shape[0]))
    potential = -0.5 * GM_SUN * jnp.sum((masses[:, None] * masses[None, :] / dist) * (1.0 - jnp.eye(pos.shape[0])))
    return kinetic + potential
