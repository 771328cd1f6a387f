import jax


def next_key(key):
    """The advanced key and a fresh subkey, for a caller that carries the key itself."""
    key, subkey = jax.random.split(key)
    return key, subkey
