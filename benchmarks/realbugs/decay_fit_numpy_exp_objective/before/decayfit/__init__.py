from decayfit.model import TwoIsotopeDecay
from decayfit.solver import ScaledGradientDescent

__all__ = ["ScaledGradientDescent", "TwoIsotopeDecay"]
