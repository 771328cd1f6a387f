"""Explicit state for stateful layers (in the manner of eqx.nn.State): every set returns a new State and marks the
old one as consumed, so a stale state cannot be fed to a layer twice."""

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
        self._state = _sentinel  # expect: JXL202
        return new

    def tree_flatten(self):
        self._check_fresh()
        names = tuple(sorted(self._state))
        return tuple(self._state[n] for n in names), names

    @classmethod
    def tree_unflatten(cls, names, values):
        return cls(dict(zip(names, values)))
