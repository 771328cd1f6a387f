import jax
import jax.numpy as jnp

from isingmc.lattice import checkerboard_sweep

# compiled once for all samplers: beta is an argument, not baked into a fresh partial
_compiled_sweep = jax.jit(checkerboard_sweep)


class MetropolisSampler:
    """Single-spin-flip Metropolis sampler of the 2D Ising model at inverse temperature beta."""

    def __init__(self, lattice_size, beta, sweeps_per_sample=5):
        self.lattice_size = lattice_size
        self.beta = beta
        self.sweeps_per_sample = sweeps_per_sample

    def sweep(self, key, spins):
        return _compiled_sweep(key, spins, self.beta)

    def magnetization(self, key, n_samples):
        spins = jnp.ones((self.lattice_size, self.lattice_size))
        samples = []
        for sample_key in jax.random.split(key, n_samples):
            for sweep_key in jax.random.split(sample_key, self.sweeps_per_sample):
                spins = self.sweep(sweep_key, spins)
            samples.append(jnp.abs(spins.mean()))
        return float(jnp.mean(jnp.stack(samples)))
