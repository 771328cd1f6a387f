"""Base class making distribution objects pytrees, so they can cross jit boundaries."""

import jax


class Jittable:
    _constructor_args = {}

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        jax.tree_util.register_pytree_node(cls, cls._flatten, cls._unflatten)

    def __init__(self, **params):
        Jittable._constructor_args[id(self)] = params  # expect: JXL202
        self._param_names = tuple(sorted(params))

    def _flatten(self):
        return tuple(getattr(self, name) for name in self._param_names), self._param_names

    @classmethod
    def _unflatten(cls, names, children):
        return cls(**dict(zip(names, children)))
