from dataclasses import dataclass


@dataclass(frozen=True)
class MPPIConfig:
    horizon_seconds: float = 1.0
    dt: float = 0.05
    num_samples: int = 128
    noise_std: float = 0.8
    temperature: float = 1.0
