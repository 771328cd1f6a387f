from linefit.model import GaussianLine
from linefit.monitor import FitMonitor
from linefit.fitter import LineFitter

__all__ = ["FitMonitor", "GaussianLine", "LineFitter"]
