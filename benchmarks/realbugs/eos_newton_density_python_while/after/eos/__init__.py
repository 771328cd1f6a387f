from eos.cubic import VanDerWaalsGas

__all__ = ["VanDerWaalsGas"]
