from eqsolve.optimizer import ConstrainedOptimizer

__all__ = ["ConstrainedOptimizer"]
