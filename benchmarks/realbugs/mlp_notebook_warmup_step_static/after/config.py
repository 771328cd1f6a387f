from dataclasses import dataclass


@dataclass(frozen=True)
class Config:
    hidden: int = 64
    peak_lr: float = 0.1
    warmup_steps: int = 20
    batch_size: int = 128
    epochs: int = 2
    weight_decay: float = 1e-4
