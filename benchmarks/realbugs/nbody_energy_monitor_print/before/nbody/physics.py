import jax.numpy as jnp

G = 1.0


def accelerations(pos, mass, softening):
    delta = pos[None, :, :] - pos[:, None, :]
    inv_r3 = (jnp.sum(delta ** 2, axis=-1) + softening ** 2) ** -1.5
    return G * jnp.sum(delta * (mass[None, :] * inv_r3)[:, :, None], axis=1)


def total_energy(pos, vel, mass, softening):
    kinetic = 0.5 * jnp.sum(mass[:, None] * vel ** 2)
    dist = jnp.sqrt(jnp.sum((pos[:, None, :] - pos[None, :, :]) ** 2, axis=-1) + softening ** 2)
    pair = mass[:, None] * mass[None, :] / dist
    potential = -0.5 * G * (jnp.sum(pair) - jnp.sum(jnp.diag(pair)))
    return kinetic + potential
