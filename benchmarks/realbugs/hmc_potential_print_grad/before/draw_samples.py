"""Draw samples from the correlated Gaussian and report their covariance."""

import jax
import jax.numpy as jnp

from mcmc.hmc import HMCSampler
from mcmc.targets import log_density


def main():
    sampler = HMCSampler(log_density, step_size=0.2, num_leapfrog=8)
    samples = sampler.sample(jax.random.PRNGKey(0), jnp.zeros(2), num_samples=20)
    print("covariance:", jnp.cov(samples.T))
    return samples


if __name__ == "__main__":
    main()
