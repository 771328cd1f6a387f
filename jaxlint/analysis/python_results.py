"""Module-level functions whose result is a Python value whatever their arguments (`return x.shape[-1]`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable, NamedTuple, Optional

import libcst as cst

from .host_fallback import converted_names, deliberate_conversion
from .imports import ImportMap, dotted_name
from .records import MODELLED_LIBRARIES, FunctionInfo
from .values import (ALWAYS_TRACED_PREFIXES, COMPILED_RESULT, STATIC, Evaluator, FieldKinds, Value, join, merge,
                     replace)
from .walk import holds
from .wrappers import returns_arrays

if TYPE_CHECKING:
    from .module_index import ModuleIndex


class _Converted(NamedTuple):
    """Marks where a `try` body's deliberate host conversion succeeded: past it `names` are concrete and `calls`
    gave host values, up to the matching `_Unconverted` (the handlers run where the conversion raised)."""
    names: frozenset[str]
    calls: tuple[cst.Call, ...]


class _Unconverted(NamedTuple):
    names: frozenset[str]


def _straight_line(statements, found: list, loops: bool = False,
                   taken: Optional[Callable[[cst.BaseExpression], Optional[bool]]] = None,
                   ended: Optional[list] = None,
                   qualified_name: Optional[Callable[[cst.BaseExpression], Optional[str]]] = None) -> bool:
    """Collect the simple statements of a body made of simple statements and `if`s only (with `loops`, `for`
    loops too: the loop itself, which binds its target, then its body's statements; and `while` loops: the body's
    statements, then the test). An `if` that `taken` says is
    true in every call (`if isinstance(system, System):` of a record built from that class) is its body alone, and
    when that body returns, nothing after it runs (`ended` set). With `qualified_name`, a `try` whose handler
    names a tracer's conversion error (host_fallback.deliberate_conversion) is read too: its body, the conversion
    marked, then its `else`, then its handlers."""
    for statement in statements:
        if isinstance(statement, cst.Try) and qualified_name is not None:
            if not _deliberate_conversion(statement, found, loops, taken, qualified_name):
                return False
            continue
        if isinstance(statement, cst.SimpleStatementLine):
            found.extend(statement.body)
            if ended is not None and any(isinstance(small, (cst.Return, cst.Raise)) for small in statement.body):
                ended.append(statement)
                return True
        elif isinstance(statement, cst.FunctionDef) and not statement.decorators:
            found.append(statement)   # a local helper: it binds its name, and runs only where it is called
        elif loops and isinstance(statement, cst.For) and statement.orelse is None and not statement.asynchronous:
            found.append(statement)
            if not _straight_line(statement.body.body, found, loops, taken, qualified_name=qualified_name):
                return False
        elif loops and isinstance(statement, cst.While) and statement.orelse is None:
            # `while s < len(shells) and width + widths[s] <= target: width += widths[s]; s += 1`: its body binds
            # names as a `for` body does (read twice, merged), and its test binds nothing.
            if not _straight_line(statement.body.body, found, loops, taken, qualified_name=qualified_name):
                return False
            found.append(statement.test)
        elif isinstance(statement, cst.If) and taken is not None and taken(statement.test) is False:
            # decided false in every call: only its `else` runs
            orelse, else_ended = statement.orelse, []
            if isinstance(orelse, cst.If) and not _straight_line([orelse], found, loops, taken, else_ended,
                                                                 qualified_name):
                return False
            if isinstance(orelse, cst.Else) and not _straight_line(orelse.body.body, found, loops, taken,
                                                                   else_ended, qualified_name):
                return False
            if else_ended:
                if ended is not None:
                    ended.append(statement)
                return True
        elif isinstance(statement, cst.If) and taken is not None and taken(statement.test):
            body_ended: list = []
            if not _straight_line(statement.body.body, found, loops, taken, body_ended, qualified_name):
                return False
            if body_ended:
                if ended is not None:
                    ended.append(statement)
                return True
        elif isinstance(statement, cst.If):
            if not _straight_line(statement.body.body, found, loops, taken, qualified_name=qualified_name):
                return False
            orelse = statement.orelse
            if isinstance(orelse, cst.If) and not _straight_line([orelse], found, loops, taken,
                                                                 qualified_name=qualified_name):
                return False
            if isinstance(orelse, cst.Else) and not _straight_line(orelse.body.body, found, loops, taken,
                                                                   qualified_name=qualified_name):
                return False
            found.append(statement.test)
        else:
            return False
    return True


def _deliberate_conversion(node: cst.Try, found: list, loops: bool,
                           taken: Optional[Callable[[cst.BaseExpression], Optional[bool]]],
                           qualified_name: Callable[[cst.BaseExpression], Optional[str]]) -> bool:
    """Collect a `try: host = onp.array(x) ... except TracerArrayConversionError: ...` in text order, with the
    conversion's success marked; False for any other `try`, or clauses not straight-line."""
    conversion = deliberate_conversion(node, qualified_name)
    if conversion is None or not all(isinstance(clause.body, cst.IndentedBlock) for clause in (
            *node.handlers, *(part for part in (node.orelse, node.finalbody) if part is not None))):
        return False
    split, calls = conversion
    body = node.body.body  # type: ignore[attr-defined]
    names = converted_names(calls)

    def read(clause) -> bool:
        return _straight_line(clause, found, loops, taken, qualified_name=qualified_name)

    if not read(body[:split]):
        return False
    found.append(_Converted(names, tuple(calls)))
    if not read(body[split:]) or node.orelse is not None and not read(node.orelse.body.body):
        return False
    found.append(_Unconverted(names))
    if not all(read(handler.body.body) for handler in node.handlers):
        return False
    return node.finalbody is None or read(node.finalbody.body.body)


