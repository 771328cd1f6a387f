from dataclasses import dataclass


@dataclass(frozen=True)
class PipelineConfig:
    gamma: float = 2.2
    tonemap: bool = True
    exposure: float = 1.5
