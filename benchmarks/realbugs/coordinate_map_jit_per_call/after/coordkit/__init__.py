from .maps import CartesianToSpherical

__all__ = ["CartesianToSpherical"]
