"""Energy models whose partition function the sampler estimates."""

from dataclasses import dataclass

import jax.numpy as jnp


@dataclass(frozen=True)
class IsingChain:
    coupling: float
    field: float

    def energy(self, spins):
        """Energy of a batch of +-1 spin chains, shape (chains, sites)."""
        pairs = jnp.sum(spins[:, 1:] * spins[:, :-1], axis=-1)
        return -self.coupling * pairs - self.field * jnp.sum(spins, axis=-1)
