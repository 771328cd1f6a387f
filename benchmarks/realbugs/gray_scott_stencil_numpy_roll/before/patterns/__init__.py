from patterns.gray_scott import GrayScott, Parameters

__all__ = ["GrayScott", "Parameters"]
