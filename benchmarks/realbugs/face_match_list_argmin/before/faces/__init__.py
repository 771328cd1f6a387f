from .matcher import FaceMatcher

__all__ = ["FaceMatcher"]
