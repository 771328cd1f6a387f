from pointtrack.inference import inference
from pointtrack.model import init_params

__all__ = ["inference", "init_params"]
