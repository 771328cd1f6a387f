"""Fit a linear policy on batches of observations, normalizing them on the fly."""

import jax
import jax.numpy as jnp

from obsnorm.normalizer import init_normalizer, update_normalizer
from obsnorm.policy import policy_loss

BATCHES = 5
BATCH_SIZE = 32


@jax.jit
def train_step(weights, normalizer_state, obs, targets):
    normalizer_state = update_normalizer(normalizer_state, obs)
    loss, grads = jax.value_and_grad(policy_loss)(weights, normalizer_state, obs, targets)
    return weights - 0.1 * grads, normalizer_state, loss


def main():
    weights = jnp.zeros((4, 2))
    normalizer_state = init_normalizer(4)
    keys = jax.random.split(jax.random.PRNGKey(0), BATCHES)
    for key in keys:
        obs = 3.0 + jax.random.normal(key, (BATCH_SIZE, 4))
        weights, normalizer_state, _ = train_step(weights, normalizer_state, obs, obs[:, :2])
    return normalizer_state.count, normalizer_state.total / normalizer_state.count


if __name__ == "__main__":
    print(main())
