import jax
import jax.numpy as jnp

from lynxhare import data
from lynxhare.model import log_posterior
from lynxhare.sampler import random_walk_metropolis


def target(log_theta):
    return log_posterior(log_theta, data.HARE, data.LYNX)


def main(num_samples=60):
    start = jnp.log(jnp.array([0.55, 0.028, 0.8, 0.024]))
    samples, acceptance = random_walk_metropolis(target, start, jax.random.PRNGKey(0), num_samples)
    print(f"acceptance {acceptance:.2f}; posterior mean rates {jnp.exp(samples.mean(axis=0))}")
    return samples, acceptance


if __name__ == "__main__":
    main()
