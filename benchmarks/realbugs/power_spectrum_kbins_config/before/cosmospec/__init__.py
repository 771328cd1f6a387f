from cosmospec.power import power_spectrum

__all__ = ["power_spectrum"]
