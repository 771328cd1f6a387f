from dataclasses import dataclass


@dataclass(frozen=True)
class TrainConfig:
    hidden1: int = 32
    hidden2: int = 16
    outputs: int = 1
    dropout_rate: float = 0.1
    learning_rate: float = 0.05
    num_steps: int = 12
    log_every: int = 4


CONFIG = TrainConfig()
