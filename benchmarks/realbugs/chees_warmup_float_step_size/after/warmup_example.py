from functools import partial

import jax
import jax.numpy as jnp

from mcmc_lite import chees_warmup


def logdensity(x):
    return -0.5 * jnp.sum(x ** 2)


warmup = jax.jit(partial(chees_warmup, logdensity_fn=logdensity, num_steps=20))


def run(seed=0, num_chains=8, ndim=3):
    positions = jnp.zeros((num_chains, ndim))
    return warmup(jax.random.PRNGKey(seed), positions)
