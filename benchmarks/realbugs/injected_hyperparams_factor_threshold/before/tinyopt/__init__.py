"""A small stand-in for optax: gradient transformations, a factored optimizer and hyperparameter injection."""
from tinyopt.base import GradientTransformation, apply_updates
from tinyopt.factored import factored_rms
from tinyopt.schedules import inject_hyperparams

__all__ = ["GradientTransformation", "apply_updates", "factored_rms", "inject_hyperparams"]
