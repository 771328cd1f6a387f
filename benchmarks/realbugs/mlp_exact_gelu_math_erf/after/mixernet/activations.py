import functools

import jax


gelu_exact = functools.partial(jax.nn.gelu, approximate=False)


ACTIVATIONS = {
    "relu": jax.nn.relu,
    "gelu": gelu_exact,
    "silu": jax.nn.silu,
}


def get_activation(name):
    return ACTIVATIONS[name]
