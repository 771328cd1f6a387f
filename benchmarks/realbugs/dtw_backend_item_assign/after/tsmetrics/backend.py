"""Array backends: the metrics run on whatever array library their inputs come from."""

import jax.numpy as jnp
import numpy as np


class NumPyBackend:
    name = "numpy"
    inf = np.inf
    array = staticmethod(np.asarray)
    full = staticmethod(np.full)
    sqrt = staticmethod(np.sqrt)
    sum = staticmethod(np.sum)

    @staticmethod
    def set_item(arr, index, value):
        arr[index] = value
        return arr


class JAXBackend:
    name = "jax"
    inf = jnp.inf
    array = staticmethod(jnp.asarray)
    full = staticmethod(jnp.full)
    sqrt = staticmethod(jnp.sqrt)
    sum = staticmethod(jnp.sum)

    @staticmethod
    def set_item(arr, index, value):
        # JAX arrays are immutable: the update returns a new array.
        return arr.at[index].set(value)


def instantiate_backend(*arrays):
    if any(type(a).__module__.startswith("jax") for a in arrays):
        return JAXBackend()
    return NumPyBackend()
