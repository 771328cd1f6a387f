from typing import NamedTuple


class Market(NamedTuple):
    spot: float
    rate: float
    vol: float
    maturity: float
