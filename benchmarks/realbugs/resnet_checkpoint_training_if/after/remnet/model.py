import jax

from remnet.blocks import init_block, remat_block, residual_block
from remnet.config import ModelConfig


class DeepResNet:
    def __init__(self, config: ModelConfig):
        self.config = config
        self.block = remat_block if config.remat else residual_block

    def init(self, key):
        return [init_block(k, self.config.width) for k in jax.random.split(key, self.config.depth)]

    def __call__(self, params, x, rng, training: bool = False):
        for layer_params, layer_rng in zip(params, jax.random.split(rng, len(params))):
            x = self.block(layer_params, x, layer_rng, training, self.config.dropout_rate)
        return x
