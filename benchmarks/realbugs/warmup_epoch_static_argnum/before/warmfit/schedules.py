import dataclasses

import jax.numpy as jnp


@dataclasses.dataclass(frozen=True)
class WarmupScheduler:
    """Linear warmup from warmup_start_lr to base_lr over warmup_epochs, then constant."""

    base_lr: float = 0.1
    warmup_epochs: int = 5
    warmup_start_lr: float = 0.0

    def __call__(self, epoch):
        progress = jnp.minimum(epoch, self.warmup_epochs) / self.warmup_epochs
        return self.warmup_start_lr + (self.base_lr - self.warmup_start_lr) * progress
