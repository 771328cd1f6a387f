from epifit.calibrate import Calibrator
from epifit.likelihood import PoissonCounts
from epifit.model import SIRModel

__all__ = ["Calibrator", "PoissonCounts", "SIRModel"]
