from ebm.albedo import IceAlbedoRamp
from ebm.model import ZeroDimensionalEBM

__all__ = ["IceAlbedoRamp", "ZeroDimensionalEBM"]
