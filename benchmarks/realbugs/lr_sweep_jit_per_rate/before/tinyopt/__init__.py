from .momentum import Optimizer, momentum

__all__ = ["Optimizer", "momentum"]
