from dataclasses import dataclass


@dataclass(frozen=True)
class NewtonConfig:
    tol: float = 1e-10
    maxiter: int = 30
    log_iterations: bool = False
