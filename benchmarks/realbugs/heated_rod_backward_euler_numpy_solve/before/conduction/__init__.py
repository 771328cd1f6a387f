from conduction.rod import HeatedRod
from conduction.stepper import BackwardEuler

__all__ = ["BackwardEuler", "HeatedRod"]