# Compiling wrappers that return their function's non-array results unchanged.
_PYTHON_RESULT_WRAPPERS = frozenset({"equinox.filter_jit"})
# Methods that put their arguments into the container they are called on.
_FILLING_METHODS = frozenset({"append", "extend", "insert", "add", "update", "setdefault", "appendleft"})

_SIMPLE_STATEMENTS = (cst.Assign, cst.AnnAssign, cst.AugAssign, cst.Expr, cst.Assert, cst.Return, cst.Raise,
                      cst.Pass)


class PythonResults:
    """Does calling the module-level function `name` give a Python value whatever its arguments are (tracers
    included): every `return` of its straight-line body is static with all parameters traced, as in
    `return len(match.group(0)) // 6` or `return x.shape[-1]`? Only undecorated functions without loops, `try`,
    `with`, nested classes or `yield` (a nested undecorated def is a closure of unknown result), and a name no other
    scope of the module defines. (Kept apart from
    ModuleFacts, which holds an evaluator holding this: no reference cycle.)"""

    def __init__(self, module: cst.Module, index: ModuleIndex, imports: ImportMap, fields: FieldKinds) -> None:
        self.module = module
        self.index = index
        self.imports = imports
        self.fields = fields
        self.known: dict[str, Optional[list[Value]]] = {}
        self.known_for: dict[tuple, Optional[list[Value]]] = {}
        # ModuleFacts' RecordLayouts, set once made: which classes `isinstance` tests name.
        self.record_layouts = None
        # ModuleFacts' ImportedPythonResults, set once made: what another file's function called in the body gives
        # (`shells, _ = _shells(...)` of a function-local import: Python rows whatever the arguments).
        self.imported_python = None
        self._key_tuples: Optional[dict[str, tuple[str, ...]]] = None

    def key_tuples(self) -> dict[str, tuple[str, ...]]:
        """Module-level names bound once, to a tuple or list display of strings (`_META_KEYS = ("p", "deg")`)."""
        if self._key_tuples is None:
            bound: dict[str, int] = {}
            found: dict[str, tuple[str, ...]] = {}
            for statement in self.module.body:
                for small in statement.body if isinstance(statement, cst.SimpleStatementLine) else ():
                    if not isinstance(small, (cst.Assign, cst.AnnAssign, cst.AugAssign)):
                        continue
                    targets = [t.target for t in small.targets] if isinstance(small, cst.Assign) else [small.target]
                    for target in targets:
                        if type(target) is cst.Name:
                            bound[target.value] = bound.get(target.value, 0) + 1
                            keys = _string_keys(small.value, {}) if small.value is not None else None
                            if keys is not None:
                                found[target.value] = keys
            self._key_tuples = {name: keys for name, keys in found.items() if bound[name] == 1}
        return self._key_tuples

    def __call__(self, name: str) -> bool:
        returned = self._returned(name)
        return returned is not None and not any(value.traced for value in returned)

    def method(self, name: str) -> bool:
        """Does calling method `name` on a static `self` (a jit's static_argnums=0 object) give a Python value
        whatever its other arguments are: every method of that name in the module's classes returns one with
        `self` static and its other parameters traced? Loops over `self`'s configuration are read (`for i, model
        in enumerate(self.profile_type_list): n += len(kwargs_list[i]["sigma"])`): counting is Python."""
        key = f"self.{name}"
        if key not in self.known:
            self.known[key] = None
            defs = [node for scope, by_name in self.index.defs_by_scope.items() if isinstance(scope, cst.ClassDef)
                    for node in by_name.get(name, ())]
            results: Optional[list[Value]] = [] if defs else None
            for node in defs:
                info = self.index.functions[node]
                first = info.positional[0] if info.positional else None
                returned = None if node.decorators or first != "self" else _return_values(
                    node, info, self, lambda parameter: STATIC if parameter == first else
                    Value(traced=True, source=parameter), loops=True)
                if returned is None or results is None:
                    results = None
                    break
                results.extend(returned)
            self.known[key] = results
        returned = self.known[key]
        return bool(returned) and not any(value.traced for value in returned)

    def definition(self, node: cst.FunctionDef) -> bool:
        """Does calling the def `node` (of any scope: a helper nested in the function that maps it) give a Python
        value whatever its arguments, every `return` of its straight-line body static with all parameters traced
        (`return onp.identity(arg.shape[0], dtype=arg.dtype)`: a NumPy array made from a leaf's metadata)?"""
        key = f"def {id(node)}"
        if key not in self.known:
            self.known[key] = None  # recursion stays unknown
            info = self.index.functions.get(node)
            self.known[key] = None if node.decorators or info is None else _return_values(
                node, info, self, lambda parameter: Value(traced=True, source=parameter))
        returned = self.known[key]
        return bool(returned) and not any(value.traced for value in returned)

    def tuple_items(self, name: str) -> Optional[tuple[Value, ...]]:
        """What each item of the tuple the function returns holds, when every `return` gives a tuple display of
        one length (`return jnp.var(means), means.size`: a tracer and a Python int); None otherwise."""
        returned = self._returned(name)
        if not returned or any(value.items is None for value in returned) or \
                len({len(value.items) for value in returned}) != 1:  # type: ignore[arg-type]
            return None
        return tuple(join([value.items[i] for value in returned])  # type: ignore[index]
                     if any(value.items[i].traced for value in returned) else STATIC  # type: ignore[index]
                     for i in range(len(returned[0].items)))  # type: ignore[arg-type]

    def returned_for(self, name: str, positional: list[Value], keywords: dict[str, Value]
                     ) -> Optional[list[Value]]:
        """The value of each `return` of the module-level function `name` called with these argument values (the
        others at their defaults, Python values), its `for` loops read: `device_batch = shape[axis] // ndevices`
        in a loop over the static `in_axes` is a Python int for a call passing Python `in_axes` and `ndevices`.
        None when the function is not one this reads, or the arguments do not bind."""
        defs = self.index.defs_by_scope[self.module].get(name, [])
        if len(defs) != 1 or "**" in keywords or any(
                name in by_name for scope, by_name in self.index.defs_by_scope.items() if scope is not self.module):
            return None
        # `eqx.filter_jit` hands back the non-array parts of its function's result as they are: Python values.
        if any(self.imports.qualified_name(decorator.decorator) not in _PYTHON_RESULT_WRAPPERS
               for decorator in defs[0].decorators):
            return None
        return self._returned_for_definition(name, defs[0], positional, keywords)

    def static_method_returned_for(self, name: str, positional: list[Value], keywords: dict[str, Value]
                                   ) -> Optional[list[Value]]:
        """The value of each `return` of the `@staticmethod` `name` called through `self` or `cls` with these
        argument values (`p, n = self._preprocess(momentum, n_events)` returning `momentum, int(n_events)`): it
        reads no `self`, so what it returns rests on the arguments alone. None unless it is the one definition of
        that name in the module's classes, and one the module-level reading reads."""
        defs = [node for scope, by_name in self.index.defs_by_scope.items() if isinstance(scope, cst.ClassDef)
                for node in by_name.get(name, ())]
        if len(defs) != 1 or "**" in keywords or [dotted_name(decorator.decorator)
                                                  for decorator in defs[0].decorators] != ["staticmethod"]:
            return None
        return self._returned_for_definition(f"staticmethod {name}", defs[0], positional, keywords)

    def _returned_for_definition(self, name: str, node: cst.FunctionDef, positional: list[Value],
                                 keywords: dict[str, Value]) -> Optional[list[Value]]:
        info = self.index.functions[node]
        if len(positional) > len(info.positional) or info.variadic or not set(keywords) <= set(info.all_params):
            return None
        bound = dict(zip(info.positional, positional))
        bound.update(keywords)
        key = (name, tuple(sorted(bound.items(), key=lambda item: item[0])))
        if key not in self.known_for:
            self.known_for[key] = None   # recursion stays unknown
            self.known_for[key] = _return_values(node, info, self, lambda parameter: bound.get(parameter, STATIC),
                                                 loops=True, decide_tracer_tests=True)
        return self.known_for[key]

    def _returned(self, name: str) -> Optional[list[Value]]:
        """The value of each `return` of the module-level function `name` with all its parameters traced, or None
        when the function is not one this reads (see the class)."""
        if name in self.known:
            return self.known[name]
        self.known[name] = None  # recursion (direct or mutual) stays unknown
        defs = self.index.defs_by_scope[self.module].get(name, [])
        result = None
        if len(defs) == 1 and not defs[0].decorators and not any(
                name in by_name for scope, by_name in self.index.defs_by_scope.items() if scope is not self.module):
            result = _return_values(defs[0], self.index.functions[defs[0]], self,
                                    lambda parameter: Value(traced=True, source=parameter))
        self.known[name] = result
        return result


