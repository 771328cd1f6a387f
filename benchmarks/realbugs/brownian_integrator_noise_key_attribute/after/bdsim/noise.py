import jax


class NoiseSource:
    def __init__(self, seed):
        self.key = jax.random.PRNGKey(seed)

    def next_key(self):
        self.key, subkey = jax.random.split(self.key)
        return subkey
