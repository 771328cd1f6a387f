import jax
import jax.numpy as jnp


class Model:
    def __init__(self, scale):
        self.scale = scale
        self.apply_jit = jax.jit(self.apply)

    def apply(self, params, x):
        return jnp.tanh(self.scale * x @ params)


def evaluate(model, params, batches):
    return [model.apply_jit(params, batch) for batch in batches]
