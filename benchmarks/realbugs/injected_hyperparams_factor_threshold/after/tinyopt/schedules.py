"""Hyperparameters kept in the optimizer state, so that a schedule or a sweep can change them without a rebuild."""
import numbers
from typing import NamedTuple

import jax.numpy as jnp

from tinyopt.base import GradientTransformation


class InjectHyperparamsState(NamedTuple):
    hyperparams: dict
    inner_state: object


def inject_hyperparams(inner_factory, static_args=()):
    def wrapped(**kwargs):
        # Only real-valued hyperparameters go into the state: an integer or a flag decides the structure of the
        # inner optimizer (which axes to factor) and must stay a Python value when the init is traced.
        static = {k: v for k, v in kwargs.items()
                  if k in static_args or not isinstance(v, numbers.Real) or isinstance(v, numbers.Integral)}
        numeric = {k: v for k, v in kwargs.items() if k not in static}

        def init(params):
            hyperparams = {k: jnp.asarray(v) for k, v in numeric.items()}
            inner = inner_factory(**static, **hyperparams)
            return InjectHyperparamsState(hyperparams, inner.init(params))

        def update(grads, state, params=None):
            inner = inner_factory(**static, **state.hyperparams)
            updates, inner_state = inner.update(grads, state.inner_state, params)
            return updates, InjectHyperparamsState(state.hyperparams, inner_state)

        return GradientTransformation(init, update)

    return wrapped
