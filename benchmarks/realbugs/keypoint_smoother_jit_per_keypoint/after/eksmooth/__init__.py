from .tuning import optimize_smooth_params

__all__ = ["optimize_smooth_params"]
