import jax
import jax.numpy as jnp
import numpy as np


def mlp_init(key, n_in, hidden, n_out):
    k1, k2 = jax.random.split(key)
    return {"w1": jax.random.normal(k1, (n_in, hidden)) * 0.1, "w2": jax.random.normal(k2, (hidden, 2 * n_out)) * 0.01}


def mlp(params, x):
    return jnp.tanh(x @ params["w1"]) @ params["w2"]


class AffineCoupling:
    """Real-NVP coupling: the masked half conditions a scale and shift applied to the other half."""

    def __init__(self, mask, hidden=64):
        self.mask = np.asarray(mask, dtype=np.float32)
        self.hidden = hidden

    def init(self, key):
        dim = self.mask.shape[0]
        return mlp_init(key, dim, self.hidden, dim)

    def forward(self, params, x):
        kept = x * self.mask
        log_scale, shift = jnp.split(mlp(params, kept), 2)
        log_scale = jnp.tanh(log_scale) * (1.0 - self.mask)
        shift = shift * (1.0 - self.mask)
        y = kept + (1.0 - self.mask) * (x * np.exp(log_scale) + shift)  # expect: JXL401
        return y, jnp.sum(log_scale)
