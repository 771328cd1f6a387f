from .masks import PixelMask

__all__ = ["PixelMask"]
