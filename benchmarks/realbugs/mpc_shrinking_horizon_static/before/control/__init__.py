from control.mpc import ShrinkingHorizonMPC

__all__ = ["ShrinkingHorizonMPC"]
