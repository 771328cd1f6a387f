from dataclasses import dataclass


@dataclass(frozen=True)
class TrainConfig:
    epochs: int = 4
    eval_every: int = 2
    lr: float = 0.05
    hidden: int = 8
    batch_size: int = 4
