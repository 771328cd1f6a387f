"""Grid search over the ridge strength, each fit by a few hundred gradient steps."""

from functools import partial

import jax
import jax.numpy as jnp

from sweep.models import ridge_loss


def fit(grad_fn, n_features, steps, learning_rate):
    weights = jnp.zeros(n_features)
    for _ in range(steps):
        weights = weights - learning_rate * grad_fn(weights)
    return weights


def grid_search(features, targets, val_features, val_targets, strengths, steps=20, learning_rate=0.1):
    scores = {}
    for strength in strengths:
        grad_fn = jax.jit(partial(jax.grad(ridge_loss), features=features, targets=targets,  # expect: JXL501
                                  strength=strength))
        weights = fit(grad_fn, features.shape[1], steps, learning_rate)
        scores[strength] = float(jnp.mean((val_features @ weights - val_targets) ** 2))
    return scores
