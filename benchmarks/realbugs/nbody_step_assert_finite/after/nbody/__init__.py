from .integrate import leapfrog_step

__all__ = ["leapfrog_step"]
