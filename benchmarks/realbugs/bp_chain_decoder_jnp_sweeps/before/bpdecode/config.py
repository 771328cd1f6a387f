from dataclasses import dataclass


@dataclass(frozen=True)
class BPConfig:
    """Max-product belief propagation settings; hashable, so it can be a static argument."""

    damping: float
    tolerance: float
    coupling: float
