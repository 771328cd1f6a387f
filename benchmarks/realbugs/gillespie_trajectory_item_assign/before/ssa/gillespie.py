"""Gillespie's direct method for a fixed number of reaction events."""

import jax
import jax.numpy as jnp

from ssa.network import STOICHIOMETRY, propensities
from ssa.recording import allocate, record


def simulate(initial_counts, rates, key, num_events):
    trajectory, times = allocate(num_events, initial_counts.shape[0])
    trajectory, times = record(trajectory, times, 0, initial_counts, 0.0)

    def event(i, carry):
        counts, t, key, trajectory, times = carry
        key, time_key, reaction_key = jax.random.split(key, 3)
        rates_now = propensities(counts, rates)
        total = jnp.sum(rates_now)
        t = t + jax.random.exponential(time_key) / total
        reaction = jax.random.categorical(reaction_key, jnp.log(rates_now))
        counts = counts + STOICHIOMETRY[reaction]
        trajectory, times = record(trajectory, times, i + 1, counts, t)
        return counts, t, key, trajectory, times

    carry = (initial_counts, 0.0, key, trajectory, times)
    _, _, _, trajectory, times = jax.lax.fori_loop(0, num_events, event, carry)
    return trajectory, times
