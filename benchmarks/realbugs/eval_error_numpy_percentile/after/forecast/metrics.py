import jax.numpy as jnp


class RegressionMetrics:
    """Summary statistics of absolute forecast errors."""

    def __init__(self, quantile=90):
        self.quantile = quantile

    def __call__(self, predictions, targets):
        errors = jnp.abs(predictions - targets)
        return {
            "mae": jnp.mean(errors),
            "rmse": jnp.sqrt(jnp.mean(errors ** 2)),
            f"p{self.quantile}": jnp.percentile(errors, self.quantile),
        }
