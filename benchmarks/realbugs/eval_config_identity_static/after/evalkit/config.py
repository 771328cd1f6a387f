"""Settings of one evaluation pass over the validation split.

Frozen, so that equal settings hash equal: the config is a static argument of the jitted metrics.
"""
import dataclasses


@dataclasses.dataclass(frozen=True)
class EvalConfig:
    temperature: float = 1.0
    top_k: int = 5
    label_smoothing: float = 0.0
