"""Transverse-field Ising Hamiltonian on a ring, with connected elements computed on the host."""

import numpy as np

import jax.numpy as jnp


class TransverseIsing:
    def __init__(self, n_sites, h, J=1.0):
        self.n_sites = n_sites
        self.h = h
        self.J = J

    def get_conn_padded(self, x):
        """For each configuration, the configurations one spin flip away and the matrix elements to them."""
        x = np.asarray(x)  # expect: JXL401
        n = self.n_sites
        diag = -self.J * np.sum(x * np.roll(x, -1, axis=-1), axis=-1)
        flips = np.repeat(x[..., None, :], n + 1, axis=-2)
        sites = np.arange(n)
        flips[..., sites + 1, sites] *= -1
        mels = np.full(x.shape[:-1] + (n + 1,), -self.h)
        mels[..., 0] = diag
        return flips, mels

    def to_jax_operator(self):
        return TransverseIsingJax(self.n_sites, self.h, self.J)


class TransverseIsingJax(TransverseIsing):
    def get_conn_padded(self, x):
        n = self.n_sites
        diag = -self.J * jnp.sum(x * jnp.roll(x, -1, axis=-1), axis=-1)
        flip_signs = jnp.concatenate([jnp.ones((1, n)), 1.0 - 2.0 * jnp.eye(n)], axis=0)
        flips = x[..., None, :] * flip_signs
        mels = jnp.full(x.shape[:-1] + (n + 1,), -self.h)
        mels = mels.at[..., 0].set(diag)
        return flips, mels
