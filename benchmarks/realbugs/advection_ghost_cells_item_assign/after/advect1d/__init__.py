from advect1d.scheme import advance

__all__ = ["advance"]
