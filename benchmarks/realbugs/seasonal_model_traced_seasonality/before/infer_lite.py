from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=(0,))
def _loss_and_grad(model, params, *model_args):
    return jax.value_and_grad(lambda p: -model(p, *model_args))(params)


def map_estimate(model, init_params, *model_args, num_steps=200, learning_rate=1e-2):
    """Maximum a posteriori parameters of model(params, *model_args), the model's arguments traced with the params."""
    params = init_params
    for _ in range(num_steps):
        loss, grads = _loss_and_grad(model, params, *model_args)
        params = jax.tree_util.tree_map(lambda p, g: p - learning_rate * g, params, grads)
    return params, loss


def init_params_like(example):
    return jax.tree_util.tree_map(jnp.zeros_like, example)
