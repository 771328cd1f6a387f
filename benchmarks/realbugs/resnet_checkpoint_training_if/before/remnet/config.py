from dataclasses import dataclass


@dataclass(frozen=True)
class ModelConfig:
    width: int = 32
    depth: int = 4
    dropout_rate: float = 0.1
    remat: bool = True
