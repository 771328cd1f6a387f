import time

import jax


def fresh_key():
    """A new key seeded from the clock, so that every draw differs."""
    return jax.random.PRNGKey(time.time_ns() % (2 ** 31))  # expect: JXL402
