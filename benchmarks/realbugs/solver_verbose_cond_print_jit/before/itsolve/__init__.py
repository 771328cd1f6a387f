from itsolve.gradient_descent import GradientDescent

__all__ = ["GradientDescent"]
