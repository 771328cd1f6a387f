import numpy as np

from creditlab.agent import NStepTD
from creditlab.walk import NUM_STATES, random_walk_episode, true_values


def rms_error(n, alpha=0.1, episodes=10, seed=0):
    rng = np.random.default_rng(seed)
    agent = NStepTD(n, alpha)
    for _ in range(episodes):
        states, rewards = random_walk_episode(rng)
        agent.learn_episode(states, rewards)
    estimate = np.asarray(agent.values[:NUM_STATES])
    return float(np.sqrt(np.mean((estimate - true_values()) ** 2)))


def main(ns=(1, 2, 4, 8)):
    return {n: rms_error(n) for n in ns}


if __name__ == "__main__":
    for n, error in main().items():
        print(f"n={n}: RMS error {error:.3f}")
