from .config import StepConfig
from .steps import sgd_step

__all__ = ["StepConfig", "sgd_step"]
