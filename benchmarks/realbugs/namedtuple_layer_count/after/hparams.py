from typing import NamedTuple


class HParams(NamedTuple):
    num_layers: int
    width: int
    learning_rate: float
