import jax
import jax.numpy as jnp

from dqnlite.buffer import ReplayBuffer
from dqnlite.collect import Collector


def main(num_steps=6):
    buffer = ReplayBuffer.create(capacity=8, obs_dim=3)
    collector = Collector(num_actions=4)
    buffer, _, rewards = collector.rollout(buffer, jnp.ones(3), jax.random.PRNGKey(0), num_steps)
    return buffer, rewards


if __name__ == "__main__":
    print(main()[0])
