import jax
import jax.numpy as jnp


class BetaBernoulliThompson:
    """Thompson sampling for Bernoulli arms with Beta(1, 1) priors."""

    def __init__(self, num_arms):
        self.alphas = jnp.ones(num_arms)
        self.betas = jnp.ones(num_arms)

    def choose(self, key):
        samples = jax.random.beta(key, self.alphas, self.betas)
        return jnp.argmax(samples)

    def update(self, arm, reward):
        self.alphas = self.alphas.at[arm].add(reward)  # expect: JXL202
        self.betas = self.betas.at[arm].add(1.0 - reward)  # expect: JXL202
