import jax
import jax.numpy as jnp

from gridrl.env import GridWorld
from gridrl.qlearning import TabularQAgent


def main(num_steps=3000):
    env = GridWorld()
    agent = TabularQAgent(env)
    # optimistic initial values: untried actions look better than anything seen, which drives exploration
    q_table = jnp.ones((env.size * env.size, 4))
    state = env.reset()
    key = jax.random.PRNGKey(0)
    total = 0.0
    for _ in range(num_steps):
        key, step_key = jax.random.split(key)
        q_table, state, reward = agent.step(q_table, state, step_key)
        total += float(reward)
    return q_table, total


if __name__ == "__main__":
    q_table, total = main()
    print("return over training:", total)
