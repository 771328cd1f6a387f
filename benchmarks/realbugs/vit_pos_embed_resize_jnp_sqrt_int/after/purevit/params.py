import jax
import jax.numpy as jnp


def init_vit(key, image_size=16, patch_size=4, channels=3, dim=32, depth=2, num_classes=10):
    num_patches = (image_size // patch_size) ** 2
    keys = jax.random.split(key, 4 + depth)
    patch_dim = patch_size * patch_size * channels
    blocks = []
    for k in keys[4:]:
        kq, kk, kv, ko, k1, k2 = jax.random.split(k, 6)
        blocks.append({
            "wq": jax.random.normal(kq, (dim, dim)) / jnp.sqrt(dim),
            "wk": jax.random.normal(kk, (dim, dim)) / jnp.sqrt(dim),
            "wv": jax.random.normal(kv, (dim, dim)) / jnp.sqrt(dim),
            "wo": jax.random.normal(ko, (dim, dim)) / jnp.sqrt(dim),
            "w1": jax.random.normal(k1, (dim, 2 * dim)) / jnp.sqrt(dim),
            "w2": jax.random.normal(k2, (2 * dim, dim)) / jnp.sqrt(2 * dim),
        })
    return {
        "patch": jax.random.normal(keys[0], (patch_dim, dim)) / jnp.sqrt(patch_dim),
        "cls": jax.random.normal(keys[1], (1, dim)) * 0.02,
        "pos": jax.random.normal(keys[2], (num_patches + 1, dim)) * 0.02,
        "head": jax.random.normal(keys[3], (dim, num_classes)) / jnp.sqrt(dim),
        "blocks": blocks,
    }
