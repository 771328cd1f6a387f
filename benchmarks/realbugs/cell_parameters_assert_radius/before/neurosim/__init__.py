from .cell import Cell
from .solver import steady_state_voltage

__all__ = ["Cell", "steady_state_voltage"]
