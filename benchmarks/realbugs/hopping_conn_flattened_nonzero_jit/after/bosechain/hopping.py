"""Hard-core bosons hopping between neighbouring sites of an open chain (occupations 0/1)."""

import jax.numpy as jnp


class HardcoreHopping:
    def __init__(self, n_sites, t=1.0, mu=0.5):
        self.n_sites = n_sites
        self.t = t
        self.mu = mu

    @property
    def max_conn_size(self):
        return 2 * (self.n_sites - 1) + 1

    def get_conn_padded(self, x):
        """Connected configurations and matrix elements, padded to `max_conn_size` per configuration."""
        left, right = x[..., :-1], x[..., 1:]
        can_hop = left != right
        bond_flip = jnp.eye(self.n_sites)[:-1] + jnp.eye(self.n_sites, k=1)[:-1]
        hopped = jnp.abs(x[..., None, :] - bond_flip)
        xp = jnp.concatenate([x[..., None, :], hopped, hopped], axis=-2)
        diag = -self.mu * jnp.sum(x, axis=-1, keepdims=True)
        off = jnp.where(can_hop, -self.t, 0.0)
        mels = jnp.concatenate([diag, off, jnp.zeros_like(off)], axis=-1)
        return xp, mels

    def get_conn_flattened(self, x):
        """Only the nonzero connected elements of a batch, flattened, with the batch index of each."""
        xp, mels = self.get_conn_padded(x)
        batch, conn = jnp.nonzero(mels)
        return xp[batch, conn], mels[batch, conn], batch
