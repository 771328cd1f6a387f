from .model import FourierModel

__all__ = ["FourierModel"]
