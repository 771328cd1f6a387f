import dataclasses

import jax


@jax.tree_util.register_dataclass
@dataclasses.dataclass(frozen=True)
class GuidanceParams:
    """Weights of the guidance terms; passed to the optimizer as one argument."""

    step_size: float = 0.1
    smoothness_weight: float = 1.0
    num_iters: int = 20
    window: int = 3
