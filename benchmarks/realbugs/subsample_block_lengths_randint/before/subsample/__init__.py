from .estimators import poisson_log_likelihood

__all__ = ["poisson_log_likelihood"]
