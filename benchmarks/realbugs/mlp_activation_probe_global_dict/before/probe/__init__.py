from probe.cache import ACTIVATIONS
from probe.mlp import MLP

__all__ = ["ACTIVATIONS", "MLP"]
