"""Linear policy on normalized observations."""

import jax.numpy as jnp


def policy_loss(weights, normalizer, obs, targets):
    actions = normalizer(obs) @ weights
    return jnp.mean((actions - targets) ** 2)
