import equinox as eqx
import jax


class Regressor(eqx.Module):
    layers: list

    def __init__(self, in_size, width, key):
        k1, k2, k3 = jax.random.split(key, 3)
        self.layers = [eqx.nn.Linear(in_size, width, key=k1),
                       eqx.nn.Linear(width, width, key=k2),
                       eqx.nn.Linear(width, 1, key=k3)]

    def __call__(self, x):
        for layer in self.layers[:-1]:
            x = jax.nn.tanh(layer(x))
        return self.layers[-1](x)[0]
