from dataclasses import dataclass


@dataclass(frozen=True)
class SinkhornConfig:
    epsilon: float = 0.5
    num_iters: int = 200
    threshold: float = 1e-2
