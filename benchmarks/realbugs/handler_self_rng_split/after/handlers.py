import jax


class seed:
    def __init__(self, fn, rng_key):
        self.fn = fn
        self.rng_key = rng_key

    def sample(self, shape):
        self.rng_key, sub = jax.random.split(self.rng_key)
        return jax.random.normal(sub, shape)

    def __call__(self, *args):
        return self.fn(self, *args)
