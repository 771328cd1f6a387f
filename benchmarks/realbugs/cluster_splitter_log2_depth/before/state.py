from typing import NamedTuple

import jax.numpy as jnp


class SamplerState(NamedTuple):
    mu: jnp.ndarray
    log_weight: jnp.ndarray
