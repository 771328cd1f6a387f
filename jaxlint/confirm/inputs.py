"""Arguments for a user function, built from its annotations, defaults and a few candidate shapes (worker side).

Values are built as specs first (`Leaf`: a shape and a dtype) so the same description can become abstract inputs
(`jax.ShapeDtypeStruct`, for tracing without compiling) or small concrete arrays (for calling the code for real).
"""

from __future__ import annotations

import collections.abc
import dataclasses
import inspect
import re
import typing
from dataclasses import dataclass
from typing import Any, Callable, Optional, Union

import jax
import jax.numpy as jnp
import numpy as np

from .uses import Use, parameter_uses


@dataclass(frozen=True)
class Candidate:
    """One guess for what an unannotated or loosely annotated argument holds."""
    shape: tuple[int, ...]             # of arrays whose annotation gives no shape
    dtype: Any = jnp.float32
    lists: str = "ints"                # a bare `list` in plain code: "ints" (configuration), "arrays", "pairs"
    rest_scalar: bool = False          # only the first array gets `shape`, later ones are scalars
    rest_dtype: Any = None             # ... of this dtype (default: `dtype`)
    callables: str = "module"          # a `Callable` parameter: "module" (a module function of its arity) or
                                       # "identity" (returns its first argument: `where=lambda tree: tree`)


# Tried in order until one reaches the flagged line without an unrelated error.
CANDIDATES: tuple[Candidate, ...] = (
    Candidate((8,)), Candidate((8,), callables="identity"), Candidate((8,), lists="pairs"), Candidate((8,), lists="arrays"), Candidate(()),
    Candidate((), jnp.int32), Candidate((8,), rest_scalar=True, rest_dtype=jnp.int32), Candidate((8, 8)),
    Candidate((8, 8), rest_scalar=True, rest_dtype=jnp.int32), Candidate((8,), rest_scalar=True),
    Candidate((8,), jnp.int32), Candidate((2, 8, 8)),
)
_NAMED_DIMENSION_SIZES = (4, 3, 5, 6, 7, 2)
_KEY_NAMES = frozenset({"key", "rng", "prng", "prng_key", "rng_key", "subkey", "rngs", "seed_key"})
_SEQUENCE_LENGTH = 3
_MAX_DEPTH = 4


class CannotBuild(Exception):
    """No input can be built for a parameter; the message names it."""


@dataclass(frozen=True)
class Leaf:
    shape: tuple[int, ...]
    dtype: Any
    weak: bool = False      # a Python scalar passed to jit: traced as a weakly typed 0-d array
    key: bool = False       # a PRNG key

    def abstract(self) -> Any:
        if self.key:
            return jax.random.PRNGKey(0)
        return jax.ShapeDtypeStruct(self.shape, self.dtype, weak_type=self.weak)

    def concrete(self) -> Any:
        if self.key:
            return jax.random.PRNGKey(0)
        dtype = np.dtype(self.dtype)
        fill = True if dtype == np.bool_ else 1 if np.issubdtype(dtype, np.integer) else 0.5
        if self.weak:
            # A Python scalar in plain code is mostly a count or a size: 3 loops a few times and indexes an array.
            return {np.dtype(np.float32): 0.5, np.dtype(np.int32): 3, np.dtype(np.bool_): True}.get(dtype, fill)
        return jnp.full(self.shape, fill, dtype=dtype)


def materialize(spec: Any, concrete: bool) -> Any:
    """Turn a spec tree (Leaf leaves, Python containers, built objects) into inputs."""
    def convert(node: Any) -> Any:
        if not isinstance(node, Leaf):
            return node
        return node.concrete() if concrete else node.abstract()

    return jax.tree_util.tree_map(convert, spec, is_leaf=lambda node: isinstance(node, Leaf))


@dataclass
class Arguments:
    """One way to call a function: positional specs, keyword specs and the names of the static ones."""
    positional: list[Any]
    keywords: dict[str, Any]
    static: set[str]
    passed_defaults: list[str]


