"""Fill the buffer with transitions, replay a batch and reprioritize it by its TD errors."""

import jax
import jax.numpy as jnp

from replay import PrioritizedReplayBuffer


def main():
    buffer = PrioritizedReplayBuffer(capacity=64, obs_dim=3)
    key = jax.random.PRNGKey(0)
    for step in range(40):
        key, obs_key = jax.random.split(key)
        buffer.add(jax.random.normal(obs_key, (3,)), reward=float(step % 5 == 0))
    indices, observations, rewards = buffer.sample(jax.random.PRNGKey(1), batch_size=8)
    td_errors = rewards - 0.1 * jnp.sum(observations, axis=1)
    buffer.update_priorities(indices, td_errors)
    return buffer, indices, td_errors


if __name__ == "__main__":
    buffer, indices, td_errors = main()
    print(buffer.priorities[indices], td_errors)
