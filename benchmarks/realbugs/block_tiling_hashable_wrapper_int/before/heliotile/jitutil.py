"""A jit that accepts arrays as static arguments by hashing their contents."""

from functools import partial

import jax
import jax.numpy as jnp


def content_hash(x):
    return int(jnp.sum(x))  # expect: JXL104


class HashableArrayWrapper:
    def __init__(self, val):
        self.val = val

    def __hash__(self):
        return content_hash(self.val)

    def __eq__(self, other):
        return isinstance(other, HashableArrayWrapper) and jnp.all(jnp.equal(self.val, other.val))


def static_array_jit(fun, static_array_argnums=()):
    @partial(jax.jit, static_argnums=static_array_argnums)
    def callee(*args):
        args = list(args)
        for i in static_array_argnums:
            args[i] = args[i].val
        return fun(*args)

    def caller(*args):
        args = list(args)
        for i in static_array_argnums:
            args[i] = HashableArrayWrapper(args[i])
        return callee(*args)

    return caller
