from optim.sgd import sgd_step

__all__ = ["sgd_step"]
