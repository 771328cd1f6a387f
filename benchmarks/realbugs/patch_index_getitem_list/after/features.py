import jax
import jax.numpy as jnp

from patches import PatchIndex, patch_features


def extract(grid):
    index = PatchIndex(*grid.shape)
    return jax.vmap(lambda n: patch_features(grid, index[n]))(jnp.arange(len(index)))


extract_jit = jax.jit(extract)
