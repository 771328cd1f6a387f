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
        unpulled = stats.counts == 0
        bonus = self.exploration * jnp.sqrt(2.0 * jnp.log(t) / jnp.maximum(stats.counts, 1.0))
        return jnp.argmax(jnp.where(unpulled, jnp.inf, stats.values + bonus))

    def observe(self, stats, arm, reward):
        counts = stats.counts.at[arm].add(1.0)
        values = stats.values.at[arm].add((reward - stats.values[arm]) / counts[arm])
        return ArmStats(counts, values)
