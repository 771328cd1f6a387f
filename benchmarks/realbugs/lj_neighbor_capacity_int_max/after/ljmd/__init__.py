from ljmd.energy import LennardJones
from ljmd.neighbors import DenseNeighborList
from ljmd.simulate import VelocityVerlet

__all__ = ["DenseNeighborList", "LennardJones", "VelocityVerlet"]
