import jax
import jax.numpy as jnp


class ForceField:
    def __init__(self, pair_potential):
        self.pair = pair_potential
        self._pair_energies = jax.vmap(self.pair.energy)

    def energy(self, positions):
        n = positions.shape[0]
        i, j = jnp.triu_indices(n, k=1)
        r = jnp.linalg.norm(positions[i] - positions[j], axis=-1)
        return jnp.sum(self._pair_energies(r))
