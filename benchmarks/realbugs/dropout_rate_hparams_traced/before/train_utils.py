import jax
import jax.numpy as jnp

from layers import MLPBlock


@jax.jit
def initialize_model(key, hparams, dummy_input):
    """Initial parameters, and one training-mode forward pass to check the output shape."""
    model = MLPBlock(hidden=16, dropout_rate=hparams["dropout_rate"])
    init_key, dropout_key = jax.random.split(key)
    params = model.init(init_key, dummy_input.shape[-1])
    out = model.apply(params, dummy_input, dropout_key, deterministic=False)
    return params, out


def setup(config):
    hparams = {"dropout_rate": config["dropout_rate"]}
    return initialize_model(jax.random.PRNGKey(config["seed"]), hparams, jnp.ones((2, 8)))
