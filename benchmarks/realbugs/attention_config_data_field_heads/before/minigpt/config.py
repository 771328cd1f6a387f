import dataclasses
import functools

import jax


@functools.partial(
    jax.tree_util.register_dataclass,
    data_fields=["d_model", "num_heads", "causal", "dropout_rate"],
    meta_fields=[],
)
@dataclasses.dataclass(frozen=True)
class AttentionConfig:
    d_model: int
    num_heads: int
    causal: bool
    dropout_rate: float
