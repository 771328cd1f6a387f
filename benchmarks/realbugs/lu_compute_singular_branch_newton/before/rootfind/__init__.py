from rootfind.newton import Newton

__all__ = ["Newton"]
