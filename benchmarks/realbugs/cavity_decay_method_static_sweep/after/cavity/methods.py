from dataclasses import dataclass


@dataclass(frozen=True)
class BogackiShampine:
    """Adaptive RK3(2) settings. Only max_steps shapes the program; the tolerances are traced values."""

    atol: float
    rtol: float
    max_steps: int
