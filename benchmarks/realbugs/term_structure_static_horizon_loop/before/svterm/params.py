from typing import NamedTuple


class SVParams(NamedTuple):
    mu: float = 0.0001
    rho: float = 0.1
    nu: float = 0.001
    s0: float = 10.0
    h0: float = 0.0
