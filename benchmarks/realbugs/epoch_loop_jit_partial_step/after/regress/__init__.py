from .config import TrainConfig
from .fit import fit
from .model import init_params

__all__ = ["TrainConfig", "fit", "init_params"]
