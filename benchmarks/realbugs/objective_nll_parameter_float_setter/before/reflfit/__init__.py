from reflfit.objective import Objective
from reflfit.parameter import Parameter, Parameters

__all__ = ["Objective", "Parameter", "Parameters"]
