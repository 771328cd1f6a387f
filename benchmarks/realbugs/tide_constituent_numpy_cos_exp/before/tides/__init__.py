from tides.constituents import Constituent, M2, S2, K1, O1
from tides.harbour import HarbourModel

__all__ = ["Constituent", "HarbourModel", "M2", "S2", "K1", "O1"]
