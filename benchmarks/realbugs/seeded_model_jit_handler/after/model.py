import jax

from handlers import sample, seed


def model(scale):
    z = sample("z", (3,))
    return scale * z


@jax.jit
def _draw(key, scale):
    # The handler is created inside the traced function from a key argument, so each call gets fresh draws.
    return seed(model, key)(scale)


class Predictive:
    def __init__(self, rng_seed=0):
        self.rng_key = jax.random.PRNGKey(rng_seed)

    def __call__(self, scale):
        self.rng_key, subkey = jax.random.split(self.rng_key)
        return _draw(subkey, scale)
