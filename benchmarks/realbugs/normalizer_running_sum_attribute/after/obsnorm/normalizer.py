"""Observation normalizer with running statistics kept in an explicit, returned state."""

from typing import NamedTuple

import jax.numpy as jnp


class NormalizerState(NamedTuple):
    count: jnp.ndarray
    total: jnp.ndarray


def init_normalizer(size):
    return NormalizerState(jnp.array(0.0), jnp.zeros(size))


def update_normalizer(state, obs):
    return NormalizerState(state.count + obs.shape[0], state.total + obs.sum(axis=0))


def normalize(state, obs):
    return obs - state.total / state.count
