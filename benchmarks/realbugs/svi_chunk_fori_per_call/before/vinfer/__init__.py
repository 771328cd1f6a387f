from vinfer.guide import DiagonalNormalGuide
from vinfer.svi import SVI

__all__ = ["DiagonalNormalGuide", "SVI"]
