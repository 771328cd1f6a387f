from radtran.atmosphere import IsothermalAtmosphere
from radtran.transfer import TransmissionSpectrum

__all__ = ["IsothermalAtmosphere", "TransmissionSpectrum"]
