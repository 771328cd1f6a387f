from typing import NamedTuple


class TermaParams(NamedTuple):
    """Two event-related moving averages: W1 about a systolic peak's width, W2 about a heartbeat (samples)."""

    w1: int = 14
    w2: int = 83
    beta: float = 0.02
