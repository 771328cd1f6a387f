from curvefit.problem import ExponentialDecay
from curvefit.solver import gradient_descent

__all__ = ["ExponentialDecay", "gradient_descent"]
