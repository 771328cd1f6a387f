import jax


class KeyStream:
    """Hands out a fresh PRNG key on every call of `next`."""

    def __init__(self, seed):
        self.key = jax.random.PRNGKey(seed)

    def next(self):
        self.key, subkey = jax.random.split(self.key)  # expect: JXL202
        return subkey
