from softmaxreg.training import init_params, train_epoch

__all__ = ["init_params", "train_epoch"]
