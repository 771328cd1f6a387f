from pinnlite.problem import DecayProblem
from pinnlite.trainer import PINNTrainer

__all__ = ["DecayProblem", "PINNTrainer"]
