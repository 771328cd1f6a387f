import jax
import jax.numpy as jnp

from dqnlite.learner import DQNLearner
from dqnlite.replay import Transitions


def filled_buffer(key, capacity=256, obs_dim=4, num_actions=2):
    k1, k2, k3, k4 = jax.random.split(key, 4)
    return Transitions(
        obs=jax.random.normal(k1, (capacity, obs_dim)),
        actions=jax.random.randint(k2, (capacity,), 0, num_actions),
        rewards=jax.random.normal(k3, (capacity,)),
        next_obs=jax.random.normal(k4, (capacity, obs_dim)),
    )


def main(num_updates=3):
    buffer = filled_buffer(jax.random.PRNGKey(0))
    params = {"w": jnp.zeros((4, 2))}
    learner = DQNLearner(batch_size=32, gamma=0.99, learning_rate=0.01)
    _, sampled = learner.learn(params, params, buffer, num_updates, jax.random.PRNGKey(1))
    return sampled


if __name__ == "__main__":
    print(main())
