from .solvers import FixedStepFilter

__all__ = ["FixedStepFilter"]
