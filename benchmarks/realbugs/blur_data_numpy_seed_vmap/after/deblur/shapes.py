"""Random foam-like test images: a few discs of random radius, position and intensity."""

import jax
import jax.numpy as jnp


def random_discs(key, size: int, n_discs: int = 4):
    kc, kr, kl = jax.random.split(key, 3)
    centers = jax.random.uniform(kc, (n_discs, 2), minval=0.2, maxval=0.8) * size
    radii = jax.random.uniform(kr, (n_discs,), minval=0.05, maxval=0.15) * size
    levels = jax.random.uniform(kl, (n_discs,), minval=0.5, maxval=1.0)
    yy, xx = jnp.mgrid[0:size, 0:size]
    dist2 = (yy[None] - centers[:, 0, None, None]) ** 2 + (xx[None] - centers[:, 1, None, None]) ** 2
    inside = dist2 < radii[:, None, None] ** 2
    return jnp.max(levels[:, None, None] * inside, axis=0)
