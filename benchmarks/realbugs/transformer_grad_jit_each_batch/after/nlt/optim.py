from dataclasses import dataclass

import jax


@dataclass
class Momentum:
    learning_rate: float
    beta: float = 0.9

    def init(self, params):
        return jax.tree_util.tree_map(lambda p: 0.0 * p, params)

    def apply_gradient(self, params, velocity, grads):
        velocity = jax.tree_util.tree_map(lambda v, g: self.beta * v + g, velocity, grads)
        params = jax.tree_util.tree_map(lambda p, v: p - self.learning_rate * v, params, velocity)
        return params, velocity
