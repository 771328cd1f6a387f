from aquifer.calibration import make_calibration_step
from aquifer.darcy import darcy_flux, travel_time

__all__ = ["darcy_flux", "make_calibration_step", "travel_time"]
