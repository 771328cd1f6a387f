from .fixed_point import fixed_point

__all__ = ["fixed_point"]
