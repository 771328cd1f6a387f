from .sensitivity import input_sensitivities

__all__ = ["input_sensitivities"]
