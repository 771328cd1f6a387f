from fitloop.checkpoint import Checkpointer
from fitloop.trainer import Trainer

__all__ = ["Checkpointer", "Trainer"]
