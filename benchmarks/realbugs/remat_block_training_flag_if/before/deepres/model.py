import jax
import jax.numpy as jnp

from deepres.blocks import residual_block


class DeepResidualMLP:
    """A deep stack of residual blocks, each rematerialised in the backward pass to save memory."""

    def __init__(self, width, depth, num_outputs):
        self.width = width
        self.depth = depth
        self.num_outputs = num_outputs
        self._block = jax.checkpoint(residual_block)

    def init(self, key):
        keys = jax.random.split(key, self.depth + 1)
        blocks = [
            {
                "w1": jax.random.normal(jax.random.fold_in(k, 0), (self.width, 4 * self.width)) * 0.02,
                "w2": jax.random.normal(jax.random.fold_in(k, 1), (4 * self.width, self.width)) * 0.02,
            }
            for k in keys[:-1]
        ]
        head = jax.random.normal(keys[-1], (self.width, self.num_outputs)) / jnp.sqrt(self.width)
        return {"blocks": blocks, "head": head}

    def __call__(self, params, x, key, training):
        for block_params, block_key in zip(params["blocks"], jax.random.split(key, self.depth)):
            x = self._block(block_params, x, training, block_key)
        return x @ params["head"]
