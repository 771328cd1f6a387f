from loopsim.circuit import FeedbackCircuit
from loopsim.solver import FixedPointSolver

__all__ = ["FeedbackCircuit", "FixedPointSolver"]
