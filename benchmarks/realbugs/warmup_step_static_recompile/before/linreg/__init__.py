from linreg.trainer import Trainer

__all__ = ["Trainer"]
