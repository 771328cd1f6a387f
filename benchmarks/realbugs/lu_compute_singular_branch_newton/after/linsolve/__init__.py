from linsolve.results import RESULTS
from linsolve.solve import linear_solve
from linsolve.solvers import LU

__all__ = ["LU", "RESULTS", "linear_solve"]
