from orbitkit.elements import Orbit
from orbitkit.ephemeris import Ephemeris
from orbitkit.kepler import KeplerSolver

__all__ = ["Ephemeris", "KeplerSolver", "Orbit"]
