import jax
import jax.numpy as jnp


class TinyDenoiser:
    """A two-layer MLP standing in for the U-Net: 8x8 digit plus a step embedding in, noise estimate out."""

    def __init__(self, hidden=128):
        self.hidden = hidden

    def init(self, key):
        k1, k2 = jax.random.split(key)
        return {"w_in": jax.random.normal(k1, (65, self.hidden)) * 0.1,
                "w_out": jax.random.normal(k2, (self.hidden, 64)) * 0.1}

    def __call__(self, params, images, t_frac):
        flat = images.reshape(images.shape[0], 64)
        h = jnp.concatenate([flat, jnp.full((flat.shape[0], 1), t_frac)], axis=1)
        return (jax.nn.silu(h @ params["w_in"]) @ params["w_out"]).reshape(images.shape)
