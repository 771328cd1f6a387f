from functools import partial

import jax
import jax.numpy as jnp

from layers import MLPBlock


@partial(jax.jit, static_argnames=("dropout_rate",))
def initialize_model(key, dummy_input, dropout_rate):
    """Initial parameters, and one training-mode forward pass to check the output shape."""
    model = MLPBlock(hidden=16, dropout_rate=dropout_rate)
    init_key, dropout_key = jax.random.split(key)
    params = model.init(init_key, dummy_input.shape[-1])
    out = model.apply(params, dummy_input, dropout_key, deterministic=False)
    return params, out


def setup(config):
    return initialize_model(jax.random.PRNGKey(config["seed"]), jnp.ones((2, 8)),
                            dropout_rate=config["dropout_rate"])
