import jax.numpy as jnp


class PiecewiseDecay:
    """Learning rate cut by `factor` at each boundary step."""

    def __init__(self, init_value, boundaries, factor):
        self.init_value = init_value
        self.boundaries = tuple(boundaries)
        self.factor = factor

    def __call__(self, count):
        learning_rate = self.init_value
        for boundary in self.boundaries:
            learning_rate = learning_rate * jnp.where(count >= boundary, self.factor, 1.0)
        return learning_rate
