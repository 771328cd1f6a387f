from distlite.mvn import MultivariateNormalDiag

__all__ = ["MultivariateNormalDiag"]
