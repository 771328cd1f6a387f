import jax
import jax.numpy as jnp

from pgagent.agent import ReinforceAgent
from pgagent.env import ContextualBandit
from pgagent.policy import SoftmaxPolicy


def main(num_episodes=3, episode_length=16):
    env = ContextualBandit(num_arms=3, seed=0)
    policy = SoftmaxPolicy(obs_dim=3, num_actions=3)
    agent = ReinforceAgent(policy, learning_rate=0.5)
    params = policy.init(jax.random.PRNGKey(0))
    all_actions = []
    for episode in range(num_episodes):
        observations, actions, rewards = [], [], []
        for _ in range(episode_length):
            obs = env.observe()
            action = agent._act(params, obs)
            observations.append(obs)
            actions.append(int(action))
            rewards.append(env.reward(action))
        returns = jnp.asarray(rewards) - jnp.mean(jnp.asarray(rewards))
        params = agent._update(params, jnp.stack(observations), jnp.asarray(actions), returns)
        all_actions.extend(actions)
    return all_actions


if __name__ == "__main__":
    print(main())
