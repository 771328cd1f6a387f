import equinox as eqx
import jax

from vibnn.layers import BayesLinear


class BayesMLP(eqx.Module):
    layers: list

    def __init__(self, sizes, key):
        keys = jax.random.split(key, len(sizes) - 1)
        self.layers = [BayesLinear(n_in, n_out, k) for n_in, n_out, k in zip(sizes[:-1], sizes[1:], keys)]

    def __call__(self, x, key):
        keys = jax.random.split(key, len(self.layers))
        for layer, k in zip(self.layers[:-1], keys[:-1]):
            x = jax.nn.tanh(layer(x, k))
        return self.layers[-1](x, keys[-1])[..., 0]

    def kl(self):
        return sum(layer.kl() for layer in self.layers)
