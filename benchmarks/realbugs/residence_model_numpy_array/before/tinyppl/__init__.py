from tinyppl.primitives import Normal, sample
from tinyppl.infer import MAP

__all__ = ["MAP", "Normal", "sample"]
