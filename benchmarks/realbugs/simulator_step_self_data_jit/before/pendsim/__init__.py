from .simulator import Simulator, StepData

__all__ = ["Simulator", "StepData"]
