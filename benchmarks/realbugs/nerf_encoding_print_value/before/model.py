import jax
import jax.numpy as jnp

from encoding import directional_encoding, reflect


class NerfModel:
    """Predicts view-dependent colour from reflected view directions."""

    def __init__(self, max_deg=4, width=16):
        self.max_deg = max_deg
        self.width = width

    def init(self, key):
        k1, k2 = jax.random.split(key)
        n_in = 3 * 2 * self.max_deg
        return {
            "w1": jax.random.normal(k1, (n_in, self.width)) / jnp.sqrt(n_in),
            "w2": jax.random.normal(k2, (self.width, 3)) / jnp.sqrt(self.width),
        }

    def __call__(self, params, view_dirs, normals):
        enc = directional_encoding(reflect(view_dirs, normals), self.max_deg)
        hidden = jax.nn.relu(enc @ params["w1"])
        return jax.nn.sigmoid(hidden @ params["w2"])
