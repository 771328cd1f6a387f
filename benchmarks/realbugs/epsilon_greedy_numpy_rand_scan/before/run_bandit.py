import jax

from qbandit.agent import SampleAverageAgent
from qbandit.env import GaussianBandit
from qbandit.policies import EpsilonGreedy


def main():
    env = GaussianBandit(means=[0.2, -0.5, 1.0, 0.4])
    agent = SampleAverageAgent(env, EpsilonGreedy(epsilon=0.2), num_steps=2000)
    final, (arms, explored) = agent.run(jax.random.PRNGKey(0))
    return final, arms, explored


if __name__ == "__main__":
    final, arms, explored = main()
    print(final.q_values, explored.mean())
