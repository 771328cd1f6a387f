from deblend.scene import Scene, GaussianSource

__all__ = ["Scene", "GaussianSource"]
