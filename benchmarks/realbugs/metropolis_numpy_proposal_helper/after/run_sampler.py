import jax
import jax.numpy as jnp

from mcmc import RandomWalkMetropolis


def standard_normal_log_density(position):
    return -0.5 * jnp.sum(position ** 2)


def main(num_samples):
    sampler = RandomWalkMetropolis(standard_normal_log_density, scale=0.8)
    return sampler.sample(jnp.zeros(2), jax.random.PRNGKey(0), num_samples)


if __name__ == "__main__":
    draws = main(num_samples=2000)
    print("mean", draws.mean(axis=0), "var", draws.var(axis=0))
