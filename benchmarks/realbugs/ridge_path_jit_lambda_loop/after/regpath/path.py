import jax
import jax.numpy as jnp

from regpath.losses import ridge_loss

# Compiled once: the penalty is a traced argument, not a constant closed over by a fresh lambda.
_ridge_grad = jax.jit(jax.grad(ridge_loss))


def fit_path(features, targets, penalties, learning_rate, num_iters):
    """Warm-started gradient descent along a decreasing sequence of ridge penalties."""
    weights = jnp.zeros(features.shape[1])
    path = []
    for penalty in penalties:
        for _ in range(num_iters):
            weights = weights - learning_rate * _ridge_grad(weights, features, targets, penalty)
        path.append(weights)
    return jnp.stack(path)
