from surveil.laplace import LaplaceApproximation
from surveil.poisson import PoissonRegression

__all__ = ["LaplaceApproximation", "PoissonRegression"]
