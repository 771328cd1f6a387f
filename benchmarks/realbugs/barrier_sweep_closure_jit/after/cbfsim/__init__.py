from .simulate import simulate

__all__ = ["simulate"]
