"""A pointer-style policy over cities: each city gets a score from its coordinates and the tour so far."""

import jax
import jax.numpy as jnp


def init_policy(key, hidden):
    k1, k2 = jax.random.split(key)
    return {"w_in": jax.random.normal(k1, (2, hidden)) * 0.3, "w_out": jax.random.normal(k2, (hidden,)) * 0.3}


def tour_log_prob(params, coords, tour):
    """Log-probability of visiting the cities of `coords` (cities, 2) in the order `tour` (cities,)."""
    scores = jnp.tanh(coords @ params["w_in"]) @ params["w_out"]
    visited = jnp.zeros(coords.shape[0], dtype=bool)

    def step(visited, city):
        logits = jnp.where(visited, -1e9, scores)
        return visited.at[city].set(True), jax.nn.log_softmax(logits)[city]

    _, step_log_probs = jax.lax.scan(step, visited, tour)
    return step_log_probs.sum()
