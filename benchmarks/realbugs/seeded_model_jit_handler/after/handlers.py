import jax

_STACK = []


class seed:
    """Effect handler that supplies random keys to the sample sites of a model."""

    def __init__(self, fn, rng_seed):
        self.fn = fn
        self.rng_key = jax.random.PRNGKey(rng_seed) if isinstance(rng_seed, int) else rng_seed

    def next_key(self):
        self.rng_key, subkey = jax.random.split(self.rng_key)
        return subkey

    def __call__(self, *args, **kwargs):
        _STACK.append(self)
        try:
            return self.fn(*args, **kwargs)
        finally:
            _STACK.pop()


def sample(name, shape):
    return jax.random.normal(_STACK[-1].next_key(), shape)
