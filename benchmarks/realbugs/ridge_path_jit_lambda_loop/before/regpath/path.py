import jax
import jax.numpy as jnp

from regpath.losses import ridge_loss


def fit_path(features, targets, penalties, learning_rate, num_iters):
    """Warm-started gradient descent along a decreasing sequence of ridge penalties."""
    weights = jnp.zeros(features.shape[1])
    path = []
    for penalty in penalties:
        grad_fn = jax.jit(jax.grad(lambda w: ridge_loss(w, features, targets, penalty)))  # expect: JXL501
        for _ in range(num_iters):
            weights = weights - learning_rate * grad_fn(weights)
        path.append(weights)
    return jnp.stack(path)
