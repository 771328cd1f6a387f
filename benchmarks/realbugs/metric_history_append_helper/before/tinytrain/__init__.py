from tinytrain.step import HISTORY, sgd_step

__all__ = ["HISTORY", "sgd_step"]
