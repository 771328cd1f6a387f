from .pipeline import normalize_matrix

__all__ = ["normalize_matrix"]
