import jax
import jax.numpy as jnp

from purevit.posembed import resize_pos_embed


def layer_norm(x, eps=1e-6):
    mean = x.mean(-1, keepdims=True)
    return (x - mean) / jnp.sqrt(x.var(-1, keepdims=True) + eps)


def attention(block, x, num_heads):
    n, d = x.shape
    q = (x @ block["wq"]).reshape(n, num_heads, -1).transpose(1, 0, 2)
    k = (x @ block["wk"]).reshape(n, num_heads, -1).transpose(1, 0, 2)
    v = (x @ block["wv"]).reshape(n, num_heads, -1).transpose(1, 0, 2)
    weights = jax.nn.softmax(q @ k.transpose(0, 2, 1) / jnp.sqrt(q.shape[-1]), axis=-1)
    return (weights @ v).transpose(1, 0, 2).reshape(n, d) @ block["wo"]


def patchify(image, patch_size):
    h, w, c = image.shape
    patches = image.reshape(h // patch_size, patch_size, w // patch_size, patch_size, c)
    return patches.transpose(0, 2, 1, 3, 4).reshape(-1, patch_size * patch_size * c)


class VisionTransformer:
    def __init__(self, patch_size=4, num_heads=4):
        self.patch_size = patch_size
        self.num_heads = num_heads
        self.predict = jax.jit(jax.vmap(self.forward, in_axes=(None, 0)))

    def forward(self, params, image):
        tokens = patchify(image, self.patch_size) @ params["patch"]
        x = jnp.concatenate([params["cls"], tokens], axis=0)
        x = x + resize_pos_embed(params["pos"], tokens.shape[0])
        for block in params["blocks"]:
            x = x + attention(block, layer_norm(x), self.num_heads)
            x = x + jax.nn.gelu(layer_norm(x) @ block["w1"]) @ block["w2"]
        return layer_norm(x[0]) @ params["head"]
