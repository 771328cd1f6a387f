from speciation.newton import NewtonSolver
from speciation.weak_acid import WeakAcidSystem

__all__ = ["NewtonSolver", "WeakAcidSystem"]
