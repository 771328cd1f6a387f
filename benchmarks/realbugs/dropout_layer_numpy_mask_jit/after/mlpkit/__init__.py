from mlpkit.layers import Dropout, Linear
from mlpkit.model import MLP

__all__ = ["Dropout", "Linear", "MLP"]
