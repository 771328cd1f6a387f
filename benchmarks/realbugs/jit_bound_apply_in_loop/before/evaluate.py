import jax
import jax.numpy as jnp


class Model:
    def __init__(self, scale):
        self.scale = scale

    def apply(self, params, x):
        return jnp.tanh(self.scale * x @ params)


def evaluate(model, params, batches):
    outputs = []
    for batch in batches:
        outputs.append(jax.jit(model.apply)(params, batch))  # expect: JXL501
    return outputs
