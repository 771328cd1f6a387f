from typing import NamedTuple


class UpAndOutPut(NamedTuple):
    strike: float
    barrier: float
    maturity: float


class Market(NamedTuple):
    spot: float
    rate: float
    vol: float
