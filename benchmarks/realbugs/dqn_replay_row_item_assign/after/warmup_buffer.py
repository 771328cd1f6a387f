import jax

from dqnlite.collector import RandomCollector
from dqnlite.env import ChainWalk
from dqnlite.replay import ReplayBuffer


def main(num_steps=300):
    env = ChainWalk(length=4)
    buffer = ReplayBuffer(capacity=500, obs_dim=env.obs_dim)
    collector = RandomCollector(env, buffer, num_steps)
    replay_state, rewards = collector.collect(jax.random.PRNGKey(0), buffer.init())
    return buffer, replay_state, rewards


if __name__ == "__main__":
    buffer, replay_state, rewards = main()
    print(int(replay_state.size), float(rewards.sum()))
