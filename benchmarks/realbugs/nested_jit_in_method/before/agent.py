import jax
import jax.numpy as jnp
from jax import jit


class Agent:
    def __init__(self, params, net_apply):
        self.params = params
        self.net_apply = net_apply

    def take_action(self, obs):
        @jit  # expect: JXL502
        def _take_action(params, obs):
            logits = self.net_apply(params, obs)
            probs = jax.nn.softmax(logits.ravel())
            top = jnp.sort(probs)
            return jnp.argmax(logits), top[-1] - top[-2]

        return _take_action(self.params, obs)
