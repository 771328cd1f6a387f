import jax.numpy as jnp

from probe import input_sensitivities
from probe.network import init_params

PARAMS = init_params()
INPUTS = jnp.linspace(-1.0, 1.0, 9).reshape(3, 3)
DIRECTIONS = jnp.eye(2)


def run():
    return input_sensitivities(PARAMS, INPUTS, DIRECTIONS)
