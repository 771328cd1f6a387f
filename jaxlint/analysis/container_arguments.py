"""Parameters of a transformed function that every call hands a Python container (or None).

`vm = jax.vmap(per_sample, in_axes=(0, 0 if extras else None))`, then `vm(x, extras or None)` and, unbatched,
`per_sample(x, None)`: JAX rebuilds each pytree argument with the structure it was given, so inside the trace
`extras` is the dict (of batch tracers) or the None the caller passed. Its truth, `len()`, `in` and keys are
Python's, decided at trace time; only its entries are arrays. The same holds under `jax.jit`, `jax.grad` and the
other transforms that call the function on the call's own arguments.

The question, for one def nested in a function (or a private function of the module): does every use of its name
call it, directly or through such a transform (applied where it is made, `jax.vmap(f)(xs, {})`, or bound to a local
only called), and does each call pass, for a parameter, something that is a container in every run: a dict, list,
tuple or set display or comprehension, `dict(...)`, None, `x or {}` and `x if x else {}` (the caller took the truth
of `x` already, so `x` is no array of several elements), `a or None` of such values, a local bound only to such
values, or what a method or function of the file returns in that place on every `return` (`static, batched =
self._split(extras)` with `return {k: ...}, {k: ...}`)?

Read from the whole file's `ast`: the callers are untraced code the region planner need not keep.
"""

from __future__ import annotations

import ast
from typing import Callable, Optional

from .ast_nodes import all_import_tables, ast_walk, child_fields, dotted, qualified_name, self_attribute
from .tables import SAME_ARGUMENTS

# Transforms whose result, called, runs the function on the call's own arguments, with each pytree rebuilt as given.
_PASSING_TRANSFORMS = SAME_ARGUMENTS | {
    "jax.jit", "jax.pmap", "jax.vmap", "jax.checkpoint", "jax.remat", "jax.make_jaxpr", "jax.shard_map",
    "jax.experimental.shard_map.shard_map", "equinox.filter_jit", "equinox.filter_vmap", "equinox.filter_pmap",
    "flax.nnx.jit", "flax.nnx.vmap", "flax.nnx.remat"}
_DISPLAYS = (ast.Dict, ast.DictComp, ast.List, ast.ListComp, ast.Tuple, ast.Set, ast.SetComp)
_CONTAINER_BUILDERS = frozenset({"dict", "list", "tuple", "set", "frozenset"})
_SCOPE_TYPES = frozenset({ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.ClassDef})
# How many names, returns and calls one question may follow before it answers no.
_MAX_DEPTH = 6


# Does every `return` of the function a dotted name of the file imports from another project file give a container
# (item `index` of its tuple)? (ProjectFacts.imported_container_returns, asked by its local dotted name.)
Imported = Callable[[str, Optional[int]], bool]


def function_returns_container(tree: ast.Module, name: str, index: Optional[int]) -> bool:
    """Does every `return` of the module-level function `name` give a Python container or None (item `index` of
    the tuple it returns)? Its own file's functions are followed; other files' are not."""
    definitions = [node for node in tree.body if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and
                   node.name == name]
    return len(definitions) == 1 and _Reader(tree).returns_of(definitions[0], index, 0)


def container_parameters(tree: Optional[ast.Module], outer: Optional[tuple[Optional[str], str]], name: str,
                         parameters: list[str], owner: Optional[str] = None,
                         imported: Optional[Imported] = None) -> frozenset[str]:
    """Of `parameters` (the def's positional parameters as a call fills them, then its keyword-only ones), those
    every call of the def `name` passes a Python container or None. `outer` names the function the def is nested
    in (its class or None, its name); None for a private function of the module, or, with `owner`, for a private
    method of that class run as `self.name`. Empty when a use of the name is no such call (handed on, returned,
    stored) or nothing calls it."""
    if tree is None or (outer is None and not name.startswith("_")):
        return frozenset()
    reader = _reader_of(tree, imported)
    found: Optional[set[str]] = None
    places = reader.methods(owner, name) if owner is not None else reader.definitions(outer, name)
    for region, definition in places:
        here = reader.parameters_given_containers(region, definition, parameters)
        found = here if found is None else found & here
    return frozenset(found or ())


# The reader of the most recent tree asked about (its index is one walk of the whole file).
_RECENT: list = []


