from .problem import ElasticBar
from .solver import linear_solve

__all__ = ["ElasticBar", "linear_solve"]
