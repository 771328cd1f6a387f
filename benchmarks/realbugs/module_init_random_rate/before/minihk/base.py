"""A very small Haiku: modules built inside a function, parameters looked up by name."""
import collections

import jax

Transformed = collections.namedtuple("Transformed", ["init", "apply"])


class _Frame:
    def __init__(self, params, rng):
        self.params = params
        self.rng = rng
        self.counter = collections.Counter()


_FRAMES = []


def _current():
    if not _FRAMES:
        raise ValueError("modules can only be used inside a transformed function")
    return _FRAMES[-1]


class Module:
    def __init__(self, name=None):
        base = name or type(self).__name__.lower()
        frame = _current()
        self.module_name = f"{base}_{frame.counter[base]}"
        frame.counter[base] += 1


def get_parameter(module, name, shape, scale=1.0):
    frame = _current()
    key = f"{module.module_name}/{name}"
    if key not in frame.params:
        if frame.rng is None:
            raise KeyError(f"missing parameter {key}")
        frame.rng, sub = jax.random.split(frame.rng)
        frame.params[key] = scale * jax.random.normal(sub, shape)
    return frame.params[key]


def transform(fn):
    def init(rng, *args):
        _FRAMES.append(_Frame({}, rng))
        try:
            fn(*args)
            return dict(_FRAMES[-1].params)
        finally:
            _FRAMES.pop()

    def apply(params, *args):
        _FRAMES.append(_Frame(dict(params), None))
        try:
            return fn(*args)
        finally:
            _FRAMES.pop()

    return Transformed(init, apply)
