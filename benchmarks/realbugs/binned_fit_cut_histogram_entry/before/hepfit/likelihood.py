"""Binned Poisson likelihood of a signal strength, with templates filled from simulated events.

The templates are refilled on every evaluation so that the energy scale can be varied as a
systematic: the functions here are meant to run under the caller's jit and grad.
"""

from typing import NamedTuple

import jax.numpy as jnp
import numpy as np

BIN_EDGES = np.linspace(100.0, 150.0, 26)
MASS_WINDOW_LOW = 105.0


class Sample(NamedTuple):
    masses: jnp.ndarray
    weights: jnp.ndarray


def binned_template(sample, energy_scale):
    scaled = sample.masses * energy_scale
    in_window = scaled > MASS_WINDOW_LOW
    kept, kept_weights = scaled[in_window], sample.weights[in_window]  # expect: JXL107
    counts, _ = np.histogram(kept, bins=BIN_EDGES, weights=kept_weights)  # expect: JXL401
    return counts


def poisson_nll(signal_strength, energy_scale, signal, background, observed):
    expected = signal_strength * binned_template(signal, energy_scale) + binned_template(background, energy_scale)
    expected = jnp.clip(expected, 1e-6)
    return jnp.sum(expected - observed * jnp.log(expected))
