from lenspoint.solver import PointSolver

__all__ = ["PointSolver"]
