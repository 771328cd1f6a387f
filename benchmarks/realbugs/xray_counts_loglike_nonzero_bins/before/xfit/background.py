import jax.numpy as jnp


def background_level(bkg_counts, area_ratio):
    occupied = bkg_counts[bkg_counts > 0]  # expect: JXL107
    return jnp.mean(occupied) * area_ratio
