from shapefit.fit import fit_offset, total_penalty

__all__ = ["fit_offset", "total_penalty"]
