import math

import jax.numpy as jnp


class CosineRamp:
    """Rises from 0 to `end_value` along half a cosine over `ramp_steps`, then stays there."""

    def __init__(self, end_value, ramp_steps):
        self.end_value = end_value
        self.ramp_steps = ramp_steps

    def __call__(self, step):
        progress = jnp.minimum(step / self.ramp_steps, 1.0)
        return self.end_value * 0.5 * (1.0 - math.cos(math.pi * progress))  # expect: JXL104