def _reader_of(tree: ast.Module, imported: Optional[Imported]) -> "_Reader":
    if _RECENT and _RECENT[0][0] is tree and _RECENT[0][1] == imported:   # (a bound method is made anew)
        return _RECENT[0][2]
    reader = _Reader(tree, imported)
    _RECENT[:] = [(tree, imported, reader)]
    return reader


class _Reader:
    def __init__(self, tree: ast.Module, imported: Optional[Imported] = None) -> None:
        self.tree = tree
        self.imported = imported
        self._index: Optional[_FileIndex] = None
        self._aliases: Optional[dict[str, str]] = None
        self._binding_tables: dict[int, dict[str, list[tuple[Optional[ast.expr], Optional[int]]]]] = {}
        self._own_lists: dict[int, list[ast.AST]] = {}
        self._name_tables: dict[int, dict[str, list[ast.Name]]] = {}

    @property
    def index(self) -> "_FileIndex":
        """The whole file's parent table and its defs, classes and attributes by name (one walk, when a question
        first needs them: a function's returns alone do not)."""
        if self._index is None:
            self._index = _FileIndex(self.tree)
        return self._index

    @property
    def parents(self) -> dict[int, ast.AST]:
        return self.index.parents

    @property
    def aliases(self) -> dict[str, str]:
        if self._aliases is None:
            self._aliases = all_import_tables(self.tree)[0]
        return self._aliases

    def _own(self, scope: ast.AST) -> list[ast.AST]:
        found = self._own_lists.get(id(scope))
        if found is None:
            found = self._own_lists[id(scope)] = _own_nodes(scope)
        return found

    # --- where the def is, and who calls it ------------------------------------------------------------------
    def definitions(self, outer: Optional[tuple[Optional[str], str]], name: str) -> list[tuple[ast.AST, ast.AST]]:
        """(the scope holding the def, the def) for each def of that name the key names."""
        if outer is None:
            return [(self.tree, node) for node in self.tree.body
                    if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.name == name]
        found = []
        for function in self.index.functions.get(outer[1], ()):
            if self._class_name(function) == outer[0]:
                found.extend((function, node) for node in self._own(function)
                             if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.name == name)
        return found

    def _bindings_of(self, scope: ast.AST) -> dict[str, list[tuple[Optional[ast.expr], Optional[int]]]]:
        found = self._binding_tables.get(id(scope))
        if found is None:
            found = self._binding_tables[id(scope)] = _bindings(scope, self._own(scope))
        return found

    def methods(self, owner: str, name: str) -> list[tuple[ast.AST, ast.AST]]:
        """(the class, the method) for each class named `owner` defining `name`."""
        return [(node, method) for node in self.index.classes.get(owner, ())
                for method in node.body if isinstance(method, (ast.FunctionDef, ast.AsyncFunctionDef)) and
                method.name == name]

    def _class_name(self, function: ast.AST) -> Optional[str]:
        parent = self.parents.get(id(function))
        return parent.name if isinstance(parent, ast.ClassDef) else None

    def _calls(self, region: ast.AST, definition: ast.AST, name: str) -> Optional[list[ast.Call]]:
        """Every call running the def: `name(...)`, and the calls of what a passing transform of it gives."""
        calls: list[ast.Call] = []
        if isinstance(region, ast.ClassDef):
            uses: Optional[list] = self._self_attributes(region, name)
            if uses is not None and any(not isinstance(use.ctx, ast.Load) for use in uses):
                return None
        else:
            uses = self._uses(region, name)
            if uses is not None and len(self._bindings_of(region).get(name, ())) != 1:
                return None   # rebound: another function under the name
        if uses is None:
            return None
        for node in uses:
            reached = self._calls_of_value(node, 0)
            if reached is None:
                return None
            calls.extend(reached)
        return calls or None

    def _calls_of_value(self, expression: ast.expr, depth: int) -> Optional[list[ast.Call]]:
        """The calls that run the function `expression` evaluates to; None when it goes anywhere else."""
        if depth > _MAX_DEPTH:
            return None
        parent = self.parents.get(id(expression))
        if isinstance(parent, ast.Call) and parent.func is expression:
            return [parent]
        if isinstance(parent, ast.Call) and parent.args and parent.args[0] is expression and \
                qualified_name(parent.func, self.aliases) in _PASSING_TRANSFORMS:
            return self._calls_of_value(parent, depth + 1)
        if isinstance(parent, ast.Assign) and len(parent.targets) == 1 and isinstance(parent.targets[0], ast.Name):
            return self._calls_of_local(parent, parent.targets[0].id, depth)
        if isinstance(parent, ast.Assign) and len(parent.targets) == 1 and \
                self_attribute(parent.targets[0]) is not None:
            # `self._step = jax.jit(self._impl)` in a method: every `self._step` of the class calls it.
            owner = self._owner_class(parent)
            uses = self._self_attributes(owner, self_attribute(parent.targets[0])) if owner is not None else None
            if uses is None:
                return None
            calls = []
            for use in uses:
                if use is parent.targets[0]:
                    continue
                reached = self._calls_of_value(use, depth + 1)
                if reached is None:
                    return None
                calls.extend(reached)
            return calls
        return None

    def _owner_class(self, node: ast.AST) -> Optional[ast.ClassDef]:
        current = self.parents.get(id(node))
        while current is not None and not isinstance(current, ast.ClassDef):
            current = self.parents.get(id(current))
        return current

    def _self_attributes(self, owner: ast.ClassDef, attribute: str) -> Optional[list[ast.Attribute]]:
        """Every `self.attribute` of the class (its one assignment included), when the attribute is private and
        the file names it nowhere else; None otherwise."""
        if not attribute.startswith("_"):
            return None
        found = []
        for node in self.index.attributes.get(attribute, ()):
            if self_attribute(node) is None or self._owner_class(node) is not owner:
                return None
            if not isinstance(node.ctx, ast.Load) and not (
                    isinstance(self.parents.get(id(node)), ast.Assign) and
                    len(self.parents[id(node)].targets) == 1):  # type: ignore[attr-defined]
                return None
            found.append(node)
        if sum(1 for node in found if not isinstance(node.ctx, ast.Load)) > 1:
            return None
        return found

    def _calls_of_local(self, assign: ast.Assign, alias: str, depth: int) -> Optional[list[ast.Call]]:
        """`vm = jax.vmap(f, ...)` in a function: every use of `vm` there calls it, and it is bound once."""
        scope = self._scope_of(assign)
        if not isinstance(scope, (ast.FunctionDef, ast.AsyncFunctionDef)) and not (
                isinstance(scope, ast.Module) and alias.startswith("_")):
            return None   # a public module name: other files may call it
        calls = []
        uses = self._uses(scope, alias)
        if uses is None or len(self._bindings_of(scope).get(alias, ())) != 1:
            return None
        for node in uses:
            reached = self._calls_of_value(node, depth + 1)
            if reached is None:
                return None
            calls.extend(reached)
        return calls

    def _scope_of(self, node: ast.AST) -> ast.AST:
        current = self.parents.get(id(node))
        while current is not None and not isinstance(current, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Module,
                                                               ast.Lambda, ast.ClassDef)):
            current = self.parents.get(id(current))
        return current if current is not None else self.tree

    def _uses(self, scope: ast.AST, name: str) -> Optional[list[ast.Name]]:
        """The reads of the scope's binding of `name`, in its own code and in the functions nested in it that do not
        bind the name themselves; None when one of them assigns it (`nonlocal`)."""
        found: list[ast.Name] = []
        for node in self._own(scope):
            if isinstance(node, ast.Name) and node.id == name and isinstance(node.ctx, ast.Load):
                found.append(node)
            elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
                for default in [*node.args.defaults, *(d for d in node.args.kw_defaults if d is not None)]:
                    found.extend(n for n in ast_walk(default) if isinstance(n, ast.Name) and n.id == name)
                if isinstance(node, ast.Lambda):
                    if name not in {a.arg for a in [*node.args.posonlyargs, *node.args.args, *node.args.kwonlyargs]}:
                        found.extend(n for n in ast_walk(node.body) if isinstance(n, ast.Name) and n.id == name)
                    continue
                for decorator in node.decorator_list:
                    found.extend(n for n in ast_walk(decorator) if isinstance(n, ast.Name) and n.id == name)
                bound = self._bindings_of(node).get(name)
                if bound is None:
                    inner = self._uses(node, name)
                    if inner is None:
                        return None
                    found.extend(inner)
                elif any(isinstance(n, ast.Nonlocal) and name in n.names for n in self._own(node)):
                    return None
            elif isinstance(node, ast.ClassDef):
                found.extend(self._names_under(node).get(name, ()))
        return found

    def _names_under(self, node: ast.AST) -> dict[str, list[ast.Name]]:
        """Every `ast.Name` under the node (itself included), by name, in `ast.walk`'s order."""
        found = self._name_tables.get(id(node))
        if found is None:
            found = self._name_tables[id(node)] = {}
            nodes = [node]
            for child in nodes:   # grown while read: breadth first
                if type(child) is ast.Name:
                    found.setdefault(child.id, []).append(child)   # type: ignore[attr-defined]
                else:
                    _add_children_in_order(child, nodes)
        return found

    # --- what each call passes --------------------------------------------------------------------------------
    def parameters_given_containers(self, region: ast.AST, definition: ast.AST, parameters: list[str]) -> set[str]:
        assert isinstance(definition, (ast.FunctionDef, ast.AsyncFunctionDef))
        calls = self._calls(region, definition, definition.name)
        if not calls:
            return set()
        defaults = _defaults(definition)
        found = set(parameters)
        for call in calls:
            scope = self._scope_of(call)
            positional = self._positional(call, scope)
            if positional is None:
                return set()
            keywords = {keyword.arg: keyword.value for keyword in call.keywords if keyword.arg is not None}
            if any(keyword.arg is None for keyword in call.keywords):
                return set()   # `**options`: which parameters it fills is unknown
            for index, parameter in enumerate(parameters):
                argument = positional[index] if index < len(positional) else keywords.get(parameter)
                if argument is None:
                    given = defaults.get(parameter)
                    holds = given is not None and self._holds_container(given, definition, 0)
                else:
                    holds = self._holds_container(argument, scope, 0)
                if not holds:
                    found.discard(parameter)
        return found

    def _positional(self, call: ast.Call, scope: ast.AST) -> Optional[list[ast.expr]]:
        """The call's positional arguments, `*args` of a local bound once to a tuple display spelled out."""
        found: list[ast.expr] = []
        for argument in call.args:
            if not isinstance(argument, ast.Starred):
                found.append(argument)
                continue
            bound = self._bindings_of(scope).get(argument.value.id) if isinstance(argument.value, ast.Name) else None
            if bound is None or len(bound) != 1 or bound[0][1] is not None or \
                    not isinstance(bound[0][0], (ast.Tuple, ast.List)) or \
                    any(isinstance(element, ast.Starred) for element in bound[0][0].elts):
                return None
            found.extend(bound[0][0].elts)
        return found

    def _holds_container(self, expression: ast.expr, scope: ast.AST, depth: int) -> bool:
        if depth > _MAX_DEPTH:
            return False
        if isinstance(expression, _DISPLAYS) or _builds_container(expression):
            return True
        if isinstance(expression, ast.Constant):
            return expression.value is None
        if isinstance(expression, ast.BoolOp):
            if isinstance(expression.op, ast.Or) and _is_display(expression.values[-1]):
                return True   # `extras or {}`: the truth of `extras` was taken already
            return all(self._holds_container(value, scope, depth + 1) for value in expression.values)
        if isinstance(expression, ast.IfExp):
            sides = (expression.body, expression.orelse)
            if any(_is_display(side) for side in sides) and any(ast.dump(side) == ast.dump(expression.test)
                                                                for side in sides):
                return True   # `extras if extras else {}`
            return all(self._holds_container(side, scope, depth + 1) for side in sides)
        if isinstance(expression, ast.Name):
            bound = self._bindings_of(scope).get(expression.id)
            return bool(bound) and all(self._bound_container(value, index, scope, depth + 1)
                                       for value, index in bound)
        if isinstance(expression, ast.Call):
            return self._returns_container(expression, None, scope, depth + 1)
        return False

    def _bound_container(self, value: Optional[ast.expr], index: Optional[int], scope: ast.AST, depth: int) -> bool:
        if value is None:
            return False
        if index is None:
            return self._holds_container(value, scope, depth)
        if isinstance(value, (ast.Tuple, ast.List)):
            return index < len(value.elts) and self._holds_container(value.elts[index], scope, depth)
        return isinstance(value, ast.Call) and self._returns_container(value, index, scope, depth)

    def _returns_container(self, call: ast.Call, index: Optional[int], scope: ast.AST, depth: int) -> bool:
        """Does every `return` of the file's function `call` runs give a container (item `index` of the tuple it
        returns)? `self.split(...)` in a method runs the class's own method; `split(...)` a function of the
        module."""
        function = self._callee(call, scope)
        if function is None:
            dotted_callee = dotted(call.func)
            return self.imported is not None and dotted_callee is not None and \
                dotted_callee.partition(".")[0] not in self._bindings_of(scope) and self.imported(dotted_callee, index)
        return self.returns_of(function, index, depth)

    def returns_of(self, function: ast.AST, index: Optional[int], depth: int) -> bool:
        own = self._own(function)
        returns = [node for node in own if isinstance(node, ast.Return)]
        if not returns or any(isinstance(node, (ast.Yield, ast.YieldFrom)) for node in own):
            return False
        for returned in returns:
            if returned.value is None:
                if index is not None:
                    return False
                continue
            if not self._bound_container(returned.value, index, function, depth):
                return False
        return True

    def _callee(self, call: ast.Call, scope: ast.AST) -> Optional[ast.AST]:
        func = call.func
        if isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name) and func.value.id in ("self", "cls"):
            method_scope = scope
            while method_scope is not None and not isinstance(self.parents.get(id(method_scope)), ast.ClassDef):
                method_scope = self.parents.get(id(method_scope))
            owner = self.parents.get(id(method_scope)) if method_scope is not None else None
            if not isinstance(owner, ast.ClassDef):
                return None
            found = [node for node in owner.body
                     if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.name == func.attr]
            return found[0] if len(found) == 1 else None
        if isinstance(func, ast.Name):
            found = [node for node in self.tree.body
                     if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.name == func.id]
            return found[0] if len(found) == 1 else None
        return None


