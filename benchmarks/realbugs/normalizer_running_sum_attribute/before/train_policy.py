"""Fit a linear policy on batches of observations, normalizing them on the fly."""

import jax
import jax.numpy as jnp

from obsnorm.normalizer import RunningNormalizer
from obsnorm.policy import policy_loss

BATCHES = 5
BATCH_SIZE = 32

normalizer = RunningNormalizer(4)


@jax.jit
def train_step(weights, obs, targets):
    loss, grads = jax.value_and_grad(policy_loss)(weights, normalizer, obs, targets)
    return weights - 0.1 * grads, loss


def main():
    weights = jnp.zeros((4, 2))
    keys = jax.random.split(jax.random.PRNGKey(0), BATCHES)
    for key in keys:
        obs = 3.0 + jax.random.normal(key, (BATCH_SIZE, 4))
        weights, _ = train_step(weights, obs, obs[:, :2])
    return normalizer.count, normalizer.mean()


if __name__ == "__main__":
    print(main())
