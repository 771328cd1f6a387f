"""Evaluate the checkpoint in a toy pushing task: the block moves by the commanded displacement."""

import jax
import numpy as np

from tablepolicy.normalization import load_stats
from tablepolicy.policy import BCPolicy


def main():
    key = jax.random.PRNGKey(0)
    params = {"w1": jax.random.normal(key, (4, 32)) * 0.3, "w2": jax.random.normal(key, (32, 2)) * 0.3}
    policy = BCPolicy(params, load_stats())
    block, target = np.zeros(2, dtype=np.float32), np.array([0.3, -0.2], dtype=np.float32)
    for _ in range(10):
        action = np.asarray(policy.action(np.concatenate([block, target])))
        block = block + action
    print("final distance", float(np.linalg.norm(block - target)))


if __name__ == "__main__":
    main()
