from typing import Callable, NamedTuple

import jax
import jax.numpy as jnp


class Optimizer(NamedTuple):
    init: Callable
    update: Callable


def momentum(learning_rate, beta=0.9):
    """Heavy-ball SGD; the learning rate is closed over by `update`."""

    def init(params):
        return jax.tree.map(jnp.zeros_like, params)

    def update(grads, velocity):
        velocity = jax.tree.map(lambda v, g: beta * v + g, velocity, grads)
        updates = jax.tree.map(lambda v: -learning_rate * v, velocity)
        return updates, velocity

    return Optimizer(init, update)
