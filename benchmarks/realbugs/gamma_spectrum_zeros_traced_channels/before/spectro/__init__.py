from spectro.detector import Detector
from spectro.spectrum import PulseHeightSpectrum

__all__ = ["Detector", "PulseHeightSpectrum"]
