from tinygpt.config import TrainerConfig
from tinygpt.trainer import Trainer

__all__ = ["TrainerConfig", "Trainer"]
