import jax
import jax.numpy as jnp

from pgcart.learner import ReinforceLearner
from pgcart.policy import SoftmaxPolicy


def synthetic_episode(key, length=20, obs_dim=4):
    """Logged transitions: the reward is 1 when the action matches the sign of the first feature."""
    obs_key, act_key = jax.random.split(key)
    observations = jax.random.normal(obs_key, (length, obs_dim))
    actions = jax.random.randint(act_key, (length,), 0, 2)
    rewards = (actions == (observations[:, 0] > 0)).astype(jnp.float32)
    return observations, actions, rewards


def main():
    policy = SoftmaxPolicy(obs_dim=4, num_actions=2)
    learner = ReinforceLearner(policy, gamma=0.9, learning_rate=0.5)
    params = policy.init(jax.random.PRNGKey(0))
    losses = []
    for key in jax.random.split(jax.random.PRNGKey(1), 30):
        params, loss = learner.update(params, synthetic_episode(key))
        losses.append(float(loss))
    return params, losses


if __name__ == "__main__":
    print(main()[0])
