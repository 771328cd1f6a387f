import jax
import jax.numpy as jnp


class MaximumLikelihood:
    def __init__(self, flow, learning_rate=5e-3):
        self.flow = flow
        self.learning_rate = learning_rate
        self.step = jax.jit(self._step)

    def _step(self, params, batch):
        loss, grads = jax.value_and_grad(lambda p: -jnp.mean(self.flow.log_prob(p, batch)))(params)
        return jax.tree_util.tree_map(lambda p, g: p - self.learning_rate * g, params, grads), loss
