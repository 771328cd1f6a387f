from replay.buffer import PrioritizedReplayBuffer

__all__ = ["PrioritizedReplayBuffer"]
