import jax
import jax.numpy as jnp


def timestep_embedding(t, dim=16, max_period=1000.0):
    half = dim // 2
    freqs = jnp.exp(-jnp.log(max_period) * jnp.arange(half) / half)
    angles = t[:, None].astype(jnp.float32) * freqs[None, :]
    return jnp.concatenate([jnp.sin(angles), jnp.cos(angles)], axis=-1)


class Denoiser:
    """Predicts the noise added to x_t, conditioned on the timestep."""

    def __init__(self, data_dim=2, hidden=64, temb_dim=16):
        self.data_dim = data_dim
        self.hidden = hidden
        self.temb_dim = temb_dim

    def init(self, key):
        k1, k2, k3 = jax.random.split(key, 3)
        d_in = self.data_dim + self.temb_dim
        return {
            "w1": jax.random.normal(k1, (d_in, self.hidden)) / jnp.sqrt(d_in),
            "w2": jax.random.normal(k2, (self.hidden, self.hidden)) / jnp.sqrt(self.hidden),
            "w3": jax.random.normal(k3, (self.hidden, self.data_dim)) * 0.01,
        }

    def __call__(self, params, x_t, t):
        h = jnp.concatenate([x_t, timestep_embedding(t, self.temb_dim)], axis=-1)
        h = jax.nn.silu(h @ params["w1"])
        h = jax.nn.silu(h @ params["w2"])
        return h @ params["w3"]
