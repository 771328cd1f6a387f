import jax
import jax.numpy as jnp

from regress.model import mlp


def validation_loss(params, batches):
    """Mean squared error over stacked validation batches, one batch at a time to bound memory."""
    def batch_loss(batch):
        x, y = batch
        return jnp.mean((mlp(params, x) - y) ** 2)

    return jnp.mean(jax.lax.map(batch_loss, batches))  # expect: JXL504
