from .autoguide import AutoNormal
from .plates import plate

__all__ = ["AutoNormal", "plate"]
