from pbc.cell import Cell

__all__ = ["Cell"]
