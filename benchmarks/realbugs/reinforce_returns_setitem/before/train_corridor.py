import jax
import jax.numpy as jnp

from pgbandit.policy import ReinforceLearner, log_policy

LENGTH = 6


def run_episode(params, key, horizon=12):
    """A corridor: action 1 moves right, action 0 left; reaching the right end pays 1 and restarts."""
    position, observations, actions, rewards = 0, [], [], []
    for _ in range(horizon):
        key, action_key = jax.random.split(key)
        obs = jax.nn.one_hot(position, LENGTH)
        action = int(jax.random.categorical(action_key, log_policy(params, obs[None])[0]))
        position = min(max(position + (1 if action == 1 else -1), 0), LENGTH - 1)
        reward = 1.0 if position == LENGTH - 1 else 0.0
        if reward:
            position = 0
        observations.append(obs)
        actions.append(action)
        rewards.append(reward)
    return jnp.stack(observations), jnp.array(actions), jnp.array(rewards)


def main(num_episodes=60, seed=0):
    learner = ReinforceLearner()
    params = {"w": jnp.zeros((LENGTH, 2)), "b": jnp.zeros(2)}
    key = jax.random.PRNGKey(seed)
    for _ in range(num_episodes):
        key, episode_key = jax.random.split(key)
        params, _ = learner.update(params, *run_episode(params, episode_key))
    return jnp.exp(log_policy(params, jnp.eye(LENGTH)))[:, 1]


if __name__ == "__main__":
    print("probability of moving right per cell:", main())
