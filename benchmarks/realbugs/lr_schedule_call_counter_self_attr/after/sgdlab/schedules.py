import jax.numpy as jnp


class WarmupCosineScheduler:
    """Warmup then cosine decay, as a pure function of the step count the optimizer state carries."""

    def __init__(self, peak_lr, warmup_steps, total_steps, end_lr=0.0):
        self.peak_lr = peak_lr
        self.warmup_steps = warmup_steps
        self.total_steps = total_steps
        self.end_lr = end_lr

    def lr_at(self, step):
        warmup = self.peak_lr * step / self.warmup_steps
        progress = jnp.minimum((step - self.warmup_steps) / (self.total_steps - self.warmup_steps), 1.0)
        decay = self.end_lr + 0.5 * (self.peak_lr - self.end_lr) * (1.0 + jnp.cos(jnp.pi * progress))
        return jnp.where(step < self.warmup_steps, warmup, decay)
