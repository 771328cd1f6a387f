from gridworld.env import State, step
from gridworld.policies import random_policy

__all__ = ["State", "random_policy", "step"]
