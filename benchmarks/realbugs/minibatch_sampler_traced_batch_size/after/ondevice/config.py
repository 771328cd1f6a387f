from typing import NamedTuple


class TrainConfig(NamedTuple):
    batch_size: int = 128
    learning_rate: float = 0.5
    l2: float = 1e-4
    num_steps: int = 300
