from glmfit.model import PoissonRegression

__all__ = ["PoissonRegression"]
