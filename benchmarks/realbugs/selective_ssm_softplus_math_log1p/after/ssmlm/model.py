import jax
import jax.numpy as jnp

from .layer import SelectiveSSM


class SSMLanguageModel:
    def __init__(self, vocab_size=32, d_model=16, num_layers=2):
        self.vocab_size = vocab_size
        self.d_model = d_model
        self.layers = [SelectiveSSM(d_model) for _ in range(num_layers)]

    def init(self, key):
        keys = jax.random.split(key, len(self.layers) + 2)
        return {
            "embed": jax.random.normal(keys[0], (self.vocab_size, self.d_model)) * 0.5,
            "layers": [layer.init(k) for layer, k in zip(self.layers, keys[1:-1])],
            "unembed": jax.random.normal(keys[-1], (self.d_model, self.vocab_size)) / jnp.sqrt(self.d_model),
        }

    def __call__(self, params, tokens):
        h = params["embed"][tokens]
        for layer, layer_params in zip(self.layers, params["layers"]):
            h = layer(layer_params, h)
        return h @ params["unembed"]

    def loss(self, params, tokens):
        logp = jax.nn.log_softmax(self(params, tokens[:-1]))
        return -jnp.mean(jnp.take_along_axis(logp, tokens[1:, None], axis=-1))
