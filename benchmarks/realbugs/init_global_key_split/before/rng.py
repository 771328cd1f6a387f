from jax import random

key = random.PRNGKey(0)


def next_key():
    global key
    key, subkey = random.split(key)  # expect: JXL202
    return subkey
