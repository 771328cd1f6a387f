import time

import jax


def fresh_key():
    return jax.random.PRNGKey(int(time.time() * 1e6) % (2 ** 31))  # expect: JXL402
