"""Metropolis sampling of the 2D Ising model, one random site per step."""

import jax
import jax.numpy as jnp

from ising.updates import flip_site, record


def run_chain(key, spins, beta, num_steps):
    magnetisation = jnp.zeros(num_steps)

    def body(t, carry):
        spins, magnetisation, key = carry
        key, site_key, accept_key = jax.random.split(key, 3)
        i, j = jax.random.randint(site_key, (2,), 0, spins.shape[0])
        spins = flip_site(spins, i, j, beta, jax.random.uniform(accept_key))
        return spins, record(magnetisation, t, spins), key

    spins, magnetisation, _ = jax.lax.fori_loop(0, num_steps, body, (spins, magnetisation, key))
    return spins, magnetisation


run_chain_jit = jax.jit(run_chain, static_argnames="num_steps")
