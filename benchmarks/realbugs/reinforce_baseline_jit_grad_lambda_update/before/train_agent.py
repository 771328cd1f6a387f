import numpy as np

from pgagent.agent import ReinforceAgent


def synthetic_episode(rng, length=50, obs_dim=3, action_dim=1):
    """Stand-in for a Pendulum episode collected on the host: states, actions and rewards."""
    states = rng.normal(size=(length, obs_dim)).astype(np.float32)
    actions = rng.uniform(-2.0, 2.0, size=(length, action_dim)).astype(np.float32)
    rewards = -(states[:, 0] ** 2 + 0.1 * actions[:, 0] ** 2).astype(np.float32)
    return states, actions, rewards


def main(num_episodes=5):
    rng = np.random.default_rng(0)
    agent = ReinforceAgent(obs_dim=3, action_dim=1)
    losses = [float(agent.update(*synthetic_episode(rng))) for _ in range(num_episodes)]
    return agent, losses


if __name__ == "__main__":
    print(main()[1])
