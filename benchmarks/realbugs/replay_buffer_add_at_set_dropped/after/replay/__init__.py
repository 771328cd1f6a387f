from replay.buffer import ReplayBuffer, add, init_buffer, sample

__all__ = ["ReplayBuffer", "add", "init_buffer", "sample"]
