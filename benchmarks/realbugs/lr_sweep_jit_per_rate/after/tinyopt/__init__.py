from .momentum import MomentumState, Optimizer, momentum

__all__ = ["MomentumState", "Optimizer", "momentum"]
