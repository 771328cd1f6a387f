"""Learning-rate schedules: linear warmup to a peak, cosine decay to a floor, flat after the last step."""

import dataclasses

import jax.numpy as jnp


@dataclasses.dataclass(frozen=True)
class WarmupCosine:
    peak_lr: float
    min_lr: float
    warmup_steps: int
    total_steps: int

    def __call__(self, step):
        if step < self.warmup_steps:  # expect: JXL101
            return self.peak_lr * step / self.warmup_steps
        if step >= self.total_steps:  # expect: JXL101
            return jnp.asarray(self.min_lr)
        progress = (step - self.warmup_steps) / (self.total_steps - self.warmup_steps)
        return self.min_lr + 0.5 * (self.peak_lr - self.min_lr) * (1.0 + jnp.cos(jnp.pi * progress))
