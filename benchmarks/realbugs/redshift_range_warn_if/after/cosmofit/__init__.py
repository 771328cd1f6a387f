from .distances import distance_modulus

__all__ = ["distance_modulus"]
