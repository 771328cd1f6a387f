from .model import FactorizationModel

__all__ = ["FactorizationModel"]
