from typing import Callable, NamedTuple

import jax
import jax.numpy as jnp


class Optimizer(NamedTuple):
    init: Callable
    update: Callable


class MomentumState(NamedTuple):
    velocity: dict
    learning_rate: jax.Array


def momentum(beta=0.9):
    """Heavy-ball SGD; the learning rate lives in the state (a hyperparameter the caller sets), not in a closure."""

    def init(params, learning_rate):
        return MomentumState(jax.tree.map(jnp.zeros_like, params), jnp.asarray(learning_rate, dtype=jnp.float32))

    def update(grads, state):
        velocity = jax.tree.map(lambda v, g: beta * v + g, state.velocity, grads)
        updates = jax.tree.map(lambda v: -state.learning_rate * v, velocity)
        return updates, state._replace(velocity=velocity)

    return Optimizer(init, update)