class InputBuilder:
    def __init__(self, module: Any, candidate: Candidate, plain_code: bool = False) -> None:
        self.module = module
        self.candidate = candidate
        self.shape = candidate.shape
        self.arrays_built = 0
        # Which parts of the candidate the arguments used: a candidate differing only in unused parts is skipped.
        self.used: set[str] = set()
        # Arguments of plain Python code (not traced): an unannotated list there is configuration, not arrays.
        self.plain_code = plain_code
        self.dimensions: dict[str, int] = {}
        self.dict_keys = _subscript_keys(module)
        # How the function being called uses each parameter (jaxlint.confirm.uses), set by `arguments`.
        self.uses: dict[str, Use] = {}

    # --- one parameter ----------------------------------------------------------------------------------------
    def for_annotation(self, annotation: Any, name: str = "", depth: int = 0) -> Any:
        """A spec for a traced parameter with this annotation; raises CannotBuild."""
        if depth > _MAX_DEPTH:
            raise CannotBuild(f"`{name}`: annotation nests too deeply")
        if isinstance(annotation, str):
            annotation = self._resolve_string(annotation, name)
        if annotation is inspect.Parameter.empty or annotation is None or annotation is typing.Any:
            if depth == 0 and name in self.uses:
                return self.from_uses(self.uses[name], name)
            return self._array(name)
        jaxtyped = self._jaxtyping(annotation, name)
        if jaxtyped is not None:
            return jaxtyped
        if type(annotation).__name__ == "_MetaPyTree":
            # jaxtyping's `PyTree[T]`: one T is a pytree of T's; a bare `PyTree` is any pytree (an array will do).
            leaf = getattr(annotation, "leaftype", None)
            if leaf is None or leaf is typing.Any:
                return self._array(name)
            return self.for_annotation(leaf, name, depth + 1)
        if annotation is float:
            return Leaf((), jnp.float32, weak=True)
        if annotation is int:
            return Leaf((), jnp.int32, weak=True)
        if annotation is bool:
            return Leaf((), jnp.bool_, weak=True)
        if annotation is complex:
            return Leaf((), jnp.complex64, weak=True)
        if _is_array_type(annotation):
            return self._array(name)
        origin = typing.get_origin(annotation)
        arguments = [a for a in typing.get_args(annotation) if a is not type(None)]
        if origin is collections.abc.Callable or annotation in (collections.abc.Callable, typing.Callable):
            return self.callable_value(arguments, name)
        if origin is typing.Union or type(annotation).__name__ == "UnionType":
            for option in arguments:
                try:
                    return self.for_annotation(option, name, depth + 1)
                except CannotBuild:
                    continue
            raise CannotBuild(f"`{name}`: no buildable member in {annotation!r}")
        if origin in (tuple, typing.Tuple):
            if len(arguments) == 2 and arguments[1] is Ellipsis:
                return tuple(self.for_annotation(arguments[0], name, depth + 1) for _ in range(2))
            if not arguments:
                return tuple(self._array(name) for _ in range(2))
            return tuple(self.for_annotation(a, name, depth + 1) for a in arguments)
        if origin in (list, collections.abc.Sequence, collections.abc.Iterable, typing.List):
            item = arguments[0] if arguments else None
            return [self.for_annotation(item, name, depth + 1) for _ in range(_SEQUENCE_LENGTH)]
        if origin in (dict, collections.abc.Mapping, typing.Dict):
            value = arguments[1] if len(arguments) == 2 else None
            return {key: self.for_annotation(value, f"{name}[{key!r}]", depth + 1) for key in self._keys()}
        if annotation in (dict, typing.Dict, collections.abc.Mapping):
            keys = self.uses[name].keys if depth == 0 and name in self.uses and self.uses[name].keys else \
                self._keys()
            return {key: self._array(f"{name}[{key!r}]") for key in keys}
        if annotation in (list, tuple, collections.abc.Sequence) and self.plain_code:
            self.used.add("lists")
            kind = list if annotation is list else tuple
            if self.candidate.lists == "ints":
                return kind(range(2, 2 + _SEQUENCE_LENGTH))
            if self.candidate.lists == "pairs":
                return kind((self._array(name), self._array(name)) for _ in range(_SEQUENCE_LENGTH))
        if annotation in (list, tuple, collections.abc.Sequence):
            return (list if annotation is list else tuple)(self._array(name) for _ in range(_SEQUENCE_LENGTH))
        if isinstance(annotation, type):
            return self.instance(annotation, depth + 1)
        raise CannotBuild(f"`{name}`: cannot build a value for annotation {_show(annotation)}")

    def from_uses(self, use: Use, name: str) -> Any:
        """A spec for an unannotated parameter shaped by what the body does with it (an array when nothing
        says otherwise)."""
        kind = use.structure()
        if kind:
            self.used.add("uses")
        if kind == "callable":
            return self.callable_value([[None] * use.called], name)
        if kind == "dict":
            return {key: self._array(f"{name}[{key!r}]") for key in use.keys}
        if kind == "record":
            record = collections.namedtuple(f"{name}_record", use.fields, rename=True)  # type: ignore[misc]
            return record(*(self._array(f"{name}.{field}") for field in use.fields))
        if kind == "tuple":
            return tuple(self._array(f"{name}[{i}]") for i in range(max(use.unpacked, use.indexed)))
        if kind == "sequence":
            return [self._array(f"{name}[{i}]") for i in range(_SEQUENCE_LENGTH)]
        return self._array(name)

    def static_value(self, annotation: Any, name: str) -> Any:
        """A concrete Python value for a static parameter without default."""
        if isinstance(annotation, str):
            annotation = self._resolve_string(annotation, name)
        if annotation is inspect.Parameter.empty and name in self.uses and self.uses[name].called >= 0:
            # `fn` of `jax.vmap(fn)` or `fn(x)`: static because it is a function.
            self.used.add("uses")
            return self.callable_value([[None] * self.uses[name].called], name)
        if annotation is bool:
            return True
        if annotation is float:
            return 0.5
        if annotation is str:
            return "a"
        origin = typing.get_origin(annotation)
        if origin is collections.abc.Callable or annotation in (collections.abc.Callable, typing.Callable):
            return self.callable_value([a for a in typing.get_args(annotation)], name)
        if origin in (tuple, typing.Tuple) or annotation is tuple:
            self.used.add("shape")
            return self.shape or (8,)
        if origin is typing.Union:
            options = [a for a in typing.get_args(annotation) if a is not type(None)]
            return self.static_value(options[0], name) if options else None
        if annotation in (int, inspect.Parameter.empty) or annotation is None:
            # Sizes given to constructors and static shape arguments should agree with the arrays built.
            self.used.add("shape")
            return self.shape[0] if self.shape else 8
        if isinstance(annotation, type):
            return self.instance(annotation, 1)
        raise CannotBuild(f"`{name}`: no value for static parameter annotated {_show(annotation)}")

    def callable_value(self, arguments: list, name: str) -> Callable:
        """A function for a `Callable` parameter: one of the module's own functions taking that many arguments
        (`Callable[[X, Y], Z]`: two; bare `Callable`: one), else the identity of the first argument."""
        arity = len(arguments[0]) if arguments and isinstance(arguments[0], list) else 1
        self.used.add("callables")
        if self.candidate.callables == "identity":
            return _identity
        for candidate in vars(self.module).values():
            if not inspect.isfunction(candidate) or candidate.__module__ != getattr(self.module, "__name__", None) \
                    or candidate.__name__.startswith("_"):
                continue
            try:
                parameters = inspect.signature(candidate).parameters.values()
            except (TypeError, ValueError):
                continue
            required = [p for p in parameters if p.default is p.empty and p.kind in (p.POSITIONAL_ONLY,
                                                                                      p.POSITIONAL_OR_KEYWORD)]
            if len(required) == arity and len(required) == len(parameters):
                return candidate
        return _identity

    def instance(self, cls: type, depth: int) -> Any:
        """An object of a user class: NamedTuple/dataclass fields, else its __init__ parameters; for an abstract
        class, its first concrete subclass that can be built."""
        if depth > _MAX_DEPTH:
            raise CannotBuild(f"cannot build `{cls.__name__}`: too deeply nested")
        if inspect.isabstract(cls):
            for concrete in _concrete_subclasses(cls):
                try:
                    return self.instance(concrete, depth + 1)
                except CannotBuild:
                    continue
            raise CannotBuild(f"cannot build `{cls.__name__}`: abstract, and no concrete subclass could be built")
        if cls in (str, bytes):
            return "a"
        if cls.__name__ == "Rngs" and cls.__module__.startswith("flax"):
            return cls(0)  # flax.nnx.Rngs: streams seeded from one integer
        if issubclass(cls, tuple) and hasattr(cls, "_fields"):
            hints = _hints(cls, self.module)
            return cls(*(self.for_annotation(hints.get(f), f, depth + 1) for f in cls._fields))
        if dataclasses.is_dataclass(cls) and not _is_flax_module(cls):
            hints = _hints(cls, self.module)
            values = {f.name: self.for_annotation(hints.get(f.name, f.type), f.name, depth + 1)
                      for f in dataclasses.fields(cls) if f.init and f.default is dataclasses.MISSING
                      and f.default_factory is dataclasses.MISSING}  # type: ignore[misc]
            return self._construct(cls, (), values)
        try:
            # The __init__ itself: metaclasses (flax.nnx) hide it behind (*args, **kwargs) in signature(cls).
            parameters = list(inspect.signature(cls.__init__).parameters.values())[1:]
        except (TypeError, ValueError) as error:
            raise CannotBuild(f"cannot build `{cls.__name__}`: {error}") from None
        hints = _hints(cls.__init__, self.module)
        values = {}
        for parameter in parameters:
            if parameter.kind in (parameter.VAR_POSITIONAL, parameter.VAR_KEYWORD):
                continue
            if parameter.default is not parameter.empty:
                continue
            annotation = hints.get(parameter.name, parameter.annotation)
            values[parameter.name] = self.constructor_value(annotation, parameter.name, depth + 1)
        return self._construct(cls, (), values)

    def constructor_value(self, annotation: Any, name: str, depth: int) -> Any:
        """Constructor arguments are configuration: Python values and concrete arrays."""
        if isinstance(annotation, str):
            annotation = self._resolve_string(annotation, name)
        if annotation in (int, float, bool, str) or annotation is inspect.Parameter.empty:
            if annotation is inspect.Parameter.empty and name.lower() in _KEY_NAMES:
                return jax.random.PRNGKey(0)
            return self.static_value(annotation, name)
        return materialize(self.for_annotation(annotation, name, depth), concrete=True)

    def _construct(self, cls: type, args: tuple, values: dict[str, Any]) -> Any:
        concrete = {name: materialize(value, concrete=True) for name, value in values.items()}
        try:
            return cls(*args, **concrete)
        except Exception as error:  # noqa: BLE001 - user constructors fail in many ways; say which
            raise CannotBuild(f"cannot build `{cls.__name__}`: its constructor raised "
                              f"{type(error).__name__}: {error}") from None

    # --- arrays -----------------------------------------------------------------------------------------------
    def _array(self, name: str) -> Leaf:
        if name.lower() in _KEY_NAMES:
            return Leaf((2,), jnp.uint32, key=True)
        self.used.update(("shape", "dtype"))
        self.arrays_built += 1
        if self.candidate.rest_scalar:
            self.used.update(("rest_scalar", "rest_dtype"))
            if self.arrays_built > 1:
                return Leaf((), self.candidate.rest_dtype or self.candidate.dtype)
        return Leaf(self.shape, self.candidate.dtype)

    def _keys(self) -> list[str]:
        return self.dict_keys or ["w", "b"]

    def _jaxtyping(self, annotation: Any, name: str) -> Optional[Leaf]:
        dim_str = getattr(annotation, "dim_str", None)
        dtypes = getattr(annotation, "dtypes", None)
        if dim_str is None or dtypes is None:
            return None
        if "key" in dtypes or name.lower() in _KEY_NAMES:
            return Leaf((2,), jnp.uint32, key=True)
        shape: list[int] = []
        for token in dim_str.split():
            token = token.strip()
            if token in ("...", "") or token.startswith("*"):
                continue
            token = token.lstrip("#").split("=")[0]
            if token.isdigit():
                shape.append(int(token))
            elif token in ("_",):
                shape.append(_NAMED_DIMENSION_SIZES[0])
            else:
                if token not in self.dimensions:
                    self.dimensions[token] = _NAMED_DIMENSION_SIZES[len(self.dimensions) % len(
                        _NAMED_DIMENSION_SIZES)]
                shape.append(self.dimensions[token])
        for preferred in ("float32", "int32", "bool", "uint32", "complex64"):
            if preferred in dtypes:
                return Leaf(tuple(shape), getattr(jnp, "bool_" if preferred == "bool" else preferred))
        return Leaf(tuple(shape), jnp.dtype(dtypes[0]))

    def _resolve_string(self, text: str, name: str) -> Any:
        try:
            return eval(text, vars(self.module))  # noqa: S307 - the user's own annotation, in its own module
        except Exception:  # noqa: BLE001
            raise CannotBuild(f"`{name}`: cannot evaluate annotation {text!r}") from None

    # --- a whole call -----------------------------------------------------------------------------------------
    def arguments(self, function: Callable, static: set[str], skip_first: bool,
                  pass_defaults: Union[bool, frozenset] = False) -> Arguments:
        """`pass_defaults`: leave defaulted parameters alone (False), pass all that can be built (True), or only
        those named (a frozenset: `tree_at(where, tree, replace=...)` breaks when its sibling `replace_fn` is
        passed too)."""
        signature = inspect.signature(function)
        hints = _hints(function, self.module)
        self.uses = parameter_uses(function)
        parameters = list(signature.parameters.values())[1 if skip_first else 0:]
        positional: list[Any] = []
        keywords: dict[str, Any] = {}
        static_used: set[str] = set()
        passed_defaults: list[str] = []
        keyword_only_now = False
        for parameter in parameters:
            if parameter.kind in (parameter.VAR_POSITIONAL, parameter.VAR_KEYWORD):
                continue
            annotation = hints.get(parameter.name, parameter.annotation)
            has_default = parameter.default is not parameter.empty
            passing = pass_defaults is True or (isinstance(pass_defaults, frozenset) and
                                                parameter.name in pass_defaults)
            if annotation is parameter.empty and has_default and type(parameter.default) in (bool, int, float):
                # `causal=False`: a caller passing it passes a value of that type.
                annotation = type(parameter.default)
            if parameter.name in static:
                if has_default and passing and isinstance(parameter.default, bool):
                    # A static flag left at its default hides one branch: the caller may flip it.
                    value: Any = not parameter.default
                    passed_defaults.append(parameter.name)
                elif has_default:
                    keyword_only_now = True
                    continue
                else:
                    value = self.static_value(annotation, parameter.name)
                static_used.add(parameter.name)
            elif has_default and not passing:
                keyword_only_now = True
                continue
            elif has_default and (parameter.default is None or isinstance(parameter.default, (str, bytes))) and \
                    annotation is parameter.empty:
                keyword_only_now = True
                continue
            else:
                try:
                    value = self.for_annotation(annotation, parameter.name)
                except CannotBuild:
                    if has_default:
                        keyword_only_now = True
                        continue
                    raise
                if has_default:
                    passed_defaults.append(parameter.name)
            if parameter.kind == parameter.POSITIONAL_ONLY or (
                    parameter.kind == parameter.POSITIONAL_OR_KEYWORD and not keyword_only_now):
                positional.append((parameter.name, value))
            else:
                keywords[parameter.name] = value
        return Arguments(positional, keywords, static_used, passed_defaults)


