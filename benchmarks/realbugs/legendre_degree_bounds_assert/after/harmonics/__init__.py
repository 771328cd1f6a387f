from .recursion import legendre_row

__all__ = ["legendre_row"]
