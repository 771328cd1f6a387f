from odekit.config import SolverConfig
from odekit.solve import integrate

__all__ = ["SolverConfig", "integrate"]
