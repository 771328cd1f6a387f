"""Resampling schemes: turn weighted particles into an equally weighted set."""

import jax
import jax.numpy as jnp


def systematic_counts(key, weights):
    """How many copies of each particle systematic resampling keeps (they sum to the particle count)."""
    num_particles = weights.shape[0]
    offset = jax.random.uniform(key)
    positions = (jnp.arange(num_particles) + offset) / num_particles
    cumulative = jnp.cumsum(weights).at[-1].set(1.0)
    picked = jnp.searchsorted(cumulative, positions)
    return jnp.bincount(picked, length=num_particles)


def systematic(key, particles, weights):
    counts = systematic_counts(key, weights)
    return jnp.repeat(particles, counts, axis=0)  # expect: JXL106
