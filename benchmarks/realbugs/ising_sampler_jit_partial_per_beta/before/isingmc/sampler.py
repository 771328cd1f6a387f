from functools import partial

import jax
import jax.numpy as jnp

from isingmc.lattice import checkerboard_sweep


class MetropolisSampler:
    """Single-spin-flip Metropolis sampler of the 2D Ising model at inverse temperature beta."""

    def __init__(self, lattice_size, beta, sweeps_per_sample=5):
        self.lattice_size = lattice_size
        self.beta = beta
        self.sweeps_per_sample = sweeps_per_sample
        self._sweep = jax.jit(partial(checkerboard_sweep, beta=beta))  # expect: JXL502

    def sweep(self, key, spins):
        return self._sweep(key, spins)

    def magnetization(self, key, n_samples):
        spins = jnp.ones((self.lattice_size, self.lattice_size))
        samples = []
        for sample_key in jax.random.split(key, n_samples):
            for sweep_key in jax.random.split(sample_key, self.sweeps_per_sample):
                spins = self.sweep(sweep_key, spins)
            samples.append(jnp.abs(spins.mean()))
        return float(jnp.mean(jnp.stack(samples)))
