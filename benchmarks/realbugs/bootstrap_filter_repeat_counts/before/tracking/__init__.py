from tracking.filter import BootstrapFilter
from tracking.models import RandomWalkModel

__all__ = ["BootstrapFilter", "RandomWalkModel"]
