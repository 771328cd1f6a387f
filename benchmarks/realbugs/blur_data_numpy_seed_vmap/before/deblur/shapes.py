"""Random foam-like test images: a few discs of random radius, position and intensity."""

import jax.numpy as jnp
import numpy as np


def random_discs(seed, size: int, n_discs: int = 4):
    rng = np.random.default_rng(seed)  # expect: JXL402
    centers = rng.uniform(0.2, 0.8, size=(n_discs, 2)) * size
    radii = rng.uniform(0.05, 0.15, size=n_discs) * size
    levels = rng.uniform(0.5, 1.0, size=n_discs)
    yy, xx = jnp.mgrid[0:size, 0:size]
    image = jnp.zeros((size, size))
    for (cy, cx), r, level in zip(centers, radii, levels):
        image = jnp.maximum(image, level * ((yy - cy) ** 2 + (xx - cx) ** 2 < r ** 2))
    return image
