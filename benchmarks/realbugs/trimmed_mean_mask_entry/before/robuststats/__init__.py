from robuststats.estimators import median_absolute_deviation, trimmed_mean

__all__ = ["median_absolute_deviation", "trimmed_mean"]
