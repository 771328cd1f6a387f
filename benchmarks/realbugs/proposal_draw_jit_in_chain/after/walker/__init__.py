from .chain import random_walk
from .proposals import UniformProposal

__all__ = ["UniformProposal", "random_walk"]
