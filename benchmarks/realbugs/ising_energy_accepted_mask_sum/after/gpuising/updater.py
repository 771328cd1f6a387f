import jax
import jax.numpy as jnp

from gpuising.observables import neighbour_sum


class CheckerboardUpdater:
    """Updates all sites of one colour at once (they do not interact), tracking the energy as it goes."""

    def __init__(self, size, coupling, temperature):
        rows, cols = jnp.meshgrid(jnp.arange(size), jnp.arange(size), indexing="ij")
        self.colours = ((rows + cols) % 2 == 0, (rows + cols) % 2 == 1)
        self.coupling = coupling
        self.temperature = temperature

    def half_sweep(self, spins, energy, key, colour):
        delta_e = 2.0 * self.coupling * spins * neighbour_sum(spins)
        uniforms = jax.random.uniform(key, spins.shape)
        flip = self.colours[colour] & (uniforms < jnp.exp(-delta_e / self.temperature))
        energy = energy + jnp.sum(delta_e, where=flip)
        return jnp.where(flip, -spins, spins), energy

    def sweep(self, spins, energy, key):
        key_black, key_white = jax.random.split(key)
        spins, energy = self.half_sweep(spins, energy, key_black, 0)
        return self.half_sweep(spins, energy, key_white, 1)
