"""Grid search over the ridge strength, each fit by a few hundred gradient steps."""

import jax
import jax.numpy as jnp

from sweep.models import ridge_loss

ridge_grad = jax.jit(jax.grad(ridge_loss))


def fit(features, targets, strength, steps, learning_rate):
    weights = jnp.zeros(features.shape[1])
    for _ in range(steps):
        weights = weights - learning_rate * ridge_grad(weights, features, targets, strength)
    return weights


def grid_search(features, targets, val_features, val_targets, strengths, steps=20, learning_rate=0.1):
    scores = {}
    for strength in strengths:
        weights = fit(features, targets, strength, steps, learning_rate)
        scores[strength] = float(jnp.mean((val_features @ weights - val_targets) ** 2))
    return scores