def _own_nodes(scope: ast.AST) -> list[ast.AST]:
    """The nodes of a function's own code and the defs nested in it (not their bodies), expression contexts and
    operators aside (in `ast.iter_child_nodes`' order, depth first from the last statement)."""
    found: list[ast.AST] = []
    body = getattr(scope, "body", [])
    pending = list(body) if isinstance(body, list) else [body]   # a lambda's body is one expression
    while pending:
        node = pending.pop()
        found.append(node)
        if type(node) not in _SCOPE_TYPES:
            _add_children_in_order(node, pending)
    return found


class _FileIndex:
    """One breadth-first walk of a file (the order of `ast.walk`, expression contexts and operators aside): each
    node's parent, and the defs, classes and attributes by name, each list in the walk's order."""

    def __init__(self, tree: ast.Module) -> None:
        self.parents: dict[int, ast.AST] = {}
        self.functions: dict[str, list[ast.AST]] = {}
        self.classes: dict[str, list[ast.ClassDef]] = {}
        self.attributes: dict[str, list[ast.Attribute]] = {}
        nodes: list[ast.AST] = [tree]
        parents = self.parents
        for node in nodes:   # grown while read: breadth first
            start = len(nodes)
            _add_children_in_order(node, nodes)
            for index in range(start, len(nodes)):
                parents[id(nodes[index])] = node
            kind = type(node)
            if kind is ast.Attribute:
                self.attributes.setdefault(node.attr, []).append(node)   # type: ignore[attr-defined]
            elif kind is ast.FunctionDef or kind is ast.AsyncFunctionDef:
                self.functions.setdefault(node.name, []).append(node)   # type: ignore[attr-defined]
            elif kind is ast.ClassDef:
                self.classes.setdefault(node.name, []).append(node)   # type: ignore[attr-defined]