def defaulted_parameters(function: Callable, skip_first: bool) -> list[str]:
    """The parameters a caller may leave out, in order."""
    try:
        parameters = list(inspect.signature(function).parameters.values())[1 if skip_first else 0:]
    except (TypeError, ValueError):
        return []
    return [p.name for p in parameters if p.default is not p.empty and p.kind not in (p.VAR_POSITIONAL,
                                                                                        p.VAR_KEYWORD)]


def _identity(*values: Any) -> Any:
    return values[0] if values else None


def _concrete_subclasses(cls: type, limit: int = 8) -> list[type]:
    """Concrete subclasses of an abstract class, those of its own package first."""
    found: list[type] = []
    pending = list(cls.__subclasses__())
    while pending and len(found) < 64:
        sub = pending.pop(0)
        pending.extend(sub.__subclasses__())
        if not inspect.isabstract(sub) and sub not in found:
            found.append(sub)
    package = cls.__module__.split(".")[0]
    found.sort(key=lambda sub: sub.__module__.split(".")[0] != package)
    return found[:limit]


def _is_array_type(annotation: Any) -> bool:
    if annotation in (jax.Array, np.ndarray, jnp.ndarray):
        return True
    name = getattr(annotation, "__name__", "") or getattr(annotation, "_name", "") or ""
    text = repr(annotation)
    return name in ("Array", "ArrayLike", "ndarray", "PRNGKeyArray") or "ArrayLike" in text or \
        text.startswith("jax.Array")


def _is_flax_module(cls: type) -> bool:
    return any(base.__module__.startswith("flax.linen") and base.__name__ == "Module" for base in cls.__mro__)


def _hints(obj: Any, module: Any) -> dict[str, Any]:
    try:
        return typing.get_type_hints(obj, globalns=vars(module), include_extras=False)
    except Exception:  # noqa: BLE001 - unresolvable forward references: fall back to the raw annotations
        return dict(getattr(obj, "__annotations__", {}) or {})


def _show(annotation: Any) -> str:
    return getattr(annotation, "__name__", None) or repr(annotation)


_SUBSCRIPT_KEY = re.compile(r"""\[\s*["']([A-Za-z_][A-Za-z0-9_]*)["']\s*\]""")


def _subscript_keys(module: Any) -> list[str]:
    """String keys the module's code subscripts with (`params["w"]`): what a `dict` parameter probably holds."""
    try:
        source = inspect.getsource(module)
    except (OSError, TypeError):
        return []
    keys: list[str] = []
    for key in _SUBSCRIPT_KEY.findall(source):
        if key not in keys:
            keys.append(key)
    return keys[:8]
