from .io import LinearProgram, create_lp
from .solver import optimize

__all__ = ["LinearProgram", "create_lp", "optimize"]
