import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnums=(0,))
def _take_action(net_apply, params, obs):
    logits = net_apply(params, obs)
    probs = jax.nn.softmax(logits.ravel())
    top = jnp.sort(probs)
    return jnp.argmax(logits), top[-1] - top[-2]


class Agent:
    def __init__(self, params, net_apply):
        self.params = params
        self.net_apply = net_apply

    def take_action(self, obs):
        return _take_action(self.net_apply, self.params, obs)
