import dataclasses

import jax


@jax.tree_util.register_dataclass
@dataclasses.dataclass(frozen=True)
class SamplingConfig:
    temperature: float
    top_k: int
