from .lens_image import LensImage
from .noise import Noise

__all__ = ["LensImage", "Noise"]
