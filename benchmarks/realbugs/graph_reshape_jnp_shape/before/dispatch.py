import jax.numpy as jnp

from ops import Exp, Reshape, Sum


def shape_as_array(shape):
    return jnp.array(shape, dtype=int)


def jax_funcify(op):
    """The JAX implementation of one graph node."""
    if isinstance(op, Exp):
        return jnp.exp
    if isinstance(op, Reshape):
        def reshape(x):
            return jnp.reshape(x, shape_as_array(op.shape))  # expect: JXL106

        return reshape
    if isinstance(op, Sum):
        def total(x):
            return jnp.sum(x, axis=op.axis)

        return total
    raise NotImplementedError(op)
