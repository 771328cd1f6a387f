from rlkit.evaluate import evaluate_seeds
from rlkit.policy import LinearPolicy

__all__ = ["LinearPolicy", "evaluate_seeds"]
