from fieldpeaks.minima import find_local_minima

__all__ = ["find_local_minima"]
