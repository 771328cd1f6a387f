from .cross_sections import reaction_cross_section
from .time_of_flight import synthetic_signal

__all__ = ["reaction_cross_section", "synthetic_signal"]
