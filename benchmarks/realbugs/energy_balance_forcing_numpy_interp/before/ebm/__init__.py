from ebm.forcing import GreenhouseForcing, VolcanicForcing
from ebm.model import TwoLayerModel

__all__ = ["GreenhouseForcing", "TwoLayerModel", "VolcanicForcing"]
