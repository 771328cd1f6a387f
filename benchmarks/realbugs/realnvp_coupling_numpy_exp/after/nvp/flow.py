import jax
import jax.numpy as jnp

from nvp.coupling import AffineCoupling


class RealNVP:
    def __init__(self, num_layers=4):
        self.layers = [AffineCoupling([1.0, 0.0] if i % 2 == 0 else [0.0, 1.0]) for i in range(num_layers)]

    def init(self, key):
        return [layer.init(k) for layer, k in zip(self.layers, jax.random.split(key, len(self.layers)))]

    def log_prob(self, params, x):
        log_det = 0.0
        for layer, layer_params in zip(self.layers, params):
            x, ld = layer.forward(layer_params, x)
            log_det = log_det + ld
        base = -0.5 * jnp.sum(x ** 2) - jnp.log(2 * jnp.pi)
        return base + log_det

    def nll(self, params, batch):
        return -jnp.mean(jax.vmap(self.log_prob, in_axes=(None, 0))(params, batch))
