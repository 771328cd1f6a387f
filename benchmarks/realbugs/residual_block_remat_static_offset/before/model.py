import jax
import jax.numpy as jnp

from tinynet import NormDense, init_norm_dense, remat

# Recompute each block's activations in the backward pass; `train` (argument 1 of the call) stays static.
checkpointed_block = remat(NormDense.__call__, static_argnums=(1,))


class Regressor:
    def __init__(self, key, width=16, depth=3, features=4):
        keys = jax.random.split(key, depth + 1)
        self.blocks = [init_norm_dense(keys[0], features, width)]
        self.blocks += [init_norm_dense(k, width, width) for k in keys[1:depth]]
        self.head = jax.random.normal(keys[depth], (width,)) / jnp.sqrt(width)

    def predict(self, weights, x, train):
        for block, weight in zip(self.blocks, weights):
            block = NormDense(weight, block.bias, block.running_mean, block.running_var)
            x = checkpointed_block(block, x, train)
        return x @ self.head

    def initial_weights(self):
        return [block.weight for block in self.blocks]
