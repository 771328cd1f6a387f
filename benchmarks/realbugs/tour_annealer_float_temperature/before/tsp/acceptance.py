"""Acceptance rules for the annealer."""

import math

import jax.numpy as jnp


def metropolis_accept(delta, temperature, uniform):
    threshold = math.exp(-delta / float(temperature))  # expect: JXL104
    return (delta < 0) | (uniform < threshold)
