import jax
import jax.numpy as jnp

from .layers import encoder_block, layer_norm, patchify


class VisionTransformer:
    def __init__(self, image_size=16, patch=4, channels=1, d_model=32, depth=2, num_heads=4, num_classes=10):
        self.patch = patch
        self.num_patches = (image_size // patch) ** 2
        self.patch_dim = patch * patch * channels
        self.d_model, self.depth, self.num_heads, self.num_classes = d_model, depth, num_heads, num_classes
        self.predict = jax.jit(self._predict)

    def init(self, key):
        d = self.d_model
        keys = iter(jax.random.split(key, 4 + 6 * self.depth))

        def dense(m, n):
            return jax.random.normal(next(keys), (m, n)) / jnp.sqrt(m)

        blocks = [{"wq": dense(d, d), "wk": dense(d, d), "wv": dense(d, d), "wo": dense(d, d),
                   "w1": dense(d, 4 * d), "w2": dense(4 * d, d)} for _ in range(self.depth)]
        return {"embed": dense(self.patch_dim, d), "cls": jnp.zeros((1, 1, d)),
                "pos": 0.02 * jax.random.normal(next(keys), (1, self.num_patches + 1, d)),
                "blocks": blocks, "head": dense(d, self.num_classes)}

    def apply(self, params, images):
        tokens = patchify(images, self.patch) @ params["embed"]
        cls = jnp.broadcast_to(params["cls"], (tokens.shape[0], 1, self.d_model))
        x = jnp.concatenate([cls, tokens], axis=1) + params["pos"]
        for block in params["blocks"]:
            x = encoder_block(block, x, self.num_heads)
        return layer_norm(x[:, 0]) @ params["head"]

    def _predict(self, params, images):
        return jnp.argmax(self.apply(params, images), axis=-1)
