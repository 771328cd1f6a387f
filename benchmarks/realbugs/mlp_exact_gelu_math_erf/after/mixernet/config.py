import dataclasses


@dataclasses.dataclass(frozen=True)
class MlpConfig:
    in_dim: int = 6
    hidden_dim: int = 32
    out_dim: int = 1
    activation: str = "gelu"
    learning_rate: float = 0.05
