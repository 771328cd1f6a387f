from mbarlite.mbar import MBAR

__all__ = ["MBAR"]
