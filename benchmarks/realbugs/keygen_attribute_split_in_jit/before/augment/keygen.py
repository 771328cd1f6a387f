"""A stateful source of fresh PRNG keys, so callers need not thread keys by hand."""

import jax


class KeyGen:
    def __init__(self, seed):
        self.key = jax.random.PRNGKey(seed)

    def __call__(self):
        self.key, subkey = jax.random.split(self.key)  # expect: JXL202
        return subkey
