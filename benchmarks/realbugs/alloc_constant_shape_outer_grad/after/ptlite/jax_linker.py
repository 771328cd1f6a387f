"""Translation of graph nodes to JAX callables, looked up by op name."""

import jax.numpy as jnp

from ptlite.graph import Constant

JAX_TRANSLATIONS = {}


def register(op_name):
    def decorate(builder):
        JAX_TRANSLATIONS[op_name] = builder
        return builder

    return decorate


@register("alloc")
def jax_funcify_alloc(node):
    dims = node.inputs[1:]
    if all(isinstance(dim, Constant) for dim in dims):
        # constant dimensions are known now: bake them in, so that callers tracing the shape inputs still work
        static_shape = tuple(int(dim.data) for dim in dims)

        def alloc(x, *shape):
            return jnp.broadcast_to(x, static_shape)

        return alloc

    def alloc(x, *shape):
        return jnp.broadcast_to(x, tuple(shape))

    return alloc


@register("sub")
def jax_funcify_sub(node):
    return jnp.subtract


@register("square")
def jax_funcify_square(node):
    return jnp.square


@register("sum")
def jax_funcify_sum(node):
    return jnp.sum


def _nodes(outputs):
    order, seen = [], set()

    def visit(var):
        if var.op is None or id(var) in seen:
            return
        seen.add(id(var))
        for inp in var.inputs:
            visit(inp)
        order.append(var)

    for out in outputs:
        visit(out)
    return order


def constants_of(outputs):
    found = []
    for node in _nodes(outputs):
        found.extend(i for i in node.inputs if isinstance(i, Constant) and i not in found)
    return found


def jax_funcify_graph(inputs, outputs):
    """A function of the inputs followed by the graph's constants, computing the outputs."""
    nodes = _nodes(outputs)
    consts = constants_of(outputs)
    steps = [(node, JAX_TRANSLATIONS[node.op](node)) for node in nodes]

    def graph_fn(*args):
        env = {id(var): value for var, value in zip(list(inputs) + consts, args)}
        for node, fn in steps:
            env[id(node)] = fn(*[env[id(i)] for i in node.inputs])
        return tuple(env[id(out)] for out in outputs)

    return graph_fn, consts
