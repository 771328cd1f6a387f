from typing import NamedTuple


class HBVParams(NamedTuple):
    field_capacity: float = 200.0   # mm
    beta: float = 2.0               # shape of the recharge curve
    lp: float = 0.7                 # fraction of FC above which ET is at its potential
    k0: float = 0.3                 # fast upper-zone outflow (1/day)
    k1: float = 0.05                # slow lower-zone outflow (1/day)
    percolation: float = 1.5        # upper to lower zone (mm/day)
