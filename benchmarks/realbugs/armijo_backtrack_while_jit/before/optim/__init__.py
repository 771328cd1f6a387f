from optim.descent import GradientDescent

__all__ = ["GradientDescent"]
