"""Acceptance rules for the annealer."""

import jax.numpy as jnp


def metropolis_accept(delta, temperature, uniform):
    threshold = jnp.exp(-delta / temperature)
    return (delta < 0) | (uniform < threshold)
