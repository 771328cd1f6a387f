import jax.numpy as jnp


class LinearWarmup:
    """Learning rate rising linearly to `peak` over the first `warmup_steps` steps, then constant."""

    def __init__(self, peak, warmup_steps):
        self.peak = peak
        self.warmup_steps = warmup_steps

    def __call__(self, step):
        return self.peak * jnp.minimum(1.0, (step + 1) / self.warmup_steps)
