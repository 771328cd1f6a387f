"""Package-wide random state, so that simulations need not thread keys."""
import jax

_KEY = jax.random.PRNGKey(0)


def seed(value):
    global _KEY
    _KEY = jax.random.PRNGKey(value)


def next_key():
    global _KEY
    _KEY, subkey = jax.random.split(_KEY)  # expect: JXL202
    return subkey
