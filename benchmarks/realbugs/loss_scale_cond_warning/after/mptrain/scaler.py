import warnings

import jax.numpy as jnp


class DynamicLossScale:
    """Halves the loss scale whenever the scaled gradients overflow."""

    def __init__(self, backoff_factor):
        self.backoff_factor = backoff_factor

    def adjust(self, scale, grads_finite):
        return jnp.where(grads_finite, scale, scale * self.backoff_factor)

    def report(self, scale, grads_finite):
        if not bool(grads_finite):
            warnings.warn(f"non-finite gradients: loss scale reduced to {float(scale)}")
