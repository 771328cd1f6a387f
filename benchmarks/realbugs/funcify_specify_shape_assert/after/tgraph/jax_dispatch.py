"""Translation of each op to a JAX function, chosen by the op's type."""

from functools import singledispatch

import jax.numpy as jnp

from tgraph.graph import Log, SpecifyShape, Square, Sub, Sum


@singledispatch
def jax_funcify(op, node=None):
    raise NotImplementedError(f"No JAX conversion for {op}")


@jax_funcify.register(Sub)
def jax_funcify_Sub(op, node=None):
    return jnp.subtract


@jax_funcify.register(Square)
def jax_funcify_Square(op, node=None):
    return jnp.square


@jax_funcify.register(Log)
def jax_funcify_Log(op, node=None):
    return jnp.log


@jax_funcify.register(Sum)
def jax_funcify_Sum(op, node=None):
    return jnp.sum


@jax_funcify.register(SpecifyShape)
def jax_funcify_SpecifyShape(op, node=None):
    # the expected dimensions are graph constants: compare them as Python ints, when the function is traced,
    # and not as the arrays it is called with
    expected = tuple(int(dim.value) for dim in node.inputs[1:])

    def specifyshape(x, *shape):
        assert x.ndim == len(expected)
        if x.shape != expected:
            raise ValueError(f"got shape {x.shape}, expected {expected}")
        return x

    return specifyshape
