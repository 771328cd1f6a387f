import logging

import jax
import numpy as np

from cartpg.learner import ReinforceLearner
from cartpg.policy import SoftmaxPolicy


def fake_episode(rng, length=100):
    """Stands in for a gymnasium CartPole episode collected on the host."""
    observations = rng.normal(scale=0.05, size=(length, 4)).astype(np.float32)
    actions = rng.integers(0, 2, size=length).astype(np.int32)
    return observations, actions, np.ones(length, dtype=np.float32)


def main(num_episodes=5):
    logging.basicConfig(level=logging.INFO)
    rng = np.random.default_rng(0)
    policy = SoftmaxPolicy()
    learner = ReinforceLearner(policy)
    params = policy.init(jax.random.PRNGKey(0))
    for _ in range(num_episodes):
        params, _ = learner.update(params, *fake_episode(rng))
    return params


if __name__ == "__main__":
    main()
