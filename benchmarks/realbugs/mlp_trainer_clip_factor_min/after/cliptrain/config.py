from dataclasses import dataclass


@dataclass(frozen=True)
class TrainConfig:
    learning_rate: float = 0.05
    max_grad_norm: float = 1.0
    hidden: int = 16
