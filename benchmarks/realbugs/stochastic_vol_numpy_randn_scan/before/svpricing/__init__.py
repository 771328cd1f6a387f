from svpricing.model import StochasticVolatility
from svpricing.pricing import CallPricer

__all__ = ["CallPricer", "StochasticVolatility"]
