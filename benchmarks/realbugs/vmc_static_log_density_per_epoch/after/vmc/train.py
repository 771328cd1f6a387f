"""Variational Monte Carlo: alternate Metropolis sampling and a gradient step on the variational energy."""

import jax
import jax.numpy as jnp

from vmc.mcmc import mcmc
from vmc.wavefunction import energy_and_gradient, log_density

MC_STEPS = 50
MC_STDDEV = 0.5
LEARNING_RATE = 0.2


def train(alpha, key, walkers, num_epochs):
    energies = []
    for _ in range(num_epochs):
        key, key_mcmc = jax.random.split(key)
        walkers = mcmc(log_density, alpha, walkers, key_mcmc, MC_STEPS, MC_STDDEV)
        energy, gradient = energy_and_gradient(alpha, walkers)
        alpha = alpha - LEARNING_RATE * gradient
        energies.append(energy)
    return alpha, walkers, jnp.stack(energies)
