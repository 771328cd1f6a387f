from typing import NamedTuple

import jax
import jax.numpy as jnp


class Transition(NamedTuple):
    obs: jax.Array
    action: jax.Array
    reward: jax.Array
    next_obs: jax.Array
    done: jax.Array


def huber(x, delta=1.0):
    return jnp.where(jnp.abs(x) < delta, 0.5 * x ** 2, delta * (jnp.abs(x) - 0.5 * delta))


class TDLoss:
    def __init__(self, network, gamma=0.99):
        self.network = network
        self.gamma = gamma

    def td_error(self, params, target_params, transition):
        q = self.network.q_values(params, transition.obs)[transition.action]
        next_q = jnp.max(self.network.q_values(target_params, transition.next_obs))
        # The target is a constant for the regression: detach it from the graph.
        target = float(transition.reward + self.gamma * (1.0 - transition.done) * next_q)  # expect: JXL104
        return q - target

    def __call__(self, params, target_params, batch):
        errors = jax.vmap(self.td_error, in_axes=(None, None, 0))(params, target_params, batch)
        return jnp.mean(huber(errors))
