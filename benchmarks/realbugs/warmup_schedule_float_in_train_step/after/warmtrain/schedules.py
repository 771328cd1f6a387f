import jax.numpy as jnp


class LinearWarmup:
    """Ramps the learning rate from `init_value` to `peak_value` over `warmup_steps`, then holds it."""

    def __init__(self, init_value, peak_value, warmup_steps):
        self.init_value = init_value
        self.peak_value = peak_value
        self.warmup_steps = warmup_steps

    def __call__(self, step):
        fraction = jnp.clip(step / self.warmup_steps, 0.0, 1.0)
        return self.init_value + fraction * (self.peak_value - self.init_value)
