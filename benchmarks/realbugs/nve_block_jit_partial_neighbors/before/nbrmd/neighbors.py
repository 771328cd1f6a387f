import jax.numpy as jnp


def periodic_displacement(ri, rj, box):
    d = ri - rj
    return d - box * jnp.round(d / box)


def build_neighbor_list(positions, box, cutoff, capacity):
    """Indices of the `capacity` nearest atoms within the cutoff, padded with N for empty slots."""
    n = positions.shape[0]
    d = periodic_displacement(positions[:, None, :], positions[None, :, :], box)
    r2 = jnp.sum(d ** 2, axis=-1) + jnp.where(jnp.eye(n, dtype=bool), jnp.inf, 0.0)
    order = jnp.argsort(r2, axis=1)[:, :capacity]
    within = jnp.take_along_axis(r2, order, axis=1) < cutoff ** 2
    return jnp.where(within, order, n)
