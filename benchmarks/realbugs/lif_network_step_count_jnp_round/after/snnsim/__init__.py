from snnsim.network import LIFParams, simulate

__all__ = ["LIFParams", "simulate"]
