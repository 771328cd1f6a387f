from typing import NamedTuple

import jax.numpy as jnp

G = 4.0 * jnp.pi ** 2  # AU^3 / (Msun yr^2)


class State(NamedTuple):
    pos: jnp.ndarray  # (n_bodies, 2) in AU
    vel: jnp.ndarray  # (n_bodies, 2) in AU / yr


def accelerations(pos, masses, softening=1e-6):
    """a_i = sum_j G m_j (r_j - r_i) / |r_j - r_i|^3"""
    delta = pos[None, :, :] - pos[:, None, :]
    dist3 = (jnp.sum(delta ** 2, axis=-1) + softening) ** 1.5
    return G * jnp.sum(masses[None, :, None] * delta / dist3[:, :, None], axis=1)


def sun_earth(earth_mass=3.0e-6):
    masses = jnp.array([1.0, earth_mass])
    pos = jnp.array([[0.0, 0.0], [0.0, 1.0]])
    v_earth = 2.0 * jnp.pi
    # momentum balance keeps the centre of mass at rest
    vel = jnp.array([[-earth_mass * v_earth, 0.0], [v_earth, 0.0]])
    return State(pos, vel), masses
