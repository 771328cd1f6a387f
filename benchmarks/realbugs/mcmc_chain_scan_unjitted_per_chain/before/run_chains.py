import jax
import jax.numpy as jnp

from rwmh.sampler import Sampler


def banana_logdensity(x):
    return -0.5 * (x[0] ** 2 / 4.0 + (x[1] - 0.25 * x[0] ** 2) ** 2)


def main(num_chains=4, num_samples=500):
    sampler = Sampler(banana_logdensity)
    chains = []
    for chain_key in jax.random.split(jax.random.PRNGKey(0), num_chains):
        positions, acceptance = sampler.run_chain(chain_key, jnp.zeros(2), num_samples)
        chains.append((positions, float(acceptance)))
    return sampler, chains


if __name__ == "__main__":
    print([acc for _, acc in main()[1]])
