from functools import partial

import jax
import jax.numpy as jnp

from data import ANNOTATIONS, MAX_CLASSES
from models import multinomial


def init_params():
    return {
        "pi_logits": jnp.zeros(MAX_CLASSES),
        "zeta_logits": jnp.eye(MAX_CLASSES),
    }


log_joint = partial(multinomial, annotations=ANNOTATIONS)
value_and_grad = jax.jit(jax.value_and_grad(log_joint))


def map_estimate(params, num_steps=100, step_size=0.05):
    for _ in range(num_steps):
        value, grads = value_and_grad(params)
        params = jax.tree_util.tree_map(lambda p, g: p + step_size * g, params, grads)
    return params, value
