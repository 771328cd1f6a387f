from quakeinv.model import FaultModel

__all__ = ["FaultModel"]
