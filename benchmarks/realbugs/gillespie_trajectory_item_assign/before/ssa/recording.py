"""Preallocated trajectory buffers, filled one reaction event at a time."""

import jax.numpy as jnp


def allocate(num_events, num_species):
    return jnp.zeros((num_events + 1, num_species)), jnp.zeros(num_events + 1)


def record(trajectory, times, index, counts, t):
    trajectory[index] = counts  # expect: JXL301
    times[index] = t  # expect: JXL301
    return trajectory, times
