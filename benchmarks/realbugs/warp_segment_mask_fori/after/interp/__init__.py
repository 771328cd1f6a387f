from .warp import randomized_interp

__all__ = ["randomized_interp"]
