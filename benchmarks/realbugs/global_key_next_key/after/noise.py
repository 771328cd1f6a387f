import jax

from rng import next_key


@jax.jit
def _add_noise(x, sigma, key):
    return x + sigma * jax.random.normal(key, x.shape)


def add_noise(x, sigma):
    return _add_noise(x, sigma, next_key())
