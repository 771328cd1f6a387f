from orbits.kepler import KeplerSolver
from orbits.orbit import Orbit

__all__ = ["KeplerSolver", "Orbit"]
