from minigcm.model import Model
from minigcm.physics import Physics

__all__ = ["Model", "Physics"]
