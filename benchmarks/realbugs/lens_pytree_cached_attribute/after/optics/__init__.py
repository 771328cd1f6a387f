from optics.lens import ThinLens
from optics.imaging import image_loss

__all__ = ["ThinLens", "image_loss"]
