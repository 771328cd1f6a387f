import jax
import jax.numpy as jnp


def ring_of_cities(key, n_cities=30, radius=10.0):
    """Cities on a circle, visited in a shuffled order: the optimal tour is the polygon around it."""
    angles = 2.0 * jnp.pi * jnp.arange(n_cities) / n_cities
    xy = radius * jnp.stack([jnp.cos(angles), jnp.sin(angles)], axis=1)
    return xy[jax.random.permutation(key, n_cities)]


def distance_matrix(xy):
    return jnp.sqrt(jnp.sum((xy[:, None, :] - xy[None, :, :]) ** 2, axis=-1))


def tour_length(dists, tour):
    return jnp.sum(dists[tour, jnp.roll(tour, -1)])
