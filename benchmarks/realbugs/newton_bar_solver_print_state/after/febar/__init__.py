from febar.solver import NewtonSolver

__all__ = ["NewtonSolver"]
