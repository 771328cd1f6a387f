"""Explicit state for stateful layers (in the manner of eqx.nn.State): every set returns a new State, and a state
passed to a stateful step is marked as consumed, so a stale state cannot be fed to a layer twice."""

import functools

import jax

_sentinel = object()


@jax.tree_util.register_pytree_node_class
class State:
    def __init__(self, values):
        self._state = dict(values)

    def _check_fresh(self):
        if self._state is _sentinel:
            raise ValueError("Attempted to use an old version of a State that has since been updated.")

    def get(self, name):
        self._check_fresh()
        return self._state[name]

    def set(self, name, value):
        self._check_fresh()
        new = State(self._state)
        new._state[name] = value
        return new

    def _consume(self):
        self._state = _sentinel

    def tree_flatten(self):
        self._check_fresh()
        names = tuple(sorted(self._state))
        return tuple(self._state[n] for n in names), names

    @classmethod
    def tree_unflatten(cls, names, values):
        return cls(dict(zip(names, values)))


def consuming_jit(fn):
    """jax.jit for a step taking a State as its last argument: the caller's state is marked consumed on the host,
    after the call, since a write made while tracing only reaches the trace's own copy of the state."""
    jitted = jax.jit(fn)

    @functools.wraps(fn)
    def wrapper(*args):
        *rest, state = args
        state._check_fresh()
        out = jitted(*rest, state)
        state._consume()
        return out

    return wrapper
