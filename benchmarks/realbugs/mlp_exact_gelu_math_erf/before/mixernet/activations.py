import math

import jax


def gelu_exact(x):
    return 0.5 * x * (1.0 + math.erf(x / math.sqrt(2.0)))  # expect: JXL104


ACTIVATIONS = {
    "relu": jax.nn.relu,
    "gelu": gelu_exact,
    "silu": jax.nn.silu,
}


def get_activation(name):
    return ACTIVATIONS[name]
