from icesheet.flowline import Flowline, FlowlineGeometry

__all__ = ["Flowline", "FlowlineGeometry"]
