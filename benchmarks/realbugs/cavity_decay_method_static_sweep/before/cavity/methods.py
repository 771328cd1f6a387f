from dataclasses import dataclass


@dataclass(frozen=True)
class BogackiShampine:
    """Adaptive RK3(2) settings; frozen so the method can be passed as a static argument."""

    atol: float
    rtol: float
    max_steps: int
