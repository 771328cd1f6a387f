import jax
import jax.numpy as jnp

from mcdiag.potentials import double_well


def metropolis_chain(key, x0, barrier, step_size, n_steps):
    """Random-walk Metropolis on the double well; returns positions, proposal energies and acceptance flags."""

    def step(carry, key):
        x, energy = carry
        k_prop, k_acc = jax.random.split(key)
        proposal = x + step_size * jax.random.normal(k_prop)
        proposal_energy = double_well(proposal, barrier)
        accept = jnp.log(jax.random.uniform(k_acc)) < energy - proposal_energy
        x = jnp.where(accept, proposal, x)
        energy = jnp.where(accept, proposal_energy, energy)
        return (x, energy), (x, proposal_energy, accept)

    keys = jax.random.split(key, n_steps)
    _, (positions, energies, accepted) = jax.lax.scan(step, (x0, double_well(x0, barrier)), keys)
    return positions, energies, accepted
