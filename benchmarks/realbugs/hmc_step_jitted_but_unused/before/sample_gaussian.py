"""Hello-world sampling: a correlated 2-d Gaussian, following the library's quickstart."""

import jax
import jax.numpy as jnp

import mcmclite

PRECISION = jnp.linalg.inv(jnp.array([[1.0, 0.8], [0.8, 1.0]]))


def logdensity(x):
    return -0.5 * x @ PRECISION @ x


class Chain:
    def __init__(self, sampler, position, seed=0):
        self.sampler = sampler
        self.state = sampler.init(position)
        self.step = jax.jit(sampler.step)
        self.rng_key = jax.random.PRNGKey(seed)

    def advance(self, num_steps):
        positions = []
        for _ in range(num_steps):
            self.rng_key, sample_key = jax.random.split(self.rng_key)
            self.state, _ = self.sampler.step(sample_key, self.state)
            positions.append(self.state.position)
        return jnp.stack(positions)


def main(num_samples=20):
    sampler = mcmclite.hmc(logdensity, step_size=0.2, num_integration_steps=8)
    chain = Chain(sampler, jnp.zeros(2))
    return chain, chain.advance(num_samples)


if __name__ == "__main__":
    print(main()[1].mean(axis=0))
