from spectral.burgers import ViscousBurgers
from spectral.integrators import RungeKutta4

__all__ = ["RungeKutta4", "ViscousBurgers"]
