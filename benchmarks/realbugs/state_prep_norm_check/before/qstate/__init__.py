from .measurements import expval_z
from .templates import MottonenStatePreparation

__all__ = ["MottonenStatePreparation", "expval_z"]
