import jax


class KeyGenerator:
    def __init__(self, seed):
        self._key = jax.random.PRNGKey(seed)

    def next(self):
        self._key, new_key = jax.random.split(self._key)
        return new_key


keygen = KeyGenerator(42)
