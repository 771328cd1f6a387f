from sensorcal.calibrator import Calibrator

__all__ = ["Calibrator"]
