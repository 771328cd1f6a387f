from odekit.solver import AdaptiveGridSolver

__all__ = ["AdaptiveGridSolver"]
