import jax
import jax.numpy as jnp
import numpy as np


def to_batch_index(batch_shape, index):
    return tuple(grid[index] for grid in np.indices(batch_shape))


class Categorical:
    def __init__(self, logits):
        self.logits = logits

    @property
    def batch_shape(self):
        return self.logits.shape[:-1]

    def __getitem__(self, index):
        return Categorical(self.logits[to_batch_index(self.batch_shape, index)])

    def entropy(self):
        logp = jax.nn.log_softmax(self.logits)
        return -jnp.sum(jnp.exp(logp) * logp, axis=-1)
