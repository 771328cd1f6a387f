"""A MuZero-style agent: a learned value over actions, refined by a shallow lookahead, sampled by visit counts."""

import jax
import jax.numpy as jnp

from onlinemz.env import env_step


class Agent:
    def __init__(self, num_actions=3, simulations=8, temperature=1.0):
        self.num_actions = num_actions
        self.simulations = simulations
        self.temperature = temperature

    def init(self, key):
        return {"w": jax.random.normal(key, (2, self.num_actions)) * 0.1}

    def values(self, params, position):
        features = jnp.stack([position, 1.0])
        return features @ params["w"]

    def visit_counts(self, params, position):
        """Spread the simulations over actions by one-step lookahead value (a stand-in for the tree search)."""
        lookahead = jnp.stack([env_step(position, a)[1] for a in range(self.num_actions)])
        scores = self.values(params, position) + lookahead
        return self.simulations * jax.nn.softmax(scores)

    def act(self, params, position, key):
        counts = self.visit_counts(params, position)
        # Sampled with the key the rollout threads through its carry: numpy's generator cannot see traced counts.
        return jax.random.categorical(key, jnp.log(counts) / self.temperature)
