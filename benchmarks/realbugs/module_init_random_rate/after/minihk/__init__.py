from minihk.base import Module, Transformed, get_parameter, transform

__all__ = ["Module", "Transformed", "get_parameter", "transform"]
