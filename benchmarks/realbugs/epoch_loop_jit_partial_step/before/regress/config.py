from dataclasses import dataclass


@dataclass(frozen=True)
class TrainConfig:
    learning_rate: float = 0.05
    weight_decay: float = 1e-4
    epochs: int = 5
