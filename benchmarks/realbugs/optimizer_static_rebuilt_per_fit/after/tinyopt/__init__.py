"""A small stand-in for optax: gradient transformations as (init, update) pairs."""
from tinyopt.alias import adam, sgd
from tinyopt.base import GradientTransformation, apply_updates

__all__ = ["GradientTransformation", "adam", "apply_updates", "sgd"]
