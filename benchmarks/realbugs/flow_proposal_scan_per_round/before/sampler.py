import jax
import jax.numpy as jnp

from proposal import FlowProposal


def log_prob(x):
    return -0.5 * jnp.sum((x - 1.0) ** 2)


class Sampler:
    def __init__(self, n_dim=2):
        self.proposal = FlowProposal(log_prob, jnp.ones(n_dim), jnp.zeros(n_dim))

    def run(self, key, position, n_rounds=5):
        chains = []
        for _ in range(n_rounds):
            key, subkey = jax.random.split(key)
            chain = self.proposal.sample(subkey, position)
            position = chain[-1]
            chains.append(chain)
        return jnp.concatenate(chains)
