"""Annealed importance sampling: one Metropolis sweep per inverse temperature."""

from functools import partial

import jax
import jax.numpy as jnp

from aisjax.models import IsingChain


@partial(jax.jit, static_argnames=("model",))
def run_mh(model: IsingChain, spins, beta, key):
    num_chains, num_sites = spins.shape
    site_key, accept_key = jax.random.split(key)
    site = jax.random.randint(site_key, (num_chains,), 0, num_sites)
    flipped = spins.at[jnp.arange(num_chains), site].multiply(-1)
    log_ratio = -beta * (model.energy(flipped) - model.energy(spins))
    accept = jnp.log(jax.random.uniform(accept_key, (num_chains,))) < log_ratio
    return jnp.where(accept[:, None], flipped, spins)


def ais_log_z(model: IsingChain, betas, key, num_chains=32, num_sites=8):
    """Estimate log Z of `model` by annealing chains from beta=0 through `betas`."""
    key, init_key = jax.random.split(key)
    spins = jnp.where(jax.random.bernoulli(init_key, 0.5, (num_chains, num_sites)), 1.0, -1.0)
    log_w = jnp.zeros(num_chains)
    for previous, beta in zip(betas[:-1], betas[1:]):
        log_w = log_w - (beta - previous) * model.energy(spins)
        key, step_key = jax.random.split(key)
        spins = run_mh(model, spins, beta, step_key)
    log_z0 = num_sites * jnp.log(2.0)
    return log_z0 + jax.scipy.special.logsumexp(log_w) - jnp.log(num_chains)
