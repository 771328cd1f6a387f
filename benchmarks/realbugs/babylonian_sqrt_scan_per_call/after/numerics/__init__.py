from .roots import babylonian_sqrt

__all__ = ["babylonian_sqrt"]
