"""Evaluates a fixed policy on as many seeds as there are devices."""

import jax
import jax.numpy as jnp

from rlkit import LinearPolicy, evaluate_seeds


def main():
    policy = LinearPolicy(0.3 * jnp.ones((4, 2)), action_shape=(2,))
    return evaluate_seeds(policy, jnp.arange(jax.local_device_count()))


if __name__ == "__main__":
    print(main())
