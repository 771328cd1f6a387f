import jax
import jax.numpy as jnp


def resize_position_embedding(posemb, num_patches):
    """Bilinearly resizes a square grid of pretrained position embeddings to a new patch count."""
    old_side = int(jnp.sqrt(posemb.shape[0]))  # expect: JXL104
    new_side = int(jnp.sqrt(num_patches))  # expect: JXL104
    grid = posemb.reshape(old_side, old_side, posemb.shape[-1])
    grid = jax.image.resize(grid, (new_side, new_side, posemb.shape[-1]), method="bilinear")
    return grid.reshape(new_side * new_side, posemb.shape[-1])
