from .cifar import load_training_set

__all__ = ["load_training_set"]
