from .layers import Dense, HadamardTransform, hadamard

__all__ = ["Dense", "HadamardTransform", "hadamard"]
