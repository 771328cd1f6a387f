from .bisection import Bisection

__all__ = ["Bisection"]
