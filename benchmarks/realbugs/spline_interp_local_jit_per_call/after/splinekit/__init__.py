from splinekit.interp import interp_cubic, interp_linear

__all__ = ["interp_cubic", "interp_linear"]
