from .fit import fit
from .scene import Scene

__all__ = ["Scene", "fit"]
