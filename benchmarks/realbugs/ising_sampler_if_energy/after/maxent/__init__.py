from .model import PairwiseModel
from .sampler import sample

__all__ = ["PairwiseModel", "sample"]
