from hestonmc.params import HestonParams
from hestonmc.pricing import european_call

__all__ = ["HestonParams", "european_call"]
