from .sampler import AdaptiveMWG

__all__ = ["AdaptiveMWG"]
