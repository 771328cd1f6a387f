import logging

import jax
import jax.numpy as jnp

from mcmc.metropolis import RandomWalkMetropolis


def log_posterior(theta):
    """Standard normal target, as in the lesson."""
    return -0.5 * theta**2


def main(n_samples=1000):
    logging.basicConfig(level=logging.INFO)
    sampler = RandomWalkMetropolis(log_posterior, scale=1.0)
    samples = sampler.sample(jax.random.PRNGKey(0), jnp.array(0.0), n_samples=n_samples)
    print(f"posterior mean {float(samples.mean()):.3f}, sd {float(samples.std()):.3f}")
    return samples
