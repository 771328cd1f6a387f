from regpath.model import RidgePath

__all__ = ["RidgePath"]
