from dataclasses import dataclass


@dataclass(frozen=True)
class TrainerConfig:
    vocab_size: int = 32
    embed_dim: int = 16
    learning_rate: float = 0.1
    momentum: float = 0.9
    seed: int = 0
