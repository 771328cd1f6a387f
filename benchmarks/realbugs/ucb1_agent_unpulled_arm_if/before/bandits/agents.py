from typing import NamedTuple

import jax.numpy as jnp


class ArmStats(NamedTuple):
    counts: jnp.ndarray
    values: jnp.ndarray


class UCB1Agent:
    """Auer, Cesa-Bianchi & Fischer (2002): mean reward plus sqrt(2 ln t / n) exploration bonus."""

    def __init__(self, num_arms, exploration=1.0):
        self.num_arms = num_arms
        self.exploration = exploration

    def init(self):
        return ArmStats(jnp.zeros(self.num_arms), jnp.zeros(self.num_arms))

    def select(self, stats, t):
        if jnp.any(stats.counts == 0):  # expect: JXL101
            return jnp.argmin(stats.counts)
        bonus = self.exploration * jnp.sqrt(2.0 * jnp.log(t) / stats.counts)
        return jnp.argmax(stats.values + bonus)

    def observe(self, stats, arm, reward):
        counts = stats.counts.at[arm].add(1.0)
        values = stats.values.at[arm].add((reward - stats.values[arm]) / counts[arm])
        return ArmStats(counts, values)
