from .fit import fit
from .scene import Scene, init_scene

__all__ = ["Scene", "fit", "init_scene"]
