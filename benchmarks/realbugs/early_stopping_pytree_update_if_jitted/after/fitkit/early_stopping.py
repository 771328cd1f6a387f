import dataclasses
import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.tree_util.register_dataclass,
                   data_fields=["best_metric", "patience_count", "should_stop", "has_improved"],
                   meta_fields=["min_delta", "patience"])
@dataclasses.dataclass(frozen=True)
class EarlyStopping:
    """Stops when the monitored metric has not improved by `min_delta` for `patience` updates."""

    min_delta: float = 0.0
    patience: int = 0
    best_metric: jnp.ndarray = jnp.inf
    patience_count: jnp.ndarray = 0
    should_stop: jnp.ndarray = False
    has_improved: jnp.ndarray = False

    def update(self, metric):
        improved = metric < self.best_metric - self.min_delta
        count = jnp.where(improved, 0, self.patience_count + 1)
        return dataclasses.replace(self, best_metric=jnp.where(improved, metric, self.best_metric),
                                   patience_count=count, should_stop=count >= self.patience, has_improved=improved)
