from typing import NamedTuple


class AdstockConfig(NamedTuple):
    number_lags: int = 13
    normalise: bool = True
