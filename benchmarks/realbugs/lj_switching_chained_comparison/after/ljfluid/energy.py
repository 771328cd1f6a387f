import jax
import jax.numpy as jnp

from ljfluid.potential import minimum_image, pair_energy


@jax.jit
def total_energy(positions, box):
    n = positions.shape[0]
    i, j = jnp.triu_indices(n, k=1)
    dr = minimum_image(positions[i] - positions[j], box)
    return jnp.sum(jax.vmap(pair_energy)(jnp.sqrt(jnp.sum(dr * dr, axis=-1))))
