from .base import Layer, LossScope
from .dense import ActivityDense

__all__ = ["ActivityDense", "Layer", "LossScope"]
