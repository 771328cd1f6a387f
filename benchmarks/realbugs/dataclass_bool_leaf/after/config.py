import dataclasses

import jax


@jax.tree_util.register_dataclass
@dataclasses.dataclass
class LayerConfig:
    scale: float
    use_bias: bool = dataclasses.field(metadata=dict(static=True))
