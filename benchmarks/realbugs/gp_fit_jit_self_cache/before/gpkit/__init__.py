from .gp import GP
from .kernels import RBF

__all__ = ["GP", "RBF"]
