import jax

from envs import GridWorld
from envs.rollout import run_episode


def main(num_episodes):
    env = GridWorld(size=4, max_steps=12)
    returns, lengths = [], []
    for episode in range(num_episodes):
        episode_return, length = run_episode(env, jax.random.PRNGKey(episode))
        returns.append(episode_return)
        lengths.append(length)
    return returns, lengths


if __name__ == "__main__":
    print(main(num_episodes=5))
