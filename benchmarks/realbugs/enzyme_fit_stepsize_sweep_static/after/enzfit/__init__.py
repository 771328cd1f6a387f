from enzfit.kinetics import MichaelisMenten
from enzfit.solver import GradientDescent
from enzfit.sweep import StepsizeSweep

__all__ = ["GradientDescent", "MichaelisMenten", "StepsizeSweep"]
