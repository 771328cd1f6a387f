"""Turns a graph into one Python function of its inputs built from the JAX translations of its ops."""

import jax.numpy as jnp

from tgraph.graph import Constant
from tgraph.jax_dispatch import jax_funcify


def _toposort(outputs):
    order, seen = [], set()

    def visit(var):
        node = var.owner
        if node is None or id(node) in seen:
            return
        seen.add(id(node))
        for inp in node.inputs:
            visit(inp)
        order.append(node)

    for out in outputs:
        visit(out)
    return order


def jaxify(inputs, outputs):
    nodes = _toposort(outputs)
    thunks = [(node, jax_funcify(node.op, node=node)) for node in nodes]

    def fn(*args):
        env = {id(var): value for var, value in zip(inputs, args)}
        for node, thunk in thunks:
            values = [jnp.asarray(i.value) if isinstance(i, Constant) else env[id(i)] for i in node.inputs]
            env[id(node.output)] = thunk(*values)
        return [env[id(out)] for out in outputs]

    return fn
