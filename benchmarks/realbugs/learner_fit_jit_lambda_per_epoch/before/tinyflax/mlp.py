import jax
import jax.numpy as jnp


class MLP:
    """A two-layer perceptron with the init/apply split of a Flax module."""

    def __init__(self, features=(32, 10)):
        self.features = features

    def init(self, key, sample):
        sizes = (sample.shape[-1],) + tuple(self.features)
        keys = jax.random.split(key, len(self.features))
        return {f"dense{i}": {"kernel": jax.random.normal(k, (m, n)) * jnp.sqrt(1.0 / m), "bias": jnp.zeros(n)}
                for i, (k, m, n) in enumerate(zip(keys, sizes[:-1], sizes[1:]))}

    def apply(self, params, x):
        n = len(self.features)
        for i in range(n):
            layer = params[f"dense{i}"]
            x = x @ layer["kernel"] + layer["bias"]
            if i < n - 1:
                x = jax.nn.relu(x)
        return x
