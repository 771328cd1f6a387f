from swe1d.diagnostics import StepLog
from swe1d.solver import LaxFriedrichs

__all__ = ["LaxFriedrichs", "StepLog"]
