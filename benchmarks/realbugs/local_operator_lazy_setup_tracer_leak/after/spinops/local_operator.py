"""An Ising-type operator stored as local terms; the dense kernel data is built on first use."""

import numpy as np

import jax
import jax.numpy as jnp


class LocalIsingJax:
    def __init__(self, n_sites, h=1.0, J=1.0):
        self.n_sites = n_sites
        self.h = h
        self.J = J
        self._bonds = np.array([(i, (i + 1) % n_sites) for i in range(n_sites)])
        self._initialized = False

    @property
    def max_conn_size(self):
        return self.n_sites + 1

    def _setup(self):
        """Per-bond coupling table, computed once and kept for every later call."""
        # the first use may be inside a jitted sampler: compute the cached table eagerly, never as a tracer
        with jax.ensure_compile_time_eval():
            weights = jnp.full(len(self._bonds), -self.J)
            self._bond_weights = weights * jnp.ones(len(self._bonds))
        self._initialized = True

    def get_conn_padded(self, x):
        if not self._initialized:
            self._setup()
        left, right = x[..., self._bonds[:, 0]], x[..., self._bonds[:, 1]]
        diag = jnp.sum(self._bond_weights * left * right, axis=-1)
        flip = 1.0 - 2.0 * jnp.eye(self.n_sites)
        xp = jnp.concatenate([x[..., None, :], x[..., None, :] * flip], axis=-2)
        off = jnp.full(x.shape[:-1] + (self.n_sites,), -self.h)
        return xp, jnp.concatenate([diag[..., None], off], axis=-1)
