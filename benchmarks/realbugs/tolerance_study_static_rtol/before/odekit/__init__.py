from .solver import AdaptiveSolver

__all__ = ["AdaptiveSolver"]
