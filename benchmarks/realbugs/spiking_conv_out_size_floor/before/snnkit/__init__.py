from snnkit.layers import SpikingConv
from snnkit.network import run_network

__all__ = ["SpikingConv", "run_network"]
