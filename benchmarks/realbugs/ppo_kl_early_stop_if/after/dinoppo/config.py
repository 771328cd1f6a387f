from dataclasses import dataclass
from typing import Optional


@dataclass(frozen=True)
class PPOConfig:
    clip_eps: float = 0.2
    num_epochs: int = 4
    learning_rate: float = 0.05
    target_kl: Optional[float] = 0.01
