import dataclasses

import jax


@dataclasses.dataclass(frozen=True)
class TrainState:
    params: dict
    momentum: dict
    step: int

    @classmethod
    def create(cls, params):
        return cls(params=params, momentum=jax.tree_util.tree_map(lambda p: 0.0 * p, params), step=0)

    def apply_gradients(self, grads, learning_rate, beta=0.9):
        momentum = jax.tree_util.tree_map(lambda m, g: beta * m + g, self.momentum, grads)
        params = jax.tree_util.tree_map(lambda p, m: p - learning_rate * m, self.params, momentum)
        return dataclasses.replace(self, params=params, momentum=momentum, step=self.step + 1)


# the step changes every update, so it must be a leaf (a traced int), not static metadata
jax.tree_util.register_dataclass(TrainState, data_fields=["params", "momentum", "step"], meta_fields=[])