# Node class -> its fields that may hold a node, in the class's field order (that of `ast.iter_child_nodes`), each
# with how it holds them: 0 one node or None, 1 a list of nodes, 2 anything (read with isinstance checks).
_ORDERED_FIELDS: dict[type, tuple[tuple[str, int], ...]] = {}


def _ordered_fields(kind: type) -> tuple[tuple[str, int], ...]:
    nodes, lists, mixed = child_fields(kind)
    modes = {**{name: 0 for name in nodes}, **{name: 1 for name in lists}, **{name: 2 for name in mixed}}
    fields = _ORDERED_FIELDS[kind] = tuple((name, modes[name]) for name in kind._fields if name in modes)
    return fields


def _add_children_in_order(node: ast.AST, found: list[ast.AST]) -> None:
    """Append what `ast.iter_child_nodes` gives but expression contexts and operators (leaves no question reads)."""
    kind = type(node)
    for name, mode in _ORDERED_FIELDS[kind] if kind in _ORDERED_FIELDS else _ordered_fields(kind):
        value = getattr(node, name, None)
        if mode == 0:
            if value is not None:
                found.append(value)
        elif mode == 1:
            found.extend(value)
        elif isinstance(value, list):
            found.extend([item for item in value if isinstance(item, ast.AST)])
        elif isinstance(value, ast.AST):
            found.append(value)


