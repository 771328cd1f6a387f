import jax
import jax.numpy as jnp

from bandits.agents import UCB1Agent
from bandits.environment import BernoulliBandit
from bandits.runner import play


def main(horizon=2000):
    bandit = BernoulliBandit(jnp.array([0.2, 0.35, 0.5, 0.8]))
    agent = UCB1Agent(num_arms=4)
    counts = jax.jit(lambda key: play(agent, bandit, key, horizon))(jax.random.PRNGKey(0))
    print("pulls per arm:", counts)
    return counts


if __name__ == "__main__":
    main()
