from dataclasses import dataclass


@dataclass(frozen=True)
class PPOConfig:
    learning_rate: float = 3e-3
    gamma: float = 0.99
    gae_lambda: float = 0.95
    clip_epsilon: float = 0.2
    value_coeff: float = 0.5
    n_steps: int = 64
    n_epochs: int = 4
