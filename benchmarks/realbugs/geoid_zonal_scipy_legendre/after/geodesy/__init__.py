from geodesy.gravity import ZonalGravityField
from geodesy.orbit import OrbitPropagator

__all__ = ["OrbitPropagator", "ZonalGravityField"]
