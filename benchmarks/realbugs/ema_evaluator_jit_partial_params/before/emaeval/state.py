from typing import Any, NamedTuple

import jax


class TrainState(NamedTuple):
    step: Any
    params: Any
    ema_params: Any


def create_state(params):
    return TrainState(0, params, params)


def apply_ema(state, new_params, decay):
    """New EMA = decay * old EMA + (1 - decay) * current parameters."""
    ema = jax.tree_util.tree_map(lambda e, p: decay * e + (1.0 - decay) * p, state.ema_params, new_params)
    return TrainState(state.step + 1, new_params, ema)
