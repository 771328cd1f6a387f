import jax
import jax.random as jr


class Generator:
    """A stream of keys for code that runs eagerly."""

    def __init__(self, seed=0):
        self.key = jr.PRNGKey(seed)

    def __call__(self):
        self.key, sub = jr.split(self.key)
        return sub


DEFAULT_GENERATOR = Generator(0)


def uniform(shape, low=0.0, high=1.0, generator=DEFAULT_GENERATOR):
    return jr.uniform(generator(), shape, minval=low, maxval=high)


def normal(shape, stddev=1.0, generator=DEFAULT_GENERATOR):
    return stddev * jr.normal(generator(), shape)
