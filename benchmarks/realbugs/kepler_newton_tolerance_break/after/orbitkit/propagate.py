import jax
import jax.numpy as jnp

from orbitkit.kepler import solve_kepler


def position_at(elements, t):
    """Perifocal (x, y) position in km of a two-body orbit at time t [s]."""
    a, ecc, period, t_perigee = elements
    mean_anomaly = jnp.mod(2.0 * jnp.pi * (t - t_perigee) / period, 2.0 * jnp.pi)
    E = solve_kepler(mean_anomaly, ecc)
    x = a * (jnp.cos(E) - ecc)
    y = a * jnp.sqrt(1.0 - ecc ** 2) * jnp.sin(E)
    return jnp.stack([x, y])


propagate_fleet = jax.jit(jax.vmap(position_at, in_axes=(0, None)))
