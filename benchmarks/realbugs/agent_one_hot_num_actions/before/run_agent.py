import jax
import jax.numpy as jnp

from agent import DQNAgent


def replay_batch(key, batch_size=32, obs_dim=6, num_actions=4):
    k1, k2, k3, k4 = jax.random.split(key, 4)
    return {
        "obs": jax.random.normal(k1, (batch_size, obs_dim)),
        "next_obs": jax.random.normal(k2, (batch_size, obs_dim)),
        "action": jax.random.randint(k3, (batch_size,), 0, num_actions),
        "reward": jax.random.uniform(k4, (batch_size,)),
        "done": jnp.zeros(batch_size),
    }


def train(n_updates=3):
    agent = DQNAgent(obs_dim=6, num_actions=4)
    key = jax.random.PRNGKey(1)
    losses = []
    for _ in range(n_updates):
        key, sub = jax.random.split(key)
        losses.append(agent.learn(replay_batch(sub)))
    return agent, losses


if __name__ == "__main__":
    print(train()[1])
