from lattice.square import SquareLattice
from lattice.metropolis import MetropolisSampler

__all__ = ["SquareLattice", "MetropolisSampler"]
