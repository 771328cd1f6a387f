import jax
import jax.numpy as jnp


class SkipNonFinite:
    """Applies an SGD step unless the loss overflowed, in which case the parameters are kept."""

    def __init__(self, learning_rate):
        self.learning_rate = learning_rate

    def apply(self, params, grads, loss):
        finite = jnp.isfinite(loss)
        return jax.tree_util.tree_map(lambda p, g: jnp.where(finite, p - self.learning_rate * g, p), params, grads)
