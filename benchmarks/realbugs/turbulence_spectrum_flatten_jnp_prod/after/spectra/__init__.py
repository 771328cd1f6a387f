from spectra.grid import SpectralGrid
from spectra.shells import ShellSpectrum

__all__ = ["SpectralGrid", "ShellSpectrum"]
