from .analysis import dominant_frequency

__all__ = ["dominant_frequency"]
