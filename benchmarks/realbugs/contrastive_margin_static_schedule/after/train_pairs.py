"""Trains a metric-learning projection on random labelled pairs."""

import jax
import jax.numpy as jnp

from embedtrain import PairTrainer


def make_pairs(key, count=32, dim=6):
    key_left, key_right, key_same = jax.random.split(key, 3)
    left = jax.random.normal(key_left, (count, dim))
    right = jax.random.normal(key_right, (count, dim))
    same = jax.random.bernoulli(key_same, 0.5, (count,)).astype(jnp.float32)
    return left, right, same


def main(num_steps=3):
    pairs = make_pairs(jax.random.PRNGKey(0))
    trainer = PairTrainer(jnp.eye(6, 3))
    trainer.fit(pairs, num_steps)
    return trainer, pairs


if __name__ == "__main__":
    print(main()[0].projection)
