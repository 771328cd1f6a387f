from .shapes import Circle

__all__ = ["Circle"]
