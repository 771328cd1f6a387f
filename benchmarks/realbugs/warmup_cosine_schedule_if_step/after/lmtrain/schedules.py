import jax.numpy as jnp


class WarmupCosine:
    """Linear warmup from 0 to `peak_lr`, then cosine decay to `end_lr` at `total_steps` (clamped after)."""

    def __init__(self, peak_lr, warmup_steps, total_steps, end_lr=0.0):
        self.peak_lr = peak_lr
        self.warmup_steps = warmup_steps
        self.total_steps = total_steps
        self.end_lr = end_lr

    def __call__(self, step):
        warmup = self.peak_lr * step / self.warmup_steps
        progress = (step - self.warmup_steps) / (self.total_steps - self.warmup_steps)
        progress = jnp.clip(progress, 0.0, 1.0)
        decay = self.end_lr + 0.5 * (self.peak_lr - self.end_lr) * (1.0 + jnp.cos(jnp.pi * progress))
        return jnp.where(step < self.warmup_steps, warmup, decay)

    def __repr__(self):
        return f"WarmupCosine(peak_lr={self.peak_lr}, warmup_steps={self.warmup_steps}, total_steps={self.total_steps})"
