from imgtrain.trainer import Trainer

__all__ = ["Trainer"]
