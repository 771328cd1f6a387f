from legsim.simulator import simulate
from legsim.terrain import FLAT_GROUND, PlaneGround

__all__ = ["FLAT_GROUND", "PlaneGround", "simulate"]
