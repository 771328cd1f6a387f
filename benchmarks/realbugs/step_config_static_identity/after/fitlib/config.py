from dataclasses import dataclass


@dataclass(frozen=True)
class StepConfig:
    """Optimizer settings, passed to the jitted step as a static argument (hashed by value)."""

    lr: float
    momentum: float = 0.0
