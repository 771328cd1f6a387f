from .image import LensImage

__all__ = ["LensImage"]
