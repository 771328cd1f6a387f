import jax
import jax.numpy as jnp


class Denoiser:
    def __init__(self, dim=2, hidden=64):
        self.dim = dim
        self.hidden = hidden

    def init(self, key):
        k1, k2 = jax.random.split(key)
        return {"w1": jax.random.normal(k1, (self.dim + 1, self.hidden)) / jnp.sqrt(self.dim + 1),
                "w2": jax.random.normal(k2, (self.hidden, self.dim)) * 0.05}

    def __call__(self, params, x, t_frac):
        h = jnp.concatenate([x, jnp.full(x.shape[:-1] + (1,), t_frac)], axis=-1)
        return jnp.tanh(h @ params["w1"]) @ params["w2"]
