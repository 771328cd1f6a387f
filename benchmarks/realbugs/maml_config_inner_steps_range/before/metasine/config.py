from typing import NamedTuple


class MAMLConfig(NamedTuple):
    inner_lr: float = 0.01
    inner_steps: int = 2
    meta_lr: float = 0.001
    tasks_per_batch: int = 8
    shots: int = 10
