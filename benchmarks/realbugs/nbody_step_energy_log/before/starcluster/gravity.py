import jax.numpy as jnp


def accelerations(pos, mass, G, softening):
    dr = pos[None, :, :] - pos[:, None, :]
    inv_r3 = (jnp.sum(dr**2, axis=-1) + softening**2) ** -1.5
    return G * jnp.einsum("ijk,ij,j->ik", dr, inv_r3, mass)


def energies(pos, vel, mass, G, softening):
    kinetic = 0.5 * jnp.sum(mass[:, None] * vel**2)
    dr = pos[None, :, :] - pos[:, None, :]
    inv_r = jnp.triu((jnp.sum(dr**2, axis=-1) + softening**2) ** -0.5, k=1)
    potential = -G * jnp.sum(mass[:, None] * mass[None, :] * inv_r)
    return kinetic, potential