def _string_keys(expression: cst.BaseExpression, key_tuples: dict[str, tuple[str, ...]]
                 ) -> Optional[tuple[str, ...]]:
    """The strings a tuple or list display of strings, or a module tuple of them, holds."""
    if type(expression) is cst.Name:
        return key_tuples.get(expression.value)
    if type(expression) in (cst.Tuple, cst.List) and all(
            type(element.value) is cst.SimpleString for element in expression.elements):  # type: ignore[union-attr]
        return tuple(element.value.evaluated_value for element in expression.elements)  # type: ignore[union-attr]
    return None


def _write_entries(known: dict[str, Value], written: dict[str, Value]) -> None:
    for key, value in written.items():
        known[key] = join([known[key], value]) if key in known else value


def _built_entries(expression: Optional[cst.BaseExpression], evaluator: Evaluator, imports: ImportMap,
                   key_tuples: dict[str, tuple[str, ...]]) -> Optional[dict[str, Value]]:
    """What each key of the dict `expression` builds surely holds: a display or a `dict(...)` call
    (`dict_entries`), `dict(zip(KEYS, values))` and `{k: f(k) for k in KEYS}` over a module tuple of strings."""
    if type(expression) is cst.Call and type(expression.func) is cst.Name and expression.func.value == "dict" and \
            len(expression.args) == 1 and not expression.args[0].keyword and not expression.args[0].star and \
            type(expression.args[0].value) is cst.Call and type(expression.args[0].value.func) is cst.Name and \
            expression.args[0].value.func.value == "zip" and len(expression.args[0].value.args) == 2 and \
            _string_keys(expression.args[0].value.args[0].value, key_tuples) is not None and \
            imports.qualified_name(expression.func) is None:
        keys = _string_keys(expression.args[0].value.args[0].value, key_tuples)  # type: ignore[assignment]
        values = evaluator.value(expression.args[0].value.args[1].value)
        if values.items is not None and len(values.items) >= len(keys):
            return dict(zip(keys, values.items))
        return {key: values for key in keys}
    if type(expression) is cst.DictComp and expression.for_in.inner_for_in is None and not expression.for_in.ifs and \
            type(expression.for_in.target) is cst.Name and type(expression.key) is cst.Name and \
            expression.key.value == expression.for_in.target.value:
        keys = _string_keys(expression.for_in.iter, key_tuples)
        if keys is not None:
            value = evaluator.value(expression.value)
            return {key: value for key in keys}
    written = dict_entries(expression, imports)
    return None if written is None else {key: evaluator.value(entry) for key, entry in written.items()}


