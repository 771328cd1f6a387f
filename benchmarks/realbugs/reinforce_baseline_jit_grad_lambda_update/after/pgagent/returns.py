import numpy as np


def discounted_returns(rewards, gamma):
    """Reward-to-go of one episode, computed on the host after the episode ends."""
    returns = np.zeros_like(rewards)
    running = 0.0
    for t in reversed(range(len(rewards))):
        running = rewards[t] + gamma * running
        returns[t] = running
    return returns
