import jax.numpy as jnp


class WarmupCosineSchedule:
    """Linear warm-up over a fraction of training, then cosine decay to zero."""

    def __init__(self, peak_lr, total_steps, warmup_frac):
        self.peak_lr = peak_lr
        self.total_steps = total_steps
        self.warmup_frac = warmup_frac

    def __call__(self, step):
        warmup_steps = round(self.total_steps * self.warmup_frac)
        warm = self.peak_lr * step / warmup_steps
        progress = jnp.clip((step - warmup_steps) / (self.total_steps - warmup_steps), 0.0, 1.0)
        decayed = 0.5 * self.peak_lr * (1.0 + jnp.cos(jnp.pi * progress))
        return jnp.where(step < warmup_steps, warm, decayed)
