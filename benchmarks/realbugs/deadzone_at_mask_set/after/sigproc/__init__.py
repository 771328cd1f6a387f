from .filters import DeadZone, MovingAverage

__all__ = ["DeadZone", "MovingAverage"]
