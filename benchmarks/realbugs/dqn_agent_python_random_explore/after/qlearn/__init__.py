from qlearn.agent import DQNAgent

__all__ = ["DQNAgent"]
