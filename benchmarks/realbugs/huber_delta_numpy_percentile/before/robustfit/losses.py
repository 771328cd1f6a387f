import dataclasses

import jax.numpy as jnp
import numpy as np


@dataclasses.dataclass(frozen=True)
class AdaptiveHuber:
    """Huber loss whose threshold follows the batch: residuals above the q-th percentile count linearly."""

    quantile: float = 90.0

    def __call__(self, residuals):
        delta = np.percentile(jnp.abs(residuals), self.quantile)  # expect: JXL401
        small = 0.5 * residuals ** 2
        large = delta * (jnp.abs(residuals) - 0.5 * delta)
        return jnp.mean(jnp.where(jnp.abs(residuals) <= delta, small, large))
