import jax


class NoiseSource:
    def __init__(self, seed):
        self.key = jax.random.PRNGKey(seed)

    def normal(self, shape):
        self.key, subkey = jax.random.split(self.key)  # expect: JXL202
        return jax.random.normal(subkey, shape)
