import jax.numpy as jnp


class WarmupCosine:
    """Linear warm-up to `peak`, then cosine decay to zero at `total_steps`."""

    def __init__(self, peak, warmup_steps, total_steps):
        self.peak = peak
        self.warmup_steps = warmup_steps
        self.total_steps = total_steps

    def __call__(self, step):
        warmup = self.peak * (step + 1) / self.warmup_steps
        progress = (step - self.warmup_steps) / max(1, self.total_steps - self.warmup_steps)
        decay = 0.5 * self.peak * (1.0 + jnp.cos(jnp.pi * jnp.clip(progress, 0.0, 1.0)))
        return jnp.where(step < self.warmup_steps, warmup, decay)
