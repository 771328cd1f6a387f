import math

import jax


def resize_position_embedding(posemb, num_patches):
    """Bilinearly resizes a square grid of pretrained position embeddings to a new patch count."""
    old_side = math.isqrt(posemb.shape[0])
    new_side = math.isqrt(num_patches)
    grid = posemb.reshape(old_side, old_side, posemb.shape[-1])
    grid = jax.image.resize(grid, (new_side, new_side, posemb.shape[-1]), method="bilinear")
    return grid.reshape(new_side * new_side, posemb.shape[-1])
