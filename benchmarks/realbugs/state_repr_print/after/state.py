from typing import NamedTuple

import jax


class TrainState(NamedTuple):
    step: jax.Array
    loss: jax.Array

    def __repr__(self):
        return f"TrainState(step={int(self.step)}, loss={float(self.loss):.4f})"
