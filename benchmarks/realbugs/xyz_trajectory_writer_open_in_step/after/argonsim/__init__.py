from argonsim.io import XYZWriter
from argonsim.dynamics import VelocityVerlet

__all__ = ["VelocityVerlet", "XYZWriter"]
