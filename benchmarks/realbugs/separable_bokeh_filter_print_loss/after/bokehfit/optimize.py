import jax
import jax.numpy as jnp

from bokehfit.loss import total_loss


class FilterOptimizer:
    """Gradient descent on the separable factors, penalising ringing outside the disk."""

    def __init__(self, target, learning_rate=1.0):
        self.target = jnp.asarray(target)
        self.learning_rate = learning_rate
        self.step = jax.jit(self._step)

    def _step(self, params):
        (_, terms), grads = jax.value_and_grad(total_loss, has_aux=True)(params, self.target)
        return jax.tree_util.tree_map(lambda p, g: p - self.learning_rate * g, params, grads), terms
