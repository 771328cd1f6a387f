"""Dominant frequency of a uniformly sampled signal."""
from functools import partial

import jax
import jax.numpy as jnp

from .peaks import peak_index


@partial(jax.jit, static_argnames=("dt",))
def dominant_frequency(signal, dt):
    power = jnp.abs(jnp.fft.rfft(signal)) ** 2
    freqs = jnp.fft.rfftfreq(signal.shape[0], dt)
    return freqs[peak_index(power)]
