import jax
import jax.numpy as jnp


class Momentum:
    def __init__(self, learning_rate, beta):
        self.learning_rate = learning_rate
        self.beta = beta

    def init(self, params):
        return jax.tree_util.tree_map(jnp.zeros_like, params)

    def update(self, grads, velocity):
        velocity = jax.tree_util.tree_map(lambda v, g: self.beta * v + g, velocity, grads)
        return jax.tree_util.tree_map(lambda v: -self.learning_rate * v, velocity), velocity
