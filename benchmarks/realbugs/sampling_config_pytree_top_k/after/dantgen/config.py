import dataclasses

import jax


@jax.tree_util.register_dataclass
@dataclasses.dataclass(frozen=True)
class SamplingConfig:
    temperature: float
    # the number of kept logits fixes the shape of lax.top_k's result, so it is static metadata, not a leaf
    top_k: int = dataclasses.field(metadata=dict(static=True))
