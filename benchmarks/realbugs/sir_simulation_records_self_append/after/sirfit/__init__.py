from sirfit.fit import LeastSquaresFit
from sirfit.simulation import SIRSimulation

__all__ = ["LeastSquaresFit", "SIRSimulation"]
