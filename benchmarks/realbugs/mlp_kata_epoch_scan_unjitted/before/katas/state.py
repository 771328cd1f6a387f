from typing import Any, Callable, NamedTuple

import jax


class TrainState(NamedTuple):
    step: int
    params: Any
    apply_fn: Callable
    learning_rate: float

    def apply_gradients(self, grads):
        params = jax.tree_util.tree_map(lambda p, g: p - self.learning_rate * g, self.params, grads)
        return self._replace(step=self.step + 1, params=params)


def create_state(model, key, in_dim, learning_rate):
    return TrainState(0, model.init(key, in_dim), model.apply, learning_rate)
