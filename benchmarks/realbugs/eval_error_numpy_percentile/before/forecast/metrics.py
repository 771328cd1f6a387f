import jax.numpy as jnp
import numpy as np


class RegressionMetrics:
    """Summary statistics of absolute forecast errors."""

    def __init__(self, quantile=90):
        self.quantile = quantile

    def __call__(self, predictions, targets):
        errors = jnp.abs(predictions - targets)
        return {
            "mae": jnp.mean(errors),
            "rmse": jnp.sqrt(jnp.mean(errors ** 2)),
            f"p{self.quantile}": np.percentile(errors, self.quantile),  # expect: JXL401
        }
