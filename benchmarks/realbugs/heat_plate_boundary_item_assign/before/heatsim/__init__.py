from heatsim.boundary import FixedEdges
from heatsim.solver import ExplicitDiffusion

__all__ = ["ExplicitDiffusion", "FixedEdges"]
