import jax
import jax.numpy as jnp

from coordkit import CartesianToSpherical

to_spherical = CartesianToSpherical(length_scale=1000.0)


def catalogue_batches(num_batches=8, batch_size=256, seed=0):
    keys = jax.random.split(jax.random.PRNGKey(seed), num_batches)
    return [500.0 * jax.random.normal(k, (batch_size, 3)) for k in keys]


def mean_distance(batches):
    return jnp.mean(jnp.concatenate([to_spherical.pt_map(b)[:, 0] for b in batches]))
