import jax

_KEY = jax.random.PRNGKey(0)


def next_key():
    global _KEY
    _KEY, sub = jax.random.split(_KEY)
    return sub
