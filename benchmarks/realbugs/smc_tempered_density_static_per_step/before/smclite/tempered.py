"""Tempered SMC: move particles from the prior towards the posterior through p(x) L(x)^lambda."""

from functools import partial

import jax
import jax.numpy as jnp

from smclite.kernels import rmh_kernel


def _tempered_logdensity(logprior_fn, loglikelihood_fn, lmbda, x):
    return logprior_fn(x) + lmbda * loglikelihood_fn(x)


class TemperedSMC:
    def __init__(self, logprior_fn, loglikelihood_fn, step_size=0.3):
        self.logprior_fn = logprior_fn
        self.loglikelihood_fn = loglikelihood_fn
        self.step_size = step_size

    def reweight_and_resample(self, rng_key, particles, delta):
        log_w = delta * jax.vmap(self.loglikelihood_fn)(particles)
        idx = jax.random.categorical(rng_key, log_w, shape=(particles.shape[0],))
        return particles[idx]

    def step(self, rng_key, particles, lmbda, delta):
        resample_key, move_key = jax.random.split(rng_key)
        particles = self.reweight_and_resample(resample_key, particles, delta)
        return rmh_kernel(
            move_key,
            particles,
            partial(_tempered_logdensity, self.logprior_fn, self.loglikelihood_fn, lmbda),  # expect: JXL503
            self.step_size,
        )

    def run(self, rng_key, particles, schedule):
        previous = 0.0
        for lmbda in schedule:
            rng_key, step_key = jax.random.split(rng_key)
            particles = self.step(step_key, particles, jnp.asarray(lmbda), lmbda - previous)
            previous = lmbda
        return particles
