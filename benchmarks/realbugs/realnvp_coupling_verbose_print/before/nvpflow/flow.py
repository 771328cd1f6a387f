import jax
import jax.numpy as jnp

from nvpflow.coupling import AffineCoupling


class RealNVP:
    def __init__(self, dim=2, num_layers=4, hidden=32, verbose=False):
        masks = [[(i + j) % 2 for j in range(dim)] for i in range(num_layers)]
        self.layers = [AffineCoupling(f"c{i}", m, hidden, verbose) for i, m in enumerate(masks)]
        self.dim = dim

    def init(self, key):
        return [layer.init(k) for layer, k in zip(self.layers, jax.random.split(key, len(self.layers)))]

    def log_prob(self, params, x):
        total = jnp.zeros(x.shape[0])
        for layer, p in zip(reversed(self.layers), reversed(params)):
            x, log_det = layer.inverse(p, x)
            total = total + log_det
        base = -0.5 * jnp.sum(x ** 2, axis=-1) - 0.5 * self.dim * jnp.log(2 * jnp.pi)
        return base + total

    def sample(self, params, key, n):
        z = jax.random.normal(key, (n, self.dim))
        for layer, p in zip(self.layers, params):
            z = layer.forward(p, z)
        return z
