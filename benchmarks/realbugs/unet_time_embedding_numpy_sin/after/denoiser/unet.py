import jax
import jax.numpy as jnp

from .embeddings import sinusoidal_time_embedding


def dense(key, m, n):
    return {"w": jax.random.normal(key, (m, n)) / jnp.sqrt(m), "b": jnp.zeros(n)}


def apply_dense(p, x):
    return x @ p["w"] + p["b"]


class UNet1D:
    """A two-level U-Net on 1D signals: pool down, process, upsample, with a skip and time-conditioned blocks."""

    def __init__(self, length=32, width=64, time_dim=32):
        self.length = length
        self.width = width
        self.time_dim = time_dim

    def init(self, key):
        ks = jax.random.split(key, 6)
        n, w, t = self.length, self.width, self.time_dim
        return {"time1": dense(ks[0], t, w), "time2": dense(ks[1], w, w),
                "down": dense(ks[2], n, w), "mid": dense(ks[3], w + n // 2, w),
                "up": dense(ks[4], 2 * w, w), "out": dense(ks[5], w, n)}

    def __call__(self, params, x, t):
        temb = apply_dense(params["time2"], jax.nn.silu(apply_dense(params["time1"],
                                                                    sinusoidal_time_embedding(t, self.time_dim))))
        skip = jax.nn.silu(apply_dense(params["down"], x) + temb)
        pooled = x.reshape(x.shape[0], -1, 2).mean(axis=-1)
        mid = jax.nn.silu(apply_dense(params["mid"], jnp.concatenate([skip, pooled], axis=-1)) + temb)
        up = jax.nn.silu(apply_dense(params["up"], jnp.concatenate([mid, skip], axis=-1)))
        return apply_dense(params["out"], up)
