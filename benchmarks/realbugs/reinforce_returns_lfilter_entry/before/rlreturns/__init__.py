from rlreturns.discounting import discount_cumsum, normalize

__all__ = ["discount_cumsum", "normalize"]
