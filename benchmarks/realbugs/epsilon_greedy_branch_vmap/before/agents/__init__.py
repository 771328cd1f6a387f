from agents.dqn import DQNAgent

__all__ = ["DQNAgent"]
