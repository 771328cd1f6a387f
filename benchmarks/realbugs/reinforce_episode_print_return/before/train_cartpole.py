import jax
import jax.numpy as jnp

from pgcart.agent import ReinforceAgent


def main(num_iterations=40, seed=0):
    agent = ReinforceAgent(num_episodes=16, horizon=200, learning_rate=0.05)
    theta = {"w": jnp.zeros((4, 2)), "b": jnp.zeros(2)}
    key = jax.random.PRNGKey(seed)
    mean_returns = []
    for iteration in range(num_iterations):
        key, update_key = jax.random.split(key)
        theta, episode_returns = agent.update(theta, update_key, iteration)
        mean_returns.append(float(episode_returns.mean()))
    return mean_returns


if __name__ == "__main__":
    main()
