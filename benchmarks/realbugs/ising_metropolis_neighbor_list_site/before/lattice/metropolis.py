import jax
import jax.numpy as jnp


class MetropolisSampler:
    """Single-spin-flip Metropolis updates of the ferromagnetic Ising model (J = 1)."""

    def __init__(self, lattice, temperature):
        self.lattice = lattice
        self.beta = 1.0 / temperature
        self._sweep = jax.jit(self.sweep)

    def local_field(self, spins, site):
        field = 0.0
        for neighbor in self.lattice.neighbors[site]:  # expect: JXL104
            field = field + spins[neighbor]
        return field

    def flip(self, spins, key):
        key_site, key_accept = jax.random.split(key)
        site = jax.random.randint(key_site, (), 0, self.lattice.n_sites)
        delta_energy = 2.0 * spins[site] * self.local_field(spins, site)
        accept = jax.random.uniform(key_accept) < jnp.exp(-self.beta * delta_energy)
        return spins.at[site].multiply(jnp.where(accept, -1.0, 1.0))

    def sweep(self, spins, key):
        keys = jax.random.split(key, self.lattice.n_sites)

        def body(spins, key):
            return self.flip(spins, key), None

        spins, _ = jax.lax.scan(body, spins, keys)
        return spins

    def run(self, spins, key, n_sweeps):
        for _ in range(n_sweeps):
            key, subkey = jax.random.split(key)
            spins = self._sweep(spins, subkey)
        return spins

    def energy(self, spins):
        total = 0.0
        for site in range(self.lattice.n_sites):
            total = total - spins[site] * self.local_field(spins, site)
        return total / 2.0
