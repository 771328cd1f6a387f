"""Fill the buffer with random transitions, then run a few DQN updates."""

import jax
import numpy as np

from dqnlite.agent import DQNAgent
from dqnlite.buffer import ReplayBuffer


def main():
    rng = np.random.default_rng(0)
    buffer = ReplayBuffer(capacity=256, obs_dim=4)
    for _ in range(100):
        obs = rng.normal(size=4)
        buffer.add(obs, rng.integers(2), rng.normal(), obs + 0.1, float(rng.random() < 0.05))
    key = jax.random.PRNGKey(0)
    params = {"w1": jax.random.normal(key, (4, 16)) * 0.3, "w2": jax.random.normal(key, (16, 2)) * 0.3}
    agent = DQNAgent(buffer, batch_size=32, gamma=0.99, learning_rate=0.01)
    target = params
    for step in range(20):
        key, update_key = jax.random.split(key)
        params, loss = agent.update(params, target, update_key)
        if step % 10 == 0:
            target = params
    print(float(loss))


if __name__ == "__main__":
    main()
