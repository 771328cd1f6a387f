import jax
import jax.numpy as jnp


class SingleSpinMetropolis:
    """Visits the sites in order and flips each with the Metropolis probability min(1, exp(-dE / T))."""

    def __init__(self, lattice, temperature):
        self.lattice = lattice
        self.temperature = temperature
        self.sweeps = jax.jit(self._sweeps, static_argnums=2)

    def sweep(self, spins, key):
        n = self.lattice.size
        uniforms = jax.random.uniform(key, (n * n,))

        def visit(site, spins):
            i, j = site // n, site % n
            delta_e = self.lattice.flip_energy(spins, i, j)
            accept = uniforms[site] < jnp.exp(-delta_e / self.temperature)
            return spins.at[i, j].set(jnp.where(accept, -spins[i, j], spins[i, j]))

        return jax.lax.fori_loop(0, n * n, visit, spins)

    def _sweeps(self, spins, key, num_sweeps):
        def body(spins, key):
            spins = self.sweep(spins, key)
            return spins, self.lattice.magnetization(spins)

        return jax.lax.scan(body, spins, jax.random.split(key, num_sweeps))
