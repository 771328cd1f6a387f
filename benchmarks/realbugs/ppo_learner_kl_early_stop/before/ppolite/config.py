from dataclasses import dataclass


@dataclass(frozen=True)
class PPOConfig:
    n_epochs: int = 8
    clip_range: float = 0.2
    target_kl: float = 0.01
    learning_rate: float = 0.5
