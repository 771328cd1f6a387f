import jax
import jax.numpy as jnp


class Model:
    def __init__(self, scale):
        self.scale = scale

    def apply(self, params, x):
        return jnp.tanh(self.scale * x @ params)


def evaluate(model, params, batches):
    apply = jax.jit(model.apply)
    return [apply(params, batch) for batch in batches]
