from odelab.fields import logistic_growth
from odelab.solver import EulerSolver

__all__ = ["EulerSolver", "logistic_growth"]
