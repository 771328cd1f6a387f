import jax
import jax.numpy as jnp


class Denoiser:
    """Tiny epsilon-prediction network conditioned on the diffusion time."""

    def __init__(self, dim, hidden):
        self.dim = dim
        self.hidden = hidden

    def init(self, key):
        k1, k2 = jax.random.split(key)
        return {
            "w_in": jax.random.normal(k1, (self.dim + 1, self.hidden)) * 0.1,
            "w_out": jax.random.normal(k2, (self.hidden, self.dim)) * 0.1,
        }

    def __call__(self, params, x, t):
        features = jnp.concatenate([x, jnp.full(x.shape[:-1] + (1,), t)], axis=-1)
        return jnp.tanh(features @ params["w_in"]) @ params["w_out"]
