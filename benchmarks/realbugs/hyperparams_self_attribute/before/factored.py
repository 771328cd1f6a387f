import jax.numpy as jnp


class FactoredSecondMoment:
    def __init__(self, min_dim_size_to_factor, decay):
        self.min_dim_size_to_factor = min_dim_size_to_factor
        self.decay = decay

    def should_factor(self, shape):
        return len(shape) >= 2 and shape[-1] >= 2

    def init(self, param):
        if param.shape[-1] < self.min_dim_size_to_factor:  # expect: JXL101
            return jnp.zeros_like(param)
        return jnp.zeros(param.shape[:-1])
