"""Posterior of a normal mean, re-run for several seeds without a progress bar."""
import jax
import jax.numpy as jnp

from mcmclite import MCMC, RandomWalk

DATA = jnp.array([0.8, 1.3, 0.9, 1.7, 1.1])


def log_posterior(mu):
    return -0.5 * jnp.sum((DATA - mu[0]) ** 2) - 0.5 * mu[0] ** 2 / 10.0


KERNEL = RandomWalk(log_posterior)


def run_seed(seed, num_warmup=50, num_samples=100):
    mcmc = MCMC(KERNEL, num_warmup, num_samples, progress_bar=False)
    samples = mcmc.run(jax.random.PRNGKey(seed), [0.0])
    return jnp.mean(samples)


def run_seeds(seeds=(0, 1, 2)):
    return [float(run_seed(seed)) for seed in seeds]


if __name__ == "__main__":
    print(run_seeds())
