from dataclasses import dataclass


@dataclass(frozen=True)
class SolverParams:
    t_final: float = 30.0
    dt: float = 0.5
    max_steps: int = 100
