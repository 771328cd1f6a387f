"""REINFORCE over several rollouts per instance, with POMO's shared baseline when it is enabled."""

import jax
import jax.numpy as jnp

from routerl.policy import tour_log_prob


def policy_gradient_loss(params, coords, tours, returns, use_shared_baseline):
    """coords: [N, cities, 2]; tours: [N, M, cities] (M starting cities per instance); returns: [N, M]."""
    per_start = jax.vmap(tour_log_prob, in_axes=(None, None, 0))
    log_probs = jax.vmap(per_start, in_axes=(None, 0, 0))(params, coords, tours)
    if use_shared_baseline:
        advantages = returns - returns.mean(axis=-1, keepdims=True)
    else:
        advantages = returns
    return -jnp.mean(jax.lax.stop_gradient(advantages) * log_probs)
