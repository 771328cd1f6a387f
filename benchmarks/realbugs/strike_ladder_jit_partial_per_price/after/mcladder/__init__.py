from mcladder.market import Market
from mcladder.report import StrikeLadder

__all__ = ["Market", "StrikeLadder"]
