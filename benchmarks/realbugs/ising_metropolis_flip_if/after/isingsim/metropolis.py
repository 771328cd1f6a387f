import jax
import jax.numpy as jnp


class MetropolisSampler:
    """Single-spin-flip Metropolis dynamics; one sweep proposes as many flips as there are sites."""

    def __init__(self, lattice, temperature):
        self.lattice = lattice
        self.temperature = temperature
        self.sweep = jax.jit(self._sweep)

    def flip_step(self, spins, key):
        k_site, k_accept = jax.random.split(key)
        i, j = jax.random.randint(k_site, (2,), 0, self.lattice.size)
        delta_e = self.lattice.flip_cost(spins, i, j)
        u = jax.random.uniform(k_accept)
        accept = u < jnp.exp(-delta_e / self.temperature)
        return spins.at[i, j].set(jnp.where(accept, -spins[i, j], spins[i, j]))

    def _sweep(self, spins, key):
        n_sites = self.lattice.size ** 2
        keys = jax.random.split(key, n_sites)

        def body(k, spins):
            return self.flip_step(spins, keys[k])

        return jax.lax.fori_loop(0, n_sites, body, spins)

    def run(self, spins, key, n_sweeps):
        history = []
        for _ in range(n_sweeps):
            key, sub = jax.random.split(key)
            spins = self.sweep(spins, sub)
            history.append(float(self.lattice.magnetization(spins)))
        return spins, history
