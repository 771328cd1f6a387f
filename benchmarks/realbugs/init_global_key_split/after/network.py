import jax

from layers import Dense
from rng import next_key

LAYERS = [Dense(3, 8), Dense(8, 1)]


def init(key):
    keys = jax.random.split(key, len(LAYERS))
    return [layer.init(k) for layer, k in zip(LAYERS, keys)]


init_jit = jax.jit(init)


def fresh_params():
    """A new random initialisation for each restart of the experiment."""
    return init_jit(next_key())
