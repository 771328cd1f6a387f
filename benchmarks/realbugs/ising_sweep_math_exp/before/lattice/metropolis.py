import math

import jax
import jax.numpy as jnp


class MetropolisSampler:
    """Single-spin-flip Metropolis: a sweep proposes size * size flips at random sites."""

    def __init__(self, model):
        self.model = model
        self._sweeps = jax.jit(self.sweeps, static_argnums=2)

    def acceptance(self, delta_e):
        return math.exp(-delta_e / self.model.temperature)  # expect: JXL104

    def propose(self, spins, key):
        site_key, accept_key = jax.random.split(key)
        i, j = jax.random.randint(site_key, (2,), 0, self.model.size)
        delta_e = self.model.flip_energy(spins, i, j)
        accept = jax.random.uniform(accept_key) < jnp.minimum(1.0, self.acceptance(delta_e))
        return spins.at[i, j].set(jnp.where(accept, -spins[i, j], spins[i, j]))

    def sweeps(self, spins, key, n_sweeps):
        n_proposals = n_sweeps * self.model.size**2
        keys = jax.random.split(key, n_proposals)
        return jax.lax.fori_loop(0, n_proposals, lambda k, s: self.propose(s, keys[k]), spins)

    def run(self, spins, key, n_sweeps):
        return self._sweeps(spins, key, n_sweeps)
