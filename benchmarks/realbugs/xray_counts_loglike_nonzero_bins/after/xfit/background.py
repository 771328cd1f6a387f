import jax.numpy as jnp


def background_level(bkg_counts, area_ratio):
    occupied = bkg_counts > 0
    return jnp.sum(jnp.where(occupied, bkg_counts, 0.0)) / jnp.maximum(jnp.sum(occupied), 1) * area_ratio
