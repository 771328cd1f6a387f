from orbits.integrator import Leapfrog
from orbits.state import SystemState

__all__ = ["Leapfrog", "SystemState"]
