import jax
import jax.numpy as jnp


class MomentumSGD:
    """SGD with momentum; the learning rate is a number or a schedule called with the step count."""

    def __init__(self, learning_rate, momentum=0.9):
        self.learning_rate = learning_rate
        self.momentum = momentum

    def init(self, params):
        return {"velocity": jax.tree_util.tree_map(jnp.zeros_like, params), "count": jnp.zeros((), jnp.int32)}

    def current_lr(self, count):
        return self.learning_rate(count) if callable(self.learning_rate) else self.learning_rate

    def update(self, grads, state, params):
        lr = self.current_lr(state["count"])
        velocity = jax.tree_util.tree_map(lambda v, g: self.momentum * v + g, state["velocity"], grads)
        params = jax.tree_util.tree_map(lambda p, v: p - lr * v, params, velocity)
        return params, {"velocity": velocity, "count": state["count"] + 1}
