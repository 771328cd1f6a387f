"""A stateful source of fresh PRNG keys for host-side code; traced code receives the keys it draws."""

import jax


class KeyGen:
    def __init__(self, seed):
        self.key = jax.random.PRNGKey(seed)

    def __call__(self):
        self.key, subkey = jax.random.split(self.key)
        return subkey
