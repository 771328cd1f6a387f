from dataclasses import dataclass


@dataclass(frozen=True)
class IntegratorConfig:
    """Time step and number of steps of a forecast; frozen, so equal configs hash alike."""

    dt: float
    num_steps: int
