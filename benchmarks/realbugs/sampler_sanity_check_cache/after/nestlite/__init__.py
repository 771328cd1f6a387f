from nestlite.model import Model
from nestlite.sampler import NestedSampler

__all__ = ["Model", "NestedSampler"]
