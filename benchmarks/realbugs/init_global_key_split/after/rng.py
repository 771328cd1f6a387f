from jax import random

key = random.PRNGKey(0)


def next_key():
    """Host-side key stream: only called outside jit."""
    global key
    key, subkey = random.split(key)
    return subkey
