from clusterdyn.forces import DirectGravity
from clusterdyn.integrator import KickDriftKick

__all__ = ["DirectGravity", "KickDriftKick"]
