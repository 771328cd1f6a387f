import jax

from layers import Dense

LAYERS = [Dense(3, 8), Dense(8, 1)]


def init():
    return [layer.init() for layer in LAYERS]


init_jit = jax.jit(init)


def fresh_params():
    """A new random initialisation for each restart of the experiment."""
    return init_jit()