def dict_entries(expression: Optional[cst.BaseExpression], imports: ImportMap
                 ) -> Optional[dict[str, cst.BaseExpression]]:
    """The string keys a dict display or a `dict(...)` call surely maps to the expressions written for them: a
    display's keys after its last `**` unpacking (an unpacked mapping may replace the ones before it), every
    keyword of a `dict(...)` call (its `**` arguments cannot repeat one). None for any other expression."""
    if type(expression) is cst.Dict:
        entries: dict[str, cst.BaseExpression] = {}
        for element in expression.elements:
            if type(element) is cst.StarredDictElement:
                entries = {}
            elif type(element) is cst.DictElement and type(element.key) is cst.SimpleString:
                entries[element.key.evaluated_value] = element.value
        return entries
    if type(expression) is cst.Call and type(expression.func) is cst.Name and expression.func.value == "dict" \
            and imports.qualified_name(expression.func) is None:
        return {arg.keyword.value: arg.value for arg in expression.args if arg.keyword is not None}
    return None


def _imported_names(statement) -> list[str]:
    """The names an `import` / `from ... import` statement binds (none for a star import, which is no Python 3
    function's)."""
    if isinstance(statement.names, cst.ImportStar):
        return []
    names = []
    for alias in statement.names:
        if alias.asname is not None and type(alias.asname.name) is cst.Name:
            names.append(alias.asname.name.value)
        else:
            head = alias.name
            while type(head) is cst.Attribute:
                head = head.value
            if type(head) is cst.Name:
                names.append(head.value)
    return names


