from typing import NamedTuple


class HestonParams(NamedTuple):
    v0: float
    kappa: float
    theta: float
    sigma: float
    rho: float
