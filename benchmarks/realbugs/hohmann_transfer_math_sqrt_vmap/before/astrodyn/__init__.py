from astrodyn.planner import TransferPlanner

__all__ = ["TransferPlanner"]
