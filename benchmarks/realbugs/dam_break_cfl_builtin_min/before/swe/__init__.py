from swe.scheme import RusanovScheme
from swe.state import WaterColumn

__all__ = ["RusanovScheme", "WaterColumn"]