def _holds_yield(expression: cst.CSTNode) -> bool:
    return holds([expression], lambda node: type(node) is cst.Yield)


def _calls_jax_array_function(statements: list, imports: ImportMap) -> bool:
    """Does any of `statements` call a jax.numpy/lax/random... function (the only source of a tracer in a body
    whose parameters are all static)?"""
    return holds(statements, lambda node: type(node) is cst.Call and (
        imports.qualified_name(node.func) or "").startswith(ALWAYS_TRACED_PREFIXES))


def _return_values(node: cst.FunctionDef, info: FunctionInfo, results: PythonResults,
                   parameter: Callable[[str], Value], needs_jax_call: bool = False, loops: bool = False,
                   free: Optional[dict[str, Value]] = None, decide_tracer_tests: bool = False
                   ) -> Optional[list[Value]]:
    """The value of each `return` of a straight-line body (with `loops`, `for` and `while` loops allowed), its
    parameters bound to `parameter(name)` and the free names in `free` to their values; None for a body of another
    form, and with `needs_jax_call` for a body that calls no jax array function and reads none of `free`. With
    `decide_tracer_tests` (the values a call passes, not "whatever the arguments"), `if isinstance(times, Tracer):
    return ...` on an argument that is a tracer in every trace is taken, and nothing after it runs there."""
    if not isinstance(node.body, cst.IndentedBlock):
        return None
    statements: list = []
    parameters = {name: parameter(name) for name in info.all_params}
    taken: Optional[Callable[[cst.BaseExpression], Optional[bool]]] = None
    records = any(value.record_class is not None for value in parameters.values())
    # A None passed (`_resolve_screen(None, n)`): `if screen == "auto":` and `if screen is None:` are decided.
    given_none = decide_tracer_tests and any(value.none for value in parameters.values())

    def decided(test: cst.BaseExpression) -> Optional[bool]:
        if records and deciding.record_isinstance(test):
            return True
        if given_none:
            known = deciding.none_test(test)
            if known is not None:
                return known
        return True if decide_tracer_tests and deciding.proves_concrete(test) is False and \
            deciding.isinstance_in_trace(test) is True else None

    if records or given_none or decide_tracer_tests and any(value.traced for value in parameters.values()):
        deciding = Evaluator(results.imports, lambda n: parameters.get(n.value), fields=results.fields,
                             record_layout=results.record_layouts)
        taken = decided
    if not _straight_line(node.body.body, statements, loops, taken, [] if taken is not None else None,
                          results.imports.qualified_name) or not all(
            isinstance(s, (*_SIMPLE_STATEMENTS, cst.BaseExpression, cst.For, cst.Continue, cst.Break, cst.FunctionDef,
                           cst.Import, cst.ImportFrom, _Converted, _Unconverted)) for s in statements):
        return None
    converted = {call for s in statements if isinstance(s, _Converted) for call in s.calls}
    nodes = [s for s in statements if isinstance(s, cst.CSTNode)]
    if any(isinstance(s, (cst.Expr, cst.Assign, cst.AugAssign, cst.AnnAssign, cst.Return)) and s.value is not None
           and _holds_yield(s.value) for s in statements):
        return None
    free = free or {}
    if needs_jax_call and not _calls_jax_array_function(nodes, results.imports) and not (
            free and holds(nodes, lambda n: type(n) is cst.Name and n.value in free)):
        return None
    env: dict[str, Value] = {**free, **{name: parameter(name) for name in info.all_params}}
    returns: list[Value] = []
    module_containers = results.index.containers_by_scope.get(results.module, set()) | \
        results.index.annotated_containers_by_scope.get(results.module, set())
    # Bindings merged in text order, twice: an `if` may bind a name that a later statement reads.
    key_tuples = results.key_tuples()
    for _ in range(2):
        # Dicts the body builds entry by entry (`s = dict(zip(KEYS, meta))`, `s["w"] = w`, `s.update(...)`): what
        # each key surely holds; None once something may have replaced entries it does not name.
        entries: dict[str, Optional[dict[str, Value]]] = {}
        # The record layouts: a dataclass the body builds (`return Setup(n=sizes.n, w=profiles["w"])`) is known
        # field by field, each field what it was given.
        evaluator = Evaluator(results.imports, lambda n: env.get(n.value), fields=results.fields,
                              python_result=results, concrete_calls=set(converted),
                              record_layout=results.record_layouts, imported_python=results.imported_python)
        evaluator.outer_container = lambda n: n.value not in env and n.value in module_containers
        returns = []
        before_conversion: list[dict[str, Optional[Value]]] = []
        for statement in statements:
            if isinstance(statement, _Converted):
                # The conversion succeeded: what it was handed is concrete until the handlers, which run where it
                # raised.
                before_conversion.append({name: env.get(name) for name in statement.names})
                env.update((name, STATIC) for name in statement.names)
            elif isinstance(statement, _Unconverted):
                for name, held in before_conversion.pop().items():
                    if held is None:
                        env.pop(name, None)
                    else:
                        env[name] = held
            elif isinstance(statement, cst.Return):
                returned = evaluator.value(statement.value) if statement.value else STATIC
                known = _built_entries(statement.value, evaluator, results.imports, key_tuples) \
                    if returned.traced else None
                if known is None and returned.traced and type(statement.value) is cst.Name:
                    known = entries.get(statement.value.value)
                if known is not None:
                    # `return dict(p=p, deg=deg, w=arrs["w"])` rebuilt from a static `meta` and traced arrays: the
                    # entries given Python values stay Python values whatever the others hold.
                    returned = replace(returned, concrete_fields=frozenset(
                        key for key, entry in known.items() if not entry.traced))
                returns.append(returned)
            elif isinstance(statement, cst.Assign) and len(statement.targets) == 1 and \
                    type(statement.targets[0].target) is cst.Subscript and \
                    type(statement.targets[0].target.value) is cst.Name:
                # `s["ops"] = ops`: that entry now holds the value; any other key may be any entry.
                name, index = statement.targets[0].target.value.value, statement.targets[0].target.slice
                key = index[0].slice.value if len(index) == 1 and type(index[0].slice) is cst.Index else None
                if entries.get(name) is not None:
                    if type(key) is cst.SimpleString:
                        # Joined with what the key held: the body's `if` branches are read one after the other.
                        _write_entries(entries[name], {key.evaluated_value: evaluator.value(statement.value)})
                    else:
                        entries[name] = None
            elif isinstance(statement, (cst.Assign, cst.AnnAssign)) and statement.value is not None:
                value = evaluator.value(statement.value)
                if isinstance(statement, cst.Assign) and len(statement.targets) == 1 and \
                        type(statement.targets[0].target) is cst.Name:
                    entries[statement.targets[0].target.value] = _built_entries(
                        statement.value, evaluator, results.imports, key_tuples)
                scope: dict[str, Value] = {}
                targets = [t.target for t in statement.targets] if isinstance(statement, cst.Assign) else \
                    [statement.target]
                for target in targets:
                    evaluator.bind_target(target, value, scope)
                for bound_name, bound in scope.items():
                    env[bound_name] = merge(env.get(bound_name), bound)
                    if not (isinstance(statement, cst.Assign) and len(statement.targets) == 1 and
                            type(statement.targets[0].target) is cst.Name):
                        entries.pop(bound_name, None)
            elif isinstance(statement, (cst.Import, cst.ImportFrom)):
                # A name imported in the body (a constant, a jax function) is nothing the module's imports say:
                # what it gives is unknown.
                for name in _imported_names(statement):
                    env[name] = Value(traced=True, opaque=True, source=name)
            elif isinstance(statement, cst.FunctionDef):
                # A closure may hold the parameters' tracers: what calling or returning it gives is unknown.
                env[statement.name.value] = Value(traced=True, opaque=True, source=statement.name.value)
            elif isinstance(statement, cst.For):
                # Each item of the iterable, bound to the loop target (merged over the body's two passes).
                scope = {}
                evaluator.bind_target(statement.target, evaluator.iteration_value(
                    statement.iter, evaluator.value(statement.iter)), scope)
                for bound_name, bound in scope.items():
                    env[bound_name] = merge(env.get(bound_name), bound)
            elif isinstance(statement, cst.AugAssign) and isinstance(statement.target, cst.Name):
                name = statement.target.value
                env[name] = merge(env.get(name), join([env.get(name, STATIC), evaluator.value(statement.value)]))
            elif isinstance(statement, cst.Expr) and type(statement.value) is cst.Call and \
                    type(statement.value.func) is cst.Attribute and type(statement.value.func.value) is cst.Name \
                    and statement.value.func.attr.value in _FILLING_METHODS:
                # `shapes.append(leaf.shape)`: the list holds what is put in it.
                name = statement.value.func.value.value
                if entries.get(name) is not None:
                    added = _built_entries(statement.value.args[0].value, evaluator, results.imports, key_tuples) \
                        if statement.value.func.attr.value == "update" and len(statement.value.args) == 1 else None
                    if added is None:
                        entries[name] = None
                    else:
                        _write_entries(entries[name], added)  # type: ignore[arg-type]
                filled = join([env.get(name, STATIC), *(evaluator.value(arg.value) for arg in statement.value.args)])
                env[name] = merge(env.get(name), replace(filled, sequence=True, items=None))
    return returns


