from typing import Any, NamedTuple

import jax.numpy as jnp


class TrainState(NamedTuple):
    step: jnp.ndarray
    params: Any


def create_state(params):
    return TrainState(step=jnp.zeros((), jnp.int32), params=params)
