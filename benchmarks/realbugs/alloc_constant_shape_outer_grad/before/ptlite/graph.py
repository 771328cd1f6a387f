"""Symbolic variables and the ops applied to them."""

import numpy as np


class Variable:
    def __init__(self, name=None, op=None, inputs=()):
        self.name = name
        self.op = op
        self.inputs = list(inputs)


class Constant(Variable):
    def __init__(self, value):
        super().__init__(name=repr(value))
        self.data = np.asarray(value)


def _wrap(x):
    return x if isinstance(x, Variable) else Constant(x)


def _apply(op, *inputs):
    return Variable(op=op, inputs=[_wrap(x) for x in inputs])


def alloc(value, *shape):
    """`value` broadcast to `shape`; each dimension is an input of the node."""
    return _apply("alloc", value, *shape)


def sub(a, b):
    return _apply("sub", a, b)


def square(a):
    return _apply("square", a)


def sum_(a):
    return _apply("sum", a)
