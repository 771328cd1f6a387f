import jax
import jax.numpy as jnp


def patchify(images, patch):
    """(B, H, W, C) -> (B, H/p * W/p, p * p * C): every cell of the grid becomes a token, in fixed order."""
    b, h, w, c = images.shape
    x = images.reshape(b, h // patch, patch, w // patch, patch, c).transpose(0, 1, 3, 2, 4, 5)
    return x.reshape(b, (h // patch) * (w // patch), patch * patch * c)


def layer_norm(x, eps=1e-6):
    mean = x.mean(axis=-1, keepdims=True)
    return (x - mean) * jax.lax.rsqrt(x.var(axis=-1, keepdims=True) + eps)


def self_attention(p, x, num_heads):
    b, t, d = x.shape
    hd = d // num_heads
    q, k, v = (jnp.transpose((x @ p[name]).reshape(b, t, num_heads, hd), (0, 2, 1, 3)) for name in ("wq", "wk", "wv"))
    weights = jax.nn.softmax(q @ jnp.swapaxes(k, -1, -2) / jnp.sqrt(hd), axis=-1)
    return jnp.transpose(weights @ v, (0, 2, 1, 3)).reshape(b, t, d) @ p["wo"]


def encoder_block(p, x, num_heads):
    x = x + self_attention(p, layer_norm(x), num_heads)
    return x + jax.nn.gelu(layer_norm(x) @ p["w1"]) @ p["w2"]
