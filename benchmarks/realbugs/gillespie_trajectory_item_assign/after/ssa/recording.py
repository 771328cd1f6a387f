"""Preallocated trajectory buffers, filled one reaction event at a time."""

import jax.numpy as jnp


def allocate(num_events, num_species):
    return jnp.zeros((num_events + 1, num_species)), jnp.zeros(num_events + 1)


def record(trajectory, times, index, counts, t):
    return trajectory.at[index].set(counts), times.at[index].set(t)
