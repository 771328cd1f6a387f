import jax
import jax.numpy as jnp


class MLP:
    def __init__(self, hidden=(32, 32), out=1):
        self.hidden = hidden
        self.out = out

    def init(self, key, in_dim):
        sizes = (in_dim,) + self.hidden + (self.out,)
        keys = jax.random.split(key, len(sizes) - 1)
        return [{"kernel": jax.random.normal(k, (m, n)) * jnp.sqrt(1.0 / m), "bias": jnp.zeros(n)}
                for k, m, n in zip(keys, sizes[:-1], sizes[1:])]

    def apply(self, params, x):
        for layer in params[:-1]:
            x = jax.nn.silu(x @ layer["kernel"] + layer["bias"])
        return x @ params[-1]["kernel"] + params[-1]["bias"]
