"""Single-spin-flip Metropolis sampling, one proposal per step, recording the energy trace."""

import jax
import jax.numpy as jnp

from isingmc.lattice import neighbour_sum, total_energy


def run_chain(spins, beta, J, key, n_steps):
    n = spins.shape[0]
    energies = jnp.zeros(n_steps)

    def metropolis_step(carry, inputs):
        spins, energy, energies = carry
        step, key = inputs
        site_key, accept_key = jax.random.split(key)
        i, j = jax.random.randint(site_key, (2,), 0, n)
        delta = 2.0 * J * spins[i, j] * neighbour_sum(spins, i, j)
        accept = jax.random.uniform(accept_key) < jnp.exp(-beta * delta)
        spins = spins.at[i, j].set(jnp.where(accept, -spins[i, j], spins[i, j]))
        energy = jnp.where(accept, energy + delta, energy)
        energies = energies.at[step].set(energy)
        return (spins, energy, energies), None

    inputs = (jnp.arange(n_steps), jax.random.split(key, n_steps))
    start = (spins, total_energy(spins, J), energies)
    (spins, energy, energies), _ = jax.lax.scan(metropolis_step, start, inputs)
    return spins, energies
