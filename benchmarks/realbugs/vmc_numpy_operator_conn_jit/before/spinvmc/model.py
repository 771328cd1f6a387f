import jax
import jax.numpy as jnp


class Jastrow:
    """log psi(s) = s^T W s / 2 + b^T s for a spin configuration s in {-1, 1}^n."""

    def __init__(self, n_sites):
        self.n_sites = n_sites

    def init(self, key):
        w_key, b_key = jax.random.split(key)
        w = 0.01 * jax.random.normal(w_key, (self.n_sites, self.n_sites))
        return {"W": (w + w.T) / 2, "b": 0.01 * jax.random.normal(b_key, (self.n_sites,))}

    def apply(self, params, s):
        return 0.5 * jnp.einsum("...i,ij,...j->...", s, params["W"], s) + s @ params["b"]
