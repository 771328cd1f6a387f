from marr.core import MArray
from marr.stats import masked_mean, masked_var

__all__ = ["MArray", "masked_mean", "masked_var"]
