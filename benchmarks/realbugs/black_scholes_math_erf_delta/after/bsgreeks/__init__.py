from bsgreeks.greeks import Greeks
from bsgreeks.option import EuropeanCall

__all__ = ["EuropeanCall", "Greeks"]
