from .kernels import RWState, build_random_walk
from .loop import inference_loop

__all__ = ["RWState", "build_random_walk", "inference_loop"]
