import jax
import jax.numpy as jnp


def grid_side(num_patches):
    return int(jnp.sqrt(num_patches))  # expect: JXL104


def resize_pos_embed(pos, num_patches):
    """Bilinear resize of the learned patch position embeddings to another patch grid (cls embedding kept)."""
    cls_pos, patch_pos = pos[:1], pos[1:]
    if patch_pos.shape[0] == num_patches:
        return pos
    old, new = grid_side(patch_pos.shape[0]), grid_side(num_patches)
    grid = patch_pos.reshape(old, old, -1)
    grid = jax.image.resize(grid, (new, new, grid.shape[-1]), method="bilinear")
    return jnp.concatenate([cls_pos, grid.reshape(new * new, -1)], axis=0)
