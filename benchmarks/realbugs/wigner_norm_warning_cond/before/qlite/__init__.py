from .states import coherent
from .wigner import wigner_origin

__all__ = ["coherent", "wigner_origin"]
