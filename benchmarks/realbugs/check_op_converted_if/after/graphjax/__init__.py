from .dispatch import funcify
from .ops import CheckAndRaise

__all__ = ["CheckAndRaise", "funcify"]
