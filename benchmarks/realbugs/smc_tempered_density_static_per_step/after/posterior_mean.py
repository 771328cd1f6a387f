"""Posterior mean of a Gaussian location from ten observations, by tempered SMC from the prior."""

import jax
import jax.numpy as jnp

from smclite import TemperedSMC

OBS = jnp.array([0.8, 1.3, 1.1, 0.6, 1.7, 1.2, 0.9, 1.4, 1.0, 1.1])


def logprior(x):
    return -0.5 * jnp.sum(x**2) / 4.0


def loglikelihood(x):
    return -0.5 * jnp.sum((OBS - x[0]) ** 2)


def make_sampler():
    return TemperedSMC(logprior, loglikelihood)


def sample(smc, schedule, n_particles=256, seed=0):
    key = jax.random.PRNGKey(seed)
    init_key, run_key = jax.random.split(key)
    particles = 2.0 * jax.random.normal(init_key, (n_particles, 1))
    return smc.run(run_key, particles, schedule)


if __name__ == "__main__":
    particles = sample(make_sampler(), [0.1, 0.3, 0.6, 1.0])
    print("posterior mean:", float(particles.mean()))