def _bindings(scope: ast.AST, own: list[ast.AST]) -> dict[str, list[tuple[Optional[ast.expr], Optional[int]]]]:
    """Each name the scope's own code binds: (the value, None) for `name = value`, (the value, i) for the i-th name
    of `a, b = value`, (None, None) for any other binding (a loop, `+=`, a parameter, an import...)."""
    found: dict[str, list[tuple[Optional[ast.expr], Optional[int]]]] = {}
    if isinstance(scope, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
        arguments = scope.args
        for argument in [*arguments.posonlyargs, *arguments.args, *arguments.kwonlyargs, arguments.vararg,
                         arguments.kwarg]:
            if argument is not None:
                found.setdefault(argument.arg, []).append((None, None))
    for node in own:
        if isinstance(node, ast.Assign):
            for target in node.targets:
                if isinstance(target, ast.Name):
                    found.setdefault(target.id, []).append((node.value, None))
                elif isinstance(target, (ast.Tuple, ast.List)):
                    plain = not any(isinstance(element, ast.Starred) for element in target.elts)
                    for index, element in enumerate(target.elts):
                        for name in _target_names(element):
                            single = plain and isinstance(element, ast.Name)
                            found.setdefault(name, []).append((node.value, index) if single else (None, None))
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            found.setdefault(node.target.id, []).append((node.value, None))
        elif isinstance(node, (ast.AugAssign, ast.For, ast.AsyncFor)):
            for name in _target_names(node.target):
                found.setdefault(name, []).append((None, None))
        elif isinstance(node, ast.NamedExpr):
            found.setdefault(node.target.id, []).append((None, None))
        elif isinstance(node, (ast.With, ast.AsyncWith)):
            for item in node.items:
                for name in _target_names(item.optional_vars) if item.optional_vars is not None else ():
                    found.setdefault(name, []).append((None, None))
        elif isinstance(node, (ast.Import, ast.ImportFrom)):
            for alias in node.names:
                found.setdefault((alias.asname or alias.name).split(".")[0], []).append((None, None))
        elif isinstance(node, (ast.Global, ast.Nonlocal)):
            for name in node.names:
                found.setdefault(name, []).append((None, None))
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            found.setdefault(node.name, []).append((None, None))
        elif isinstance(node, ast.ExceptHandler) and node.name:
            found.setdefault(node.name, []).append((None, None))
    return found


def _target_names(target: ast.AST) -> list[str]:
    return [node.id for node in ast_walk(target) if isinstance(node, ast.Name)]


def _defaults(definition: ast.FunctionDef | ast.AsyncFunctionDef) -> dict[str, ast.expr]:
    arguments = definition.args
    positional = [*arguments.posonlyargs, *arguments.args]
    found = {argument.arg: default for argument, default in
             zip(positional[len(positional) - len(arguments.defaults):], arguments.defaults)}
    found.update({argument.arg: default for argument, default in zip(arguments.kwonlyargs, arguments.kw_defaults)
                  if default is not None})
    return found


def _is_display(expression: ast.expr) -> bool:
    return isinstance(expression, _DISPLAYS) or _builds_container(expression)


def _builds_container(expression: ast.expr) -> bool:
    return isinstance(expression, ast.Call) and isinstance(expression.func, ast.Name) and \
        expression.func.id in _CONTAINER_BUILDERS
