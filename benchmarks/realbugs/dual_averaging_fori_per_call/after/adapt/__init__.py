from .dual_averaging import dual_averaging
from .tuning import optimize

__all__ = ["dual_averaging", "optimize"]