class ArrayResults:
    """Does calling the module-level function `name` from traced code give a tracer whatever its arguments, Python
    values included: every `return` of its straight-line body is a jax array computed with jnp/lax even from static
    parameters (`return jnp.arange(length) < n_valid`, `return jnp.minimum(x.shape[0], requested)`)? Under
    omnistaging such a result is staged into the trace, so it is no count or mask known at trace time. Answers the
    value (`mask` kept) or None. The same forms of function as PythonResults."""

    def __init__(self, python_results: PythonResults,
                 module_arrays: Optional[Callable[[], frozenset[str]]] = None) -> None:
        self.python_results = python_results
        self.known: dict[str, Optional[Value]] = {}
        # The module-level names bound to jax arrays: concrete, but every jnp operation on them in traced code is
        # staged (`(FREQUENCIES >= low) & (FREQUENCIES < high)` gives a traced mask from Python bounds).
        self.module_arrays = module_arrays
        self._arrays: Optional[frozenset[str]] = None

    def __call__(self, name: str) -> Optional[Value]:
        if name in self.known:
            return self.known[name]
        self.known[name] = None
        module, index = self.python_results.module, self.python_results.index
        defs = index.defs_by_scope[module].get(name, [])
        aliased = index.jit_aliases.get(name)
        if aliased is not None and aliased[2] is module and not defs and returns_arrays(
                self.python_results.imports.qualified_name(aliased[0].func)):
            # `train_step = jax.jit(_train_step)` at module level: a compiled function's outputs are arrays.
            self.known[name] = COMPILED_RESULT
            return COMPILED_RESULT
        if len(defs) != 1 or defs[0].decorators or any(
                name in by_name for scope, by_name in index.defs_by_scope.items() if scope is not module):
            return None
        if self._arrays is None:
            self._arrays = self.module_arrays() if self.module_arrays is not None else frozenset()
        info = index.functions[defs[0]]
        captured = {name: Value(traced=True, source=name, opaque=True, captured=True) for name in self._arrays
                    if name not in info.all_params}
        returns = _return_values(defs[0], info, self.python_results, lambda _: STATIC, needs_jax_call=True,
                                 free=captured)
        # An opaque tracer may be a pytree or a Python value (`any(tree_leaves(tree_map(jnp.isrealobj, t)))`); a
        # tuple may hold Python ints beside its arrays (`return jnp.var(means), means.size`).
        if returns and all(value.traced and not value.opaque and not value.sequence for value in returns):
            result = Value(traced=True, mask=all(value.mask for value in returns))
            self.known[name] = result
        elif returns and all(value.traced and value.array_leaves and not value.filtered for value in returns):
            # `return jax.tree.map(lambda a, b: jnp.abs(b - a), old, new)`: a pytree whose leaves are arrays.
            self.known[name] = Value(traced=True, opaque=True, array_leaves=True)
        return self.known[name]


