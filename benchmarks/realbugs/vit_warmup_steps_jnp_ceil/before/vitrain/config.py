from dataclasses import dataclass


@dataclass(frozen=True)
class TrainConfig:
    base_lr: float = 0.1
    total_steps: int = 20
    warmup_fraction: float = 0.25
