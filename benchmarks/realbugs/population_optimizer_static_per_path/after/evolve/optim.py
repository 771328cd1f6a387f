from dataclasses import dataclass

import jax
import jax.numpy as jnp


@dataclass(frozen=True)
class Momentum:
    learning_rate: float
    beta: float

    def init(self, params):
        return jax.tree_util.tree_map(jnp.zeros_like, params)

    def update(self, grads, velocity):
        velocity = jax.tree_util.tree_map(lambda v, g: self.beta * v + g, velocity, grads)
        return jax.tree_util.tree_map(lambda v: -self.learning_rate * v, velocity), velocity
