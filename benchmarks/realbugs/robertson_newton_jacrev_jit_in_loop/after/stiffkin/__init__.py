from stiffkin.implicit import BackwardEuler
from stiffkin.robertson import Robertson

__all__ = ["BackwardEuler", "Robertson"]
