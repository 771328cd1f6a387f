import jax
import jax.numpy as jnp

from qagent.agent import EpsilonGreedyAgent
from qagent.chain import ChainWalk
from qagent.learning import make_episode


def main(num_episodes=5):
    env = ChainWalk(num_states=6)
    agent = EpsilonGreedyAgent(jnp.zeros((6, 2)), epsilon=0.3, explore=True)
    run_episode = make_episode(env, horizon=20)
    totals = []
    for episode in range(num_episodes):
        agent, total = run_episode(agent, jax.random.PRNGKey(episode))
        totals.append(float(total))
    return totals


if __name__ == "__main__":
    print(main())
