from typing import NamedTuple


class HymodParams(NamedTuple):
    cmax: float = 300.0   # maximum storage capacity of the catchment, mm
    bexp: float = 0.5     # spatial variability of the capacity
    alpha: float = 0.6    # fraction of the excess routed through the quick-flow tanks
    kq: float = 0.5       # quick-flow tank rate, 1/day
    ks: float = 0.05      # slow-flow tank rate, 1/day
