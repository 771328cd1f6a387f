from typing import Any, NamedTuple

EMPTY, FOOD, AGENT = 0, 1, 2
NUM_CELL_TYPES = 3


class State(NamedTuple):
    grid: Any
    agent: Any
    key: Any
    step_count: Any
