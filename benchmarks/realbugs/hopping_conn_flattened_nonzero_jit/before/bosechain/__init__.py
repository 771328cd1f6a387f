from bosechain.hopping import HardcoreHopping
from bosechain.estimators import local_values

__all__ = ["HardcoreHopping", "local_values"]
