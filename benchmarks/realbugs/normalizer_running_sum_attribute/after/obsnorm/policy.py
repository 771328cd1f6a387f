"""Linear policy on normalized observations."""

import jax.numpy as jnp

from obsnorm.normalizer import normalize


def policy_loss(weights, normalizer_state, obs, targets):
    actions = normalize(normalizer_state, obs) @ weights
    return jnp.mean((actions - targets) ** 2)
