import jax

from vitfinetune.posemb import resize_position_embedding


class PatchEncoder:
    """Patchifies images and adds position embeddings pretrained at a lower resolution."""

    def __init__(self, patch_size, dim):
        self.patch_size = patch_size
        self.dim = dim

    def init(self, key, pretrained_grid):
        k1, k2 = jax.random.split(key)
        return {
            "proj": 0.02 * jax.random.normal(k1, (self.patch_size * self.patch_size * 3, self.dim)),
            "posemb": 0.02 * jax.random.normal(k2, (pretrained_grid * pretrained_grid, self.dim)),
        }

    def patchify(self, images):
        b, h, w, c = images.shape
        p = self.patch_size
        patches = images.reshape(b, h // p, p, w // p, p, c).transpose(0, 1, 3, 2, 4, 5)
        return patches.reshape(b, (h // p) * (w // p), p * p * c)

    def __call__(self, params, images):
        tokens = self.patchify(images) @ params["proj"]
        return tokens + resize_position_embedding(params["posemb"], tokens.shape[1])[None]
