import jax

from gpuising.observables import total_energy


class Simulation:
    def __init__(self, updater, coupling):
        self.updater = updater
        self.coupling = coupling
        self.run = jax.jit(self._run, static_argnums=2)

    def _run(self, spins, key, num_sweeps):
        def body(carry, key):
            spins, energy = self.updater.sweep(*carry, key)
            return (spins, energy), energy

        energy0 = total_energy(spins, self.coupling)
        (spins, energy), energies = jax.lax.scan(body, (spins, energy0), jax.random.split(key, num_sweeps))
        return spins, energy, energies
