from skygrid.grids import Grid2D

__all__ = ["Grid2D"]
