from banditrl.agent import SamplingAgent
from banditrl.policy import SoftmaxPolicy
from banditrl.rollout import BernoulliBandit, collect


def main():
    policy = SoftmaxPolicy(num_arms=5)
    agent = SamplingAgent(policy, seed=0)
    bandit = BernoulliBandit([0.1, 0.2, 0.3, 0.4, 0.5])
    return collect(bandit, agent, policy.init(), steps=20)


if __name__ == "__main__":
    print(main())
