import warnings

import jax


class DynamicLossScale:
    """Halves the loss scale whenever the scaled gradients overflow."""

    def __init__(self, backoff_factor):
        self.backoff_factor = backoff_factor

    def adjust(self, scale, grads_finite):
        def shrink(s):
            warnings.warn(f"non-finite gradients: loss scale reduced to {s * self.backoff_factor}")  # expect: JXL203
            return s * self.backoff_factor

        def keep(s):
            return s

        return jax.lax.cond(grads_finite, keep, shrink, scale)
