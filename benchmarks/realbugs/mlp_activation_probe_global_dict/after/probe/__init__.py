from probe.cache import ACTIVATIONS, remember
from probe.mlp import MLP

__all__ = ["ACTIVATIONS", "MLP", "remember"]
