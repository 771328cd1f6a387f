from .nvar import NVAR
from .readout import Ridge

__all__ = ["NVAR", "Ridge"]