class ProjectArrays:
    """`array_result` of the evaluator: the value a call of `func` gives in traced code when it is a project
    function (of this module, or imported from another file) that returns a jax array whatever its arguments; None
    otherwise. (Holds no ModuleFacts: the evaluators ModuleFacts holds hold this.)"""

    def __init__(self, imports: ImportMap, local: ArrayResults,
                 imported: Optional[Callable[[int, str], Optional[bool]]],
                 imported_rows: Optional[Callable[[int, str], Optional[tuple[Optional[bool], ...]]]] = None) -> None:
        self.imports = imports
        self.local = local
        self.imported = imported
        self.imported_rows = imported_rows
        self.known: dict[tuple[int, str], Optional[Value]] = {}
        self.known_rows: dict[tuple[int, str], Optional[Value]] = {}

    def rows(self, func: cst.BaseExpression) -> Optional[Value]:
        """What a call of `func` gives in traced code when it is a function of another project file every return
        of which is a list comprehension of tuple displays with items known to be jax arrays (project.py
        `imported_array_rows`): a Python list whose rows keep those items arrays, the others what an unknown
        function's result holds; None otherwise."""
        dotted = dotted_name(func)
        key = self.imports.project_target(dotted, MODELLED_LIBRARIES) if dotted is not None else None
        if key is None or self.imported_rows is None:
            return None
        if key not in self.known_rows:
            kinds = self.imported_rows(*key)
            unknown = Value(traced=True, opaque=True)
            row = None if kinds is None else Value(traced=True, sequence=True, items=tuple(
                unknown if kind is None else Value(traced=True, mask=kind) for kind in kinds))
            self.known_rows[key] = None if row is None else Value(traced=True, sequence=True, element=row)
        return self.known_rows[key]

    def __call__(self, func: cst.BaseExpression) -> Optional[Value]:
        dotted = dotted_name(func)
        if dotted is None:
            return None
        key = self.imports.project_target(dotted, MODELLED_LIBRARIES)
        if key is None:
            local = "." not in dotted and dotted not in self.imports.aliases
            return self.local(dotted) if local else None
        if self.imported is None:
            return None
        if key not in self.known:
            mask = self.imported(*key)
            self.known[key] = None if mask is None else Value(traced=True, mask=mask)
        return self.known[key]
