import jax.numpy as jnp

from tinynnx.variables import Variable


class Count(Variable):
    pass


class StepCounter:
    def __init__(self):
        self.count = Count(jnp.array(0))

    def __call__(self):
        self.count.value += 1  # expect: JXL202
        return self.count.value
