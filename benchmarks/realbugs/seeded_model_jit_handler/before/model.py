import jax

from handlers import sample, seed


def model(scale):
    z = sample("z", (3,))
    return scale * z


class Predictive:
    def __init__(self, rng_seed=0):
        self._draw = jax.jit(seed(model, rng_seed))

    def __call__(self, scale):
        return self._draw(scale)
