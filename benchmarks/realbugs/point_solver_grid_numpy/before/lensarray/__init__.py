from lensarray.grids import Grid2D, Grid2DIrregular

__all__ = ["Grid2D", "Grid2DIrregular"]
