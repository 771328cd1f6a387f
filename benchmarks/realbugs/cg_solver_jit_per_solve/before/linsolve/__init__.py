from linsolve.solver import ConjugateGradientSolver

__all__ = ["ConjugateGradientSolver"]
