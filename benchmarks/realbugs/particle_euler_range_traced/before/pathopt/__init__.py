from .integrators import forward_euler

__all__ = ["forward_euler"]
