from pmsim.config import SimConfig
from pmsim.nbody import nbody, num_steps

__all__ = ["SimConfig", "nbody", "num_steps"]
