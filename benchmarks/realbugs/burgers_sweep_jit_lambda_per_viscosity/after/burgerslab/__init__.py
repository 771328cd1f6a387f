from burgerslab.solver import PeriodicBurgers
from burgerslab.sweep import ViscositySweep

__all__ = ["PeriodicBurgers", "ViscositySweep"]
