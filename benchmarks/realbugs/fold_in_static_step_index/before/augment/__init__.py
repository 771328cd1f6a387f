from .noise import jitter_batch

__all__ = ["jitter_batch"]
