"""Static pytree metadata across the files of a project: field names declared static, and methods, properties and
module-level functions whose result is a Python value whatever their arguments (`def dofs(self): return
sum(self.joint_dofs)` over a static field, `return len(self.link_names)`).

Read with Python's own parser from the whole text of every file of the linted file's top package (and of the
linted file itself), so the region planner needs no trigger for it, and a method defined in another module
(`model.dofs()` in `rbda/crba.py`, `JaxSimModel.dofs` in `api/model.py`) answers in every module. The facts are
about names, as the module's own static fields are (`FieldKinds.static`): a name counts only when no class of those
files declares it an array field and every definition of it returns a Python value. An attribute counts as a static
field too when every function of those files sets it to array metadata (`self.output_shape = probe.shape`,
`self.input_dtype = input_dtype` of a `DType` parameter) and a class body never declares it; a function's
parameters that its leading tracer guard refuses (`if _contains_tracers(t): raise ...`) hold Python values past it.

Under jit only a pytree's leaves are traced: what a class keeps as aux data is static. A registered class's flatten
function (its `tree_flatten`, or the method, module-level function or lambda `register_pytree_node` names; also of
a base class registering each subclass in `__init_subclass__`, which is not registered itself) says
which attributes are children (array fields) and which go to the aux data (static, and every other attribute or
declared field when the children are known); a registration that names its aux fields (`meta_fields=`,
`aux_fields=`, `Ellipsis` for all) says it directly; a flatten handing JAX no children and the whole object
(`vars(self)`) as aux data makes every attribute of its class, and of the subclasses that keep it (a base class
registering each subclass in `__init_subclass__`), static. An abstract definition (`raise NotImplementedError`, or a
stub that is only `...`, a `Protocol`'s) leaves a property to its subclasses' definitions. An attribute of a static
field is static too (`self.element.dim` of an `element` kept as aux data), and so is a member of a module-level
enumeration (`StructuredType.SINGLE`). A class decorator's `setattr(cls, "name", property(get_name))` of a def of its
own body defines a property. A file of a folder without `__init__.py` reads the files it imports relatively.
"""

from __future__ import annotations

import ast
import bisect
import os
import re
from dataclasses import dataclass
from typing import Iterable, NamedTuple, Optional

from ..files import read_source
from .ast_nodes import (ast_child_nodes, ast_walk, body_past_docstring, dotted, named_parameters, self_attribute,
                        statement_lists)
from .host_conversions import converted_names_ast, deliberate_conversion_ast
from .packages import namespace_root, package_files, readable_package, top_package
from .syntax_trees import syntax_tree
from .tables import (ARRAY_METADATA, STATIC_ANNOTATIONS, TREE_LEAVES, TREE_MAPS, VALUE_SPLIT_PYTREE_BASES,
                     declares_static_keyword, is_static_array_function, is_static_jax_function)

# An unknown expression: it may be traced.
_UNKNOWN = None
# What an expression needs to be a Python value: (methods that must return Python values, attribute names that
# must be static); None: it may be traced whatever those are.
_Needs = Optional[tuple[frozenset, frozenset]]
_NONE: tuple[frozenset, frozenset] = (frozenset(), frozenset())

# Builtins whose result is a Python value whatever the argument (a tracer has a static length and type).
# `int(...)`, `float(...)`, `bool(...)` too: on a tracer they raise, so a definition that returns one and runs
# returns a Python number (`m_chunks = int(plan.chunks.get("m", 1))`).
_ALWAYS_PYTHON = frozenset({"len", "isinstance", "issubclass", "type", "callable", "hasattr", "id", "repr", "str",
                            "int", "float", "bool", "complex"})
# Builtins whose result is a Python value when the arguments are.
_PYTHON_OF_PYTHON = frozenset({"sum", "tuple", "list", "max", "min", "abs", "round", "sorted", "range", "enumerate",
                               "zip", "reversed", "set", "frozenset", "any", "all", "dict", "divmod", "pow"})
_PYTHON_MODULES = ("math.", "numpy.", "np.", "operator.", "itertools.", "functools.reduce")
# Standard modules whose names are Python functions and numbers, never arrays.
_PYTHON_FUNCTION_MODULES = ("math.", "operator.", "itertools.", "functools.")
# jax.Array's own methods: a project method of one of these names must not silence `x.sum()` on an array.
_ARRAY_METHOD_NAMES = frozenset({
    "sum", "mean", "max", "min", "prod", "std", "var", "any", "all", "argmax", "argmin", "astype", "reshape",
    "transpose", "squeeze", "ravel", "flatten", "dot", "cumsum", "clip", "round", "conj", "take", "swapaxes", "item",
    "tolist", "at", "set", "get", "add", "copy", "view", "repeat", "sort", "argsort", "nonzero", "trace",
    "diagonal", "real", "imag", "block_until_ready", "replace", "tree_flatten", "tree_unflatten",
})
_ARRAY_ANNOTATION_WORDS = frozenset({"Array", "ArrayLike", "ndarray", "Float", "Int", "Bool", "Num", "Shaped",
                                     "Real", "Inexact", "Integer", "Complex", "UInt", "Key", "PRNGKeyArray"})


@dataclass(frozen=True)
class StaticNames:
    """Attribute names that are static metadata, and callables (methods and functions, by name) whose result is a
    Python value."""
    fields: frozenset[str] = frozenset()
    callables: frozenset[str] = frozenset()
    # The files that declare or define one of those names: a result that read them depends on their contents.
    sources: tuple[str, ...] = ()
    # Callables (by name) whose every definition returns a tuple display of one length, with which of its items
    # are Python values whatever the arguments (`return state, leaves[0].dtype`: (False, True)).
    python_items: tuple[tuple[str, tuple[bool, ...]], ...] = ()
    # Module-level functions (by name) every definition of which tests whether its first argument is a tracer
    # (`def is_tracer(x): return isinstance(x, jax.core.Tracer)` in a utilities module), and those testing that
    # it is concrete: the guards built on them (`if is_tracer(x): return`) work in every module that imports them.
    tracer_predicates: frozenset[str] = frozenset()
    concrete_predicates: frozenset[str] = frozenset()
    # The properties among `fields` (`def n(self): return self.con.shape[0]`): no field of a record, so no leaf of a
    # registered dataclass or NamedTuple either, whatever its fields are.
    properties: frozenset[str] = frozenset()
    # Callables (by name) whose every definition returns a Python list of tuple displays of one length, with which
    # items of a row are Python values whatever the arguments (`[(w_g, 0, 0), (w_mag, -1, 1)]`: (False, True, True)).
    python_rows: tuple[tuple[str, tuple[bool, ...]], ...] = ()
    # Those of the tests above that test every argument they are given, through a generator over their `*values`
    # (`def _cacheable(*values): return not any(isinstance(leaf, Tracer) for leaf in tree_leaves(values))`).
    variadic_predicates: frozenset[str] = frozenset()


@dataclass(frozen=True)
class FileMembers:
    """What one file says: fields declared static, fields annotated as arrays, and for every method, property and
    module-level function what its results need ((name, needs, is_property))."""
    static_fields: frozenset[str]
    array_fields: frozenset[str]
    definitions: tuple[tuple[str, _Needs, bool], ...]
    # Every `obj.name = value` in a function of the file: (name, what the value needs, whether in `__init__`); a
    # field the class body declares (a dataclass's, set by the constructor) is in `class_fields` instead.
    assignments: tuple[tuple[str, _Needs, bool], ...] = ()
    class_fields: frozenset[str] = frozenset()
    constants: frozenset[str] = frozenset()
    # The modules the file imports names from (`from jcm.date import SECONDS_PER_DAY`): (module, level).
    imported_modules: tuple[tuple[str, int], ...] = ()
    # Functions and methods whose every `return` is a tuple display of one length: what each item needs.
    tuple_definitions: tuple[tuple[str, tuple[_Needs, ...]], ...] = ()
    # Module-level functions testing whether their first argument is a tracer (True) or concrete (False).
    tracer_tests: tuple[tuple[str, bool], ...] = ()
    # Registered pytree classes whose flatten hands JAX no children and the whole object (`vars(self)`) as aux data,
    # by name: under jit every attribute of theirs, and of their subclasses that keep that flatten, is static.
    object_aux_classes: frozenset[str] = frozenset()
    # Every class of the file: (name, the last part of each base's name, the attributes its methods set on `self`
    # and its body declares), whether it defines its own `tree_flatten`.
    classes: tuple[tuple[str, tuple[str, ...], frozenset[str], bool], ...] = ()
    # Functions and methods that return a Python list of tuple displays of one length (`terms = [(w, -1, 1)]`,
    # `terms.append((w_rsd, 2, 0))`, `return terms`): what each item of a row needs; or the name of the callable
    # whose result every `return` hands back (`return self.kernel(cosmology, z)`).
    row_definitions: tuple[tuple[str, "tuple[_Needs, ...] | str"], ...] = ()
    # The `class_fields` some class body declares as a leaf (not static by its annotation, default or registration).
    leaf_fields: frozenset[str] = frozenset()
    # Those of `tracer_tests` over the function's `*values` (every argument it is given).
    variadic_tests: frozenset[str] = frozenset()


def declares_static(value: Optional[ast.AST], factories: frozenset[str] = frozenset()) -> bool:
    """`field(static=True)`, `field(pytree_node=False)`, `field(metadata=dict(static=True))`, `{"static": True}`,
    `{"pytree_node": False}`, `static_field()`, or a call of one of the module's static-field `factories`."""
    if value is None:
        return False
    for node in ast_walk(value):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in factories:
            return True
        if isinstance(node, ast.keyword) and isinstance(node.value, ast.Constant) and isinstance(
                node.value.value, bool) and declares_static_keyword(node.arg, repr(node.value.value)):
            return True
        if isinstance(node, ast.Dict) and any(
                isinstance(k, ast.Constant) and isinstance(k.value, str) and isinstance(v, ast.Constant) and
                isinstance(v.value, bool) and declares_static_keyword(k.value, repr(v.value))
                for k, v in zip(node.keys, node.values)):
            return True   # `metadata={"static": True}`, `metadata={"pytree_node": False}`
        if isinstance(node, ast.Call) and (dotted(node.func) or "").rpartition(".")[2] == "static_field":
            return True
    return False


def static_field_factories(tree: ast.Module) -> frozenset[str]:
    """The module-level functions that only return a static field declaration (`def meta_field(**kwargs): return
    field(metadata=dict(static=True), **kwargs)`): a class field they make is static (objects.static_field_factories
    reads the same from a libcst module)."""
    found = set()
    for statement in tree.body:
        if not isinstance(statement, ast.FunctionDef):
            continue
        body = statement.body
        if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant) and \
                isinstance(body[0].value.value, str):
            body = body[1:]   # the docstring
        if len(body) == 1 and isinstance(body[0], ast.Return) and isinstance(body[0].value, ast.Call) and \
                declares_static(body[0].value):
            found.add(statement.name)
    return frozenset(found)


def is_static_annotation(annotation: ast.AST) -> bool:
    """`Static[int]`, `jax_dataclasses.Static[...]`, `jdc.Static[...]` (jax_dataclasses: a field in the treedef)."""
    return isinstance(annotation, ast.Subscript) and \
        (dotted(annotation.value) or "").rpartition(".")[2] in STATIC_ANNOTATIONS


def _class_variable(annotation: ast.AST) -> bool:
    """`tangent_dim: ClassVar[int]`: an attribute of the class, never a field of its instances (dataclasses and
    pytree registrations leave it out), so never a leaf; one holding an array stays what it is."""
    return isinstance(annotation, ast.Subscript) and (dotted(annotation.value) or "").rpartition(".")[2] == \
        "ClassVar" and not _annotation_words(annotation.slice) & _ARRAY_ANNOTATION_WORDS


def _annotation_words(annotation: ast.AST) -> set[str]:
    words = set()
    for node in ast_walk(annotation):
        if isinstance(node, ast.Name):
            words.add(node.id)
        elif isinstance(node, ast.Attribute):
            words.add(node.attr)
    return words


_TYPING_MARKERS = frozenset({"final", "override"})


def file_members(tree: ast.Module, source: Optional[str] = None) -> FileMembers:
    """What the file says; `source`, the text `tree` was parsed from, lets the walk skip what cannot matter."""
    static: set[str] = set()
    arrays: set[str] = set()
    definitions: list[tuple[str, _Needs, bool]] = []
    tuples: list[tuple[str, tuple[_Needs, ...]]] = []
    rows: list[tuple[str, tuple[_Needs, ...] | str]] = []
    aliases = _import_aliases(tree)
    class_fields: set[str] = set()
    walked = _walk_once(tree, source)
    tracer_tests = _tracer_test_definitions(tree, source)
    module = _ModuleContext(_constants(tree, walked.stores) | _enum_classes(tree),
                            frozenset(name for name, tracer in tracer_tests if tracer))
    # Names imported from the package's own modules (`from .date import SECONDS_PER_DAY`) may be its constants.
    aliases = {**{alias.asname or alias.name: f"{'.' * node.level}{node.module or ''}.{alias.name}"
                  for node in tree.body if isinstance(node, ast.ImportFrom) and node.level for alias in node.names},
               **aliases}
    registered = {**_subclass_registrations(tree), **_registered_flattens(tree)}
    declared_aux = _registered_dataclass_forms(tree)
    factories = static_field_factories(tree)
    object_aux: set[str] = set()
    classes: list[tuple[str, tuple[str, ...], frozenset[str], bool]] = []
    leaf_fields: set[str] = set()
    value_split: set[str] = set()
    split_python: set[str] = set()
    split_other: set[str] = set()   # set to something else by another such class of the file
    for statement in tree.body:
        if isinstance(statement, (ast.FunctionDef, ast.AsyncFunctionDef)):
            dispatched = _registered_on(statement)
            if dispatched is not None:
                # `@num_qubits.register def _(state: Array): return len(state.shape)`: a call of the dispatching
                # function runs one of its registered implementations.
                definitions.append((dispatched, _returns(statement, aliases, module), False))
            for name, function in _attached_properties(statement):
                definitions.append((name, _returns(function, aliases, module), True))
            if not _abstract_dispatcher(statement):
                definitions.append((statement.name, _returns(statement, aliases, module), False))
                if not statement.decorator_list:
                    _add_tuple_definition(tuples, statement, aliases, module)
                    _add_row_definition(rows, statement, aliases)
        if not isinstance(statement, ast.ClassDef):
            continue
        # A class without bases or decorators is no pytree: JAX never hands its methods a traced `self`, so what
        # they return (a mujoco model's `njnt`) says nothing about a pytree method of the same name.
        plain = not statement.bases and not statement.decorator_list and not statement.keywords
        class_static = _declared_aux_fields(statement, declared_aux.get(statement.name, ()))
        static |= class_static
        classes.append((statement.name, tuple((dotted(base) or "").rpartition(".")[2] for base in statement.bases),
                        frozenset(_self_attributes(statement) | _class_fields(statement)),
                        any(isinstance(member, ast.FunctionDef) and member.name == "tree_flatten"
                            for member in statement.body)))
        if _keeps_whole_object(statement, registered.get(statement.name)):
            object_aux.add(statement.name)
        if _splits_by_value(statement, aliases, value_split):
            # Only its JAX data are leaves: an attribute every method sets to a Python value is aux data.
            value_split.add(statement.name)
            python_valued, other_valued = _python_valued_attributes(statement, aliases)
            split_python |= python_valued
            split_other |= other_valued
        flattened = _flattened(statement, registered.get(statement.name))
        if flattened is not None:
            # Under jit only the children are traced: what the aux data holds, and every other attribute when
            # the children are known (a field the unflatten rebuilds), is a Python value of the tree definition.
            class_static |= flattened.aux
            static |= flattened.aux
            if flattened.leaves is not None:
                arrays |= flattened.leaves
                static |= (_self_attributes(statement) | _class_fields(statement)) - flattened.leaves
                class_static |= (_self_attributes(statement) | _class_fields(statement)) - flattened.leaves
        for member in statement.body:
            if isinstance(member, ast.AnnAssign) and isinstance(member.target, ast.Name):
                class_fields.add(member.target.id)
                if is_static_annotation(member.annotation) or declares_static(member.value, factories) or \
                        _class_variable(member.annotation):
                    static.add(member.target.id)
                else:
                    if member.target.id not in class_static:
                        leaf_fields.add(member.target.id)
                    if _annotation_words(member.annotation) & _ARRAY_ANNOTATION_WORDS:
                        arrays.add(member.target.id)
            elif isinstance(member, (ast.FunctionDef, ast.AsyncFunctionDef)):
                # `@final` / `@override` only tell a type checker about the method: it runs as written.
                decorators = {(dotted(d) or "").rpartition(".")[2] for d in member.decorator_list} - _TYPING_MARKERS
                is_property = bool(decorators & {"property", "cached_property"})
                if _abstract(member):
                    # `raise NotImplementedError(...)`: it gives no value, the subclasses' definitions decide.
                    continue
                if plain:
                    # Unless its result is a Python value whatever `self` is too (a tracer guard on the argument).
                    needs = _returns(member, aliases, module) if not decorators - {"staticmethod"} else _UNKNOWN
                    # (Needing nothing but constants: a name another class defines as a Python value is never
                    # spoiled by this one.)
                    if needs is not None and not needs[0] and all(name.startswith(_CONSTANT) for name in needs[1]):
                        definitions.append((member.name, needs, False))
                    continue
                if decorators - {"property", "cached_property", "staticmethod"}:
                    definitions.append((member.name, _UNKNOWN, is_property))
                    continue
                definitions.append((member.name, _returns(member, aliases, module), is_property))
                if not decorators:
                    _add_tuple_definition(tuples, member, aliases, module)
                    _add_row_definition(rows, member, aliases)
    static |= split_python - split_other
    return FileMembers(frozenset(static), frozenset(arrays), tuple(definitions),
                       _attribute_assignments(walked.setters, aliases), frozenset(class_fields), module.constants,
                       tuple((node.module or "", node.level) for node in tree.body if isinstance(node, ast.ImportFrom)),
                       tuple(tuples), tracer_tests, frozenset(object_aux), tuple(classes), tuple(rows),
                       frozenset(leaf_fields), frozenset(name for name, _ in tracer_tests if any(
                           isinstance(node, ast.FunctionDef) and node.name == name and not node.args.args
                           for node in tree.body)))


def _attached_properties(function: ast.FunctionDef | ast.AsyncFunctionDef) -> list[tuple[str, ast.FunctionDef]]:
    """The properties a class decorator attaches to the class it is given, from defs of its own body
    (`setattr(cls, "structured_type", property(get_structured_type))`, `cls.n = property(count)`): (name, def)."""
    defs = {node.name: node for node in function.body if isinstance(node, ast.FunctionDef)}
    if not defs:
        return []
    found = []
    for node in function.body:
        call = node.value if isinstance(node, (ast.Expr, ast.Assign)) else None
        name: Optional[str] = None
        if isinstance(node, ast.Expr) and isinstance(call, ast.Call) and isinstance(call.func, ast.Name) and \
                call.func.id == "setattr" and len(call.args) == 3 and isinstance(call.args[1], ast.Constant) and \
                isinstance(call.args[1].value, str):
            name, call = call.args[1].value, call.args[2]
        elif isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Attribute):
            name = node.targets[0].attr
        if name is not None and isinstance(call, ast.Call) and isinstance(call.func, ast.Name) and \
                call.func.id == "property" and len(call.args) == 1 and isinstance(call.args[0], ast.Name) and \
                call.args[0].id in defs:
            found.append((name, defs[call.args[0].id]))
    return found


def _add_tuple_definition(found: list, node: ast.FunctionDef | ast.AsyncFunctionDef, aliases: dict[str, str],
                          module: _ModuleContext) -> None:
    if isinstance(node, ast.FunctionDef) and any(isinstance(n, ast.Return) and isinstance(n.value, ast.Tuple)
                                                 for n in node.body[-1:]):
        items = _tuple_returns(node, aliases, module)
        if items is not None and any(needs is not None for needs in items):
            found.append((node.name, items))


def _add_row_definition(found: list, node: ast.FunctionDef | ast.AsyncFunctionDef, aliases: dict[str, str]) -> None:
    if isinstance(node, ast.FunctionDef):
        rows = _row_returns(node, aliases)
        if rows is not None:
            found.append((node.name, rows))


def _row_returns(node: ast.FunctionDef, aliases: dict[str, str]) -> Optional[tuple[_Needs, ...] | str]:
    """What each item needs to be a Python value when every `return` of the function gives a Python list of tuple
    displays of one length: a list display of them, or a local list only ever bound to such displays and filled with
    `append`/`insert`/`extend` of them; or the one callable whose result every `return` hands back, directly or
    through a local (`terms = self.kernel(cosmology, z)` ... `return terms`). None for any other function."""
    statements = _body_statements(node)
    returned: list[ast.expr] = []
    for statement in statements:
        if isinstance(statement, ast.Return):
            if statement.value is None:
                return None
            returned.append(statement.value)
    if not returned:
        return None
    local_names = {n.id for n in returned if isinstance(n, ast.Name)}
    parameters = {a.arg for a in (*node.args.posonlyargs, *node.args.args, *node.args.kwonlyargs,
                                  node.args.vararg, node.args.kwarg) if a is not None}
    if local_names & parameters:
        return None   # `terms.append(row); return terms` of a list the caller passed: its rows are the caller's
    rows: list[ast.Tuple] = []
    delegated: set[str] = set()

    def take(value: ast.expr) -> bool:
        """A list display of tuple displays, or a call of a callable named by itself or on `self`."""
        if isinstance(value, ast.List) and all(isinstance(e, ast.Tuple) for e in value.elts):
            rows.extend(value.elts)  # type: ignore[arg-type]
            return True
        if isinstance(value, ast.Call) and not any(isinstance(a, ast.Starred) for a in value.args) and (
                isinstance(value.func, ast.Name) and value.func.id not in aliases or isinstance(
                    value.func, ast.Attribute) and isinstance(value.func.value, ast.Name)
                and value.func.value.id in ("self", "cls")):
            delegated.add(value.func.id if isinstance(value.func, ast.Name) else value.func.attr)
            return True
        return False

    for value in returned:
        if not isinstance(value, ast.Name) and not take(value):
            return None
    for statement in statements:
        targets = statement.targets if isinstance(statement, ast.Assign) else \
            [statement.target] if isinstance(statement, (ast.AnnAssign, ast.AugAssign, ast.For)) else []
        for target in targets:
            bound = {n.id for n in ast_walk(target) if isinstance(n, ast.Name)}
            if not bound & local_names:
                continue
            if not isinstance(target, ast.Name) or isinstance(statement, ast.For) or \
                    getattr(statement, "value", None) is None or not take(statement.value):  # type: ignore[arg-type]
                return None
        for call in ast_walk(statement) if isinstance(statement, ast.Expr) else ():
            if isinstance(call, ast.Call) and isinstance(call.func, ast.Attribute) and isinstance(
                    call.func.value, ast.Name) and call.func.value.id in local_names:
                added = call.args[-1:] if call.func.attr in ("append", "insert") else \
                    call.args[:1] if call.func.attr == "extend" else None
                if added is None or len(added) != 1:
                    return None
                if isinstance(added[0], ast.Tuple):
                    rows.append(added[0])
                elif not take(added[0]):
                    return None
    assigned = {t.id for statement in statements if isinstance(statement, (ast.Assign, ast.AnnAssign))
                for t in (statement.targets if isinstance(statement, ast.Assign) else [statement.target])
                if isinstance(t, ast.Name)}
    if not local_names <= assigned or any(isinstance(n, ast.Name) and n.id in local_names and
                                          isinstance(n.ctx, ast.Del) for n in _body_nodes(node)):
        return None   # a global list, or one deleted on the way
    if delegated:
        return delegated.pop() if len(delegated) == 1 and not rows else None
    if not rows or len({len(row.elts) for row in rows}) != 1 or \
            any(isinstance(e, ast.Starred) for row in rows for e in row.elts):
        return None
    return tuple(_all(_needs(row.elts[i], {}, aliases) for row in rows) for i in range(len(rows[0].elts)))


def _body_nodes(node: ast.FunctionDef) -> Iterable[ast.AST]:
    """The nodes of a function's body, not those of the functions, lambdas and classes it defines (nor their
    `return`s, unlike `_own_nodes`)."""
    stack: list[ast.AST] = list(node.body)
    while stack:
        current = stack.pop()
        yield current
        if not isinstance(current, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Lambda)):
            stack.extend(ast_child_nodes(current))


# Fields that hold statements, or the clauses (`except`, `case`) that hold them; read in each class's field order.
_STATEMENT_HOLDING_FIELDS = frozenset({"body", "orelse", "handlers", "finalbody", "cases"})
_STATEMENT_FIELDS_OF: dict[type, tuple[str, ...]] = {}
_UNENTERED_STATEMENTS = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)


def _body_statements(node: ast.FunctionDef) -> list[ast.stmt]:
    """The statements among `_body_nodes(node)`, in its order, without visiting an expression: no expression holds
    a statement (a lambda's body is one expression), so skipping them leaves the statements' order as it was."""
    found: list[ast.stmt] = []
    stack: list[ast.AST] = list(node.body)
    fields_of = _STATEMENT_FIELDS_OF
    while stack:
        current = stack.pop()
        kind = type(current)
        if isinstance(current, ast.stmt):
            found.append(current)  # type: ignore[arg-type]
            if kind in _UNENTERED_STATEMENTS:
                continue
        fields = fields_of.get(kind)
        if fields is None:
            fields = fields_of[kind] = tuple(name for name in kind._fields if name in _STATEMENT_HOLDING_FIELDS)
        for name in fields:
            stack.extend(getattr(current, name))
    return found


def _abstract(node: ast.FunctionDef | ast.AsyncFunctionDef) -> bool:
    """A method whose body (past its docstring) only raises, passes or is `...`: an abstract definition. A stub
    that only passes or is `...` (a `Protocol`'s member) counts too, decorated `abstractmethod` or not: it declares
    the name for a type checker, and were it called it would return None, a Python value either way."""
    return all(isinstance(statement, (ast.Raise, ast.Pass)) or (
        isinstance(statement, ast.Expr) and isinstance(statement.value, ast.Constant)
        and statement.value.value is Ellipsis) for statement in body_past_docstring(node))


def _registered_on(node: ast.FunctionDef | ast.AsyncFunctionDef) -> Optional[str]:
    """The name of the `functools.singledispatch` function a def registers an implementation on (`@f.register`,
    `@f.register(Array)`), or None."""
    for decorator in node.decorator_list:
        target = decorator.func if isinstance(decorator, ast.Call) else decorator
        if isinstance(target, ast.Attribute) and target.attr == "register" and isinstance(target.value, ast.Name):
            return target.value.id
    return None


def _abstract_dispatcher(node: ast.FunctionDef | ast.AsyncFunctionDef) -> bool:
    """A `singledispatch` function whose own body returns nothing (it raises for unregistered types): its
    registered implementations give its results."""
    return any((dotted(d) or "").rpartition(".")[2] == "singledispatch" for d in node.decorator_list) and \
        not any(isinstance(n, ast.Return) for n in ast_walk(node))


# The prefix of a needed "field" that is a module-level constant of some file of the package.
_CONSTANT = "="

# Parameter annotations that describe array metadata (`input_shape: Shape`, `dtype: DType`): a Python value.
_METADATA_ANNOTATION = re.compile(r"shape|dtype", re.IGNORECASE)


class _Walked(NamedTuple):
    # The functions whose own code sets an attribute, each with the statements and `setattr` calls that may.
    setters: list[tuple[ast.AST, list[ast.AST]]]
    stores: dict[str, int]      # how often each candidate constant is bound or deleted anywhere in the file


_CHILD_FIELDS: dict[type, tuple[str, ...]] = {}


def _child_fields(kind: type) -> tuple[str, ...]:
    fields = _CHILD_FIELDS.get(kind)
    if fields is None:
        fields = _CHILD_FIELDS[kind] = tuple(field for field in kind._fields if field != "ctx")
    return fields


# Statement class -> (its fields holding statements or clauses, its other fields): the header of a compound
# statement is what is left once its bodies are taken away.
_BODIES = frozenset({"body", "orelse", "finalbody", "handlers", "cases"})
_STATEMENT_FIELDS: dict[type, tuple[tuple[str, ...], tuple[str, ...]]] = {}
_DEFS = (ast.FunctionDef, ast.AsyncFunctionDef)
_SCOPES = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)


def _statement_fields(kind: type) -> tuple[tuple[str, ...], tuple[str, ...]]:
    fields = _STATEMENT_FIELDS.get(kind)
    if fields is None:
        bodies = tuple(field for field in kind._fields if field in _BODIES)
        header = tuple(field for field in kind._fields if field not in _BODIES) if bodies else ()
        fields = _STATEMENT_FIELDS[kind] = (bodies, header)
    return fields


def _walk_once(tree: ast.Module, source: Optional[str] = None) -> _Walked:
    """What file_members needs from a walk of the whole tree, in one pass over its statements: the functions whose
    own code sets an attribute (few functions of JAX code do), and how often the module's candidate constants are
    bound. An attribute is set by an assignment statement, found without reading any expression (most of a tree's
    nodes); `setattr` and a binding of a constant's name are read from the expressions of the statements on the
    lines that may spell them, given the file's text, else of every statement."""
    candidates = _constant_candidates(tree)
    lines: Optional[list[int]] = None
    if source is not None:
        lines = _lines_spelling(source, ("setattr", *candidates))
    walk = _StatementWalk(candidates, lines)
    walk.statements(tree.body, (), None)
    return _Walked(list(walk.setters.values()), walk.stores)


def _lines_spelling(source: str, words: Iterable[str]) -> list[int]:
    """The lines where any of `words` (ASCII identifiers) may be spelled, sorted: where it occurs as a word, and
    every line with a character beyond ASCII (Python reads identifiers in their NFKC form, in which some of those
    are ASCII letters)."""
    from .region_text import text_of, word_offsets

    offsets = [offset for word in words for offset in word_offsets(source, word)]
    if source.isascii():
        if not offsets:
            return []
        text = text_of(source)
        return sorted({text.line_of(offset) for offset in offsets})
    text = text_of(source)
    found = {text.line_of(offset) for offset in offsets}
    found.update(number for number, line in enumerate(text.lines, 1) if not line.isascii())
    return sorted(found)


def _sets_attribute(target: ast.AST) -> bool:
    """Does an assignment to `target` set an attribute (`self.x = ...`, `a, self.x = ...`)?"""
    kind = type(target)
    if kind is ast.Attribute:
        return True
    if kind is ast.Tuple or kind is ast.List:
        return any(_sets_attribute(element) for element in target.elts)
    return kind is ast.Starred and _sets_attribute(target.value)


class _StatementWalk:
    """Every statement of a file, each with the functions whose own code it is; the expressions only of those on
    the given lines."""

    def __init__(self, candidates: frozenset[str], lines: Optional[list[int]]) -> None:
        self.candidates = candidates
        self.lines = lines                          # None: every line
        self.setters: dict[int, tuple[ast.AST, list[ast.AST]]] = {}
        self.stores: dict[str, int] = {}

    def _read(self, statement: ast.AST) -> bool:
        lines = self.lines
        if lines is None:
            return True
        first = statement.lineno
        for decorator in getattr(statement, "decorator_list", ()):
            first = min(first, decorator.lineno)
        index = bisect.bisect_left(lines, first)
        return index < len(lines) and lines[index] <= (statement.end_lineno or statement.lineno)

    def statements(self, statements: list, around: tuple, body_of: Optional[ast.AST]) -> None:
        """`around`: the functions whose own code holds the statement or clause these statements are in; `body_of`:
        the function whose body they are (`_own_nodes` reads a function's body statements whatever they are, then
        their children but defs, classes and lambdas)."""
        for statement in statements:
            kind = type(statement)
            owners = ((body_of,) if body_of is not None else ()) + (() if kind in _SCOPES else around)
            if owners and (kind is ast.Assign or kind is ast.AnnAssign or kind is ast.AugAssign):
                targets = statement.targets if kind is ast.Assign else (statement.target,)
                if any(_sets_attribute(target) for target in targets):
                    self._sets(owners, statement)
            bodies, header = _statement_fields(kind)
            read = self.lines != [] and self._read(statement)
            if not bodies:
                if read:
                    self._expressions([statement], owners)
                continue
            if read:
                self._expressions([getattr(statement, field) for field in header], owners)
            for field in bodies:
                items = getattr(statement, field)
                if field != "handlers" and field != "cases":
                    self.statements(items, owners, statement if field == "body" and kind in _DEFS else None)
                    continue
                for item in items:
                    # An except handler or a match case: its own header, then its body.
                    if read:
                        self._expressions([getattr(item, name) for name in item._fields if name != "body"], owners)
                    self.statements(item.body, owners, None)

    def _sets(self, owners: tuple, node: ast.AST) -> None:
        for owner in owners:
            setter = self.setters.get(id(owner))
            if setter is None:
                setter = self.setters[id(owner)] = (owner, [])
            setter[1].append(node)

    def _expressions(self, roots: list, owners: tuple) -> None:
        candidates, stores = self.candidates, self.stores
        pending: list[tuple[ast.AST, tuple]] = []
        for root in roots:
            if type(root) is list:
                pending.extend((item, owners) for item in root if isinstance(item, ast.AST))
            elif isinstance(root, ast.AST):
                pending.append((root, owners))
        push = pending.append
        while pending:
            node, owners = pending.pop()
            kind = type(node)
            if kind is ast.Name:
                if type(node.ctx) is not ast.Load and node.id in candidates:
                    stores[node.id] = stores.get(node.id, 0) + 1
                continue
            if kind is ast.Constant:
                continue
            if kind is ast.Call and owners and getattr(node.func, "id", getattr(node.func, "attr", "")) == "setattr":
                self._sets(owners, node)
            # ast.iter_child_nodes, inlined. A lambda is no code of its surroundings (`_own_nodes`), and its body is
            # its own code as well as theirs.
            for field in _child_fields(kind):
                value = getattr(node, field, None)
                if type(value) is list:
                    for item in value:
                        if isinstance(item, ast.AST):
                            push((item, () if type(item) is ast.Lambda else owners))
                elif isinstance(value, ast.AST):
                    around = () if type(value) is ast.Lambda else owners
                    push((value, (node, *around) if kind is ast.Lambda and field == "body" else around))


def _attribute_assignments(functions: list[tuple[ast.AST, list[ast.AST]]], aliases: dict[str, str]
                           ) -> tuple[tuple[str, _Needs, bool], ...]:
    """Every attribute the functions set (`self.output_shape = tmp.shape`), with what the value needs to
    be a Python value: its parameters annotated as shapes or dtypes are, any other name may be traced.
    `setattr(obj, "name", value)` and augmented assignments count as values that may be traced. `functions`:
    each with the nodes of its own code that may set one (`_walk_once`)."""
    found: list[tuple[str, _Needs, bool]] = []
    for function, nodes in functions:
        locals_: Optional[dict[str, _Needs]] = None   # computed for the functions that set an attribute only
        in_init = getattr(function, "name", "") == "__init__"
        for node in nodes:
            if isinstance(node, (ast.Assign, ast.AnnAssign)) and node.value is not None:
                targets = node.targets if isinstance(node, ast.Assign) else [node.target]
                for target in targets:
                    for part in ast_walk(target):
                        if isinstance(part, ast.Attribute) and isinstance(part.ctx, ast.Store):
                            needs = _UNKNOWN
                            if part is target:
                                if locals_ is None:
                                    locals_ = _metadata_locals(function, aliases)
                                needs = _needs(node.value, locals_, aliases)
                            found.append((part.attr, needs, in_init))
            elif isinstance(node, ast.AugAssign) and isinstance(node.target, ast.Attribute):
                found.append((node.target.attr, _UNKNOWN, in_init))
            elif isinstance(node, ast.Call) and (dotted(node.func) or "").rpartition(".")[2] == "setattr" and \
                    len(node.args) == 3 and isinstance(node.args[1], ast.Constant) and \
                    isinstance(node.args[1].value, str):
                found.append((node.args[1].value, _UNKNOWN, in_init))
    return tuple(found)


# Annotation words that only wrap others (`Optional[Union[Shape, BlockShape]]`), and Python scalars.
_ANNOTATION_WRAPPERS = frozenset({"Optional", "Union", "None", "typing"})
_PYTHON_SCALARS = frozenset({"int", "bool", "str", "tuple", "Tuple"})


def _metadata_annotation(annotation: Optional[ast.AST]) -> bool:
    words = _annotation_words(annotation) - _ANNOTATION_WRAPPERS if annotation is not None else set()
    return bool(words) and all(word in _PYTHON_SCALARS or _METADATA_ANNOTATION.search(word) for word in words)


def _metadata_locals(function: ast.AST, aliases: dict[str, str], python_parameters: frozenset[str] = frozenset()
                     ) -> dict[str, _Needs]:
    """The names of a function that hold Python values: parameters annotated as shapes, dtypes or Python scalars
    (or among `python_parameters`), and locals whose every binding is a Python value given those (`det_count =
    int(np.ceil(...))`)."""
    arguments = function.args
    parameters = {a.arg: a for a in (*arguments.posonlyargs, *arguments.args, *arguments.kwonlyargs)}

    def python_parameter(name: str) -> bool:
        return name in python_parameters or _metadata_annotation(parameters[name].annotation)

    bindings: dict[str, list[Optional[ast.AST]]] = {}
    for node in _own_nodes(function):
        if isinstance(node, (ast.Assign, ast.AnnAssign, ast.AugAssign, ast.For, ast.With, ast.NamedExpr,
                             ast.comprehension, ast.ExceptHandler, ast.Delete)):
            targets = node.targets if isinstance(node, ast.Assign) else [getattr(node, "target", None)]
            simple = isinstance(node, (ast.Assign, ast.AnnAssign)) and node.value is not None
            for target in targets:
                for part in ast_walk(target) if target is not None else ():
                    if isinstance(part, ast.Name) and isinstance(part.ctx, ast.Store):
                        bindings.setdefault(part.id, []).append(node.value if simple and part is target else None)
            if isinstance(node, (ast.With, ast.ExceptHandler)):
                for part in ast_walk(node):
                    if isinstance(part, ast.Name) and isinstance(part.ctx, ast.Store):
                        bindings.setdefault(part.id, []).append(None)
    known: dict[str, _Needs] = {name: _NONE for name, a in parameters.items()
                                if python_parameter(name)}
    pending = {name for name in bindings if name in known or name not in parameters}
    for name in pending:
        known.pop(name, None)
    changed = True
    while changed:
        changed = False
        for name in sorted(pending):
            values = bindings[name]
            if name in parameters and not python_parameter(name):
                continue
            if any(value is None for value in values):
                continue
            needs = _all(_needs(value, known, aliases) for value in values)
            if needs is not None:
                known[name] = needs
                pending.discard(name)
                changed = True
    return known


_NESTED_SCOPES = (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.ClassDef)


def _splits_by_value(class_node: ast.ClassDef, aliases: dict[str, str], value_split: set[str]) -> bool:
    """Does the class derive from a library base whose flatten keeps Python values as aux data (tables.py
    VALUE_SPLIT_PYTREE_BASES), directly or through a class of the file that does?"""
    for base in class_node.bases:
        name = dotted(base) or ""
        head, _, rest = name.partition(".")
        full = aliases.get(head, head) + ("." + rest if rest else "")
        if full in VALUE_SPLIT_PYTREE_BASES or name in value_split:
            return True
    return False


# Python scalar types a parameter's documentation may give (`n_mix : int`, numpydoc; `n_mix (int): ...`, Google).
_DOCUMENTED_SCALAR = re.compile(r"^\s*(\w+)\s*(?::\s*|\()(?:int|float|bool|str)\b(?:\)\s*:|\s*(?:,.*)?$)",
                                re.MULTILINE)
_SCALAR_DEFAULTS = (bool, int, float, str)


def _python_valued_attributes(class_node: ast.ClassDef, aliases: dict[str, str]) -> tuple[set[str], set[str]]:
    """The attributes every method of the class sets (`self.n_mix = n_mix`, `self.width, self.size = w, len(w)`)
    only to Python values: constants, and what a parameter documented (class or method docstring) as an int,
    float, bool or str, or defaulting to such a constant, makes with Python operations. Any other store of the
    attribute (augmented, `setattr`, an unknown value) leaves it out, and so does a property of the class. Also
    the attributes left out."""
    documented = set(_DOCUMENTED_SCALAR.findall(ast.get_docstring(class_node) or ""))
    values: dict[str, list[_Needs]] = {}
    for method in class_node.body:
        if not isinstance(method, (ast.FunctionDef, ast.AsyncFunctionDef)):
            continue
        arguments = method.args
        positional = [*arguments.posonlyargs, *arguments.args]
        defaulted = {a.arg: d for a, d in zip(positional[len(positional) - len(arguments.defaults):],
                                              arguments.defaults)}
        defaulted.update({a.arg: d for a, d in zip(arguments.kwonlyargs, arguments.kw_defaults) if d is not None})
        python = documented | set(_DOCUMENTED_SCALAR.findall(ast.get_docstring(method) or "")) | {
            name for name, default in defaulted.items()
            if isinstance(default, ast.Constant) and isinstance(default.value, _SCALAR_DEFAULTS)}
        locals_ = _metadata_locals(method, aliases, frozenset(python))
        for node in _own_nodes(method):
            if isinstance(node, ast.Assign):
                for target in node.targets:
                    pairs = list(zip(target.elts, node.value.elts)) if isinstance(target, ast.Tuple) and \
                        isinstance(node.value, ast.Tuple) and len(target.elts) == len(node.value.elts) else \
                        [(target, node.value)]
                    for element, value in pairs:
                        for part in ast_walk(element):
                            if isinstance(part, ast.Attribute) and isinstance(part.ctx, ast.Store):
                                values.setdefault(part.attr, []).append(
                                    _needs(value, locals_, aliases) if part is element else _UNKNOWN)
            elif isinstance(node, (ast.AugAssign, ast.AnnAssign)) and isinstance(node.target, ast.Attribute):
                values.setdefault(node.target.attr, []).append(_UNKNOWN)
            elif isinstance(node, ast.Call) and (dotted(node.func) or "").rpartition(".")[2] == "setattr" and \
                    len(node.args) == 3 and isinstance(node.args[1], ast.Constant):
                values.setdefault(str(node.args[1].value), []).append(_UNKNOWN)
    # A property's setter (`self.init_dist = None` building a distribution) stores something else.
    defined = {member.name for member in class_node.body if isinstance(member, (ast.FunctionDef, ast.AsyncFunctionDef))}
    python = {name for name, needs in values.items() if name not in defined and all(each == _NONE for each in needs)}
    return python, set(values) - python


def _own_nodes(function: ast.AST) -> list[ast.AST]:
    """The nodes of a function's body, not those of the functions and classes defined in it (but for the defs and
    classes of the body itself: their headers and own statements are read), expression contexts left out."""
    found = list(function.body) if isinstance(function.body, list) else [function.body]
    for node in found:   # grows while it is read
        for field in _child_fields(type(node)):
            value = getattr(node, field, None)
            if type(value) is list:
                found.extend([item for item in value
                              if isinstance(item, ast.AST) and not isinstance(item, _NESTED_SCOPES)])
            elif isinstance(value, ast.AST) and not isinstance(value, _NESTED_SCOPES):
                found.append(value)
    return found


def _registered_flattens(tree: ast.Module) -> dict[str, ast.AST]:
    """Classes the module registers with `register_pytree_node(Cls, flatten, unflatten)` (or
    `register_pytree_with_keys`), by name: their flatten function, a method (`Cls._flatten`), a module-level
    function or a lambda."""
    functions = {statement.name: statement for statement in tree.body if isinstance(statement, ast.FunctionDef)}
    found: dict[str, ast.AST] = {}
    for statement in tree.body:
        call = statement.value if isinstance(statement, ast.Expr) else None
        if not isinstance(call, ast.Call) or len(call.args) < 2 or \
                (dotted(call.func) or "").rpartition(".")[2] not in _FUNCTION_REGISTRATIONS:
            continue
        owner, flatten = call.args[0], call.args[1]
        if not isinstance(owner, ast.Name):
            continue
        if isinstance(flatten, ast.Attribute) and isinstance(flatten.value, ast.Name) and flatten.value.id == owner.id:
            found[owner.id] = flatten
        elif isinstance(flatten, ast.Name) and flatten.id in functions:
            found[owner.id] = functions[flatten.id]
        elif isinstance(flatten, ast.Lambda):
            found[owner.id] = flatten
    return found


# Registrations of a pytree class with its own methods: `register_pytree_node_class(cls)`, or
# `register_pytree_node(cls, cls.flatten, cls.unflatten)` (`register_pytree_with_keys` alike).
_CLASS_REGISTRATION = "register_pytree_node_class"
_FUNCTION_REGISTRATIONS = ("register_pytree_node", "register_pytree_with_keys")


def _subclass_registrations(tree: ast.Module) -> dict[str, ast.AST]:
    """Classes of the module a base class of it registers as pytrees in its `__init_subclass__`
    (`register_pytree_node_class(cls)`, `register_pytree_node(cls, cls._flatten, cls._unflatten)`), the base included:
    its methods run on its subclasses' instances. By name: their flatten, an attribute naming the method."""
    classes = [statement for statement in tree.body if isinstance(statement, ast.ClassDef)]
    flattens: dict[str, str] = {}
    for class_node in classes:
        for member in class_node.body:
            if not isinstance(member, ast.FunctionDef) or member.name != "__init_subclass__":
                continue
            parameters = member.args.posonlyargs + member.args.args
            if not parameters:
                continue
            subject = parameters[0].arg
            for call in ast_walk(member):
                if not isinstance(call, ast.Call) or not call.args or not isinstance(call.args[0], ast.Name) or \
                        call.args[0].id != subject:
                    continue
                registration = (dotted(call.func) or "").rpartition(".")[2]
                if registration == _CLASS_REGISTRATION:
                    flattens[class_node.name] = "tree_flatten"
                elif registration in _FUNCTION_REGISTRATIONS and len(call.args) >= 2 and \
                        isinstance(call.args[1], ast.Attribute) and isinstance(call.args[1].value, ast.Name) and \
                        call.args[1].value.id == subject:
                    flattens[class_node.name] = call.args[1].attr
    changed = bool(flattens)
    while changed:
        changed = False
        for class_node in classes:
            inherited = [flattens[base] for base in ((dotted(b) or "").rpartition(".")[2] for b in class_node.bases)
                         if base in flattens]
            if class_node.name not in flattens and inherited:
                flattens[class_node.name] = inherited[0]
                changed = True
    return {name: ast.Attribute(value=ast.Name(id=name, ctx=ast.Load()), attr=method, ctx=ast.Load())
            for name, method in flattens.items()}


class _Flattened(NamedTuple):
    # The attributes handed to JAX as children (leaves), None when a child is not a plain attribute read.
    leaves: Optional[frozenset[str]]
    # The attributes the flatten function puts in the aux data: static, hashed into the tree definition.
    aux: frozenset[str]


def _flatten_function(class_node: ast.ClassDef, flatten: Optional[ast.AST]) -> Optional[tuple[ast.AST, str]]:
    """The flatten function of a pytree class (its `tree_flatten` under `register_pytree_node_class`, the method an
    attribute names, or the function or lambda given) and the name of its object parameter; None when there is none."""
    if flatten is None:
        if not any((dotted(d) or "").rpartition(".")[2] == _CLASS_REGISTRATION
                   for d in class_node.decorator_list):
            return None
        methods = [member for member in class_node.body
                   if isinstance(member, ast.FunctionDef) and member.name == "tree_flatten"]
        if len(methods) != 1:
            return None
        flatten = methods[0]
    elif isinstance(flatten, ast.Lambda) and len(flatten.args.args) == 1 and isinstance(flatten.body, ast.Call) and \
            not flatten.body.args and not flatten.body.keywords and isinstance(flatten.body.func, ast.Attribute) and \
            isinstance(flatten.body.func.value, ast.Name) and flatten.body.func.value.id == flatten.args.args[0].arg:
        # `lambda obj: obj._tree_flatten()`: the object's own method flattens it.
        flatten = flatten.body.func
    if isinstance(flatten, ast.Attribute):
        methods = [member for member in class_node.body
                   if isinstance(member, ast.FunctionDef) and member.name == flatten.attr]
        if len(methods) != 1:
            return None
        flatten = methods[0]
    parameters = flatten.args.posonlyargs + flatten.args.args  # type: ignore[attr-defined]
    if not parameters:
        return None
    subject = parameters[0].arg
    return flatten, subject


def _flattened(class_node: ast.ClassDef, flatten: Optional[ast.AST] = None) -> Optional[_Flattened]:
    """What a pytree class's flatten function (`tree_flatten` of a `register_pytree_node_class` class, or the
    function or lambda a module-level `register_pytree_node(Cls, flatten, ...)` names) returns as `(children,
    aux_data)`: `return (self.data,), (self.offset, self.grid)`, `leaves = [h.edges, h.J]; leaves.append(h.h)`
    then `return leaves, aux`. None when the class is no such pytree or the return is not such a pair."""
    found = _flatten_function(class_node, flatten)
    if found is None:
        return None
    flatten, subject = found
    if isinstance(flatten, ast.Lambda):
        returned, bound, filled = [flatten.body], {}, {}
    else:
        nodes = list(ast_walk(flatten))
        returned = [node.value for node in nodes if isinstance(node, ast.Return)]
        # `children = (self.data,)` then `return (children, aux_data)`; `leaves.append(h.h_z)` under an `if`.
        bound = {node.targets[0].id: node.value for node in nodes
                 if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name)}
        filled = {}
        for node in nodes:
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and \
                    node.func.attr in ("append", "extend") and isinstance(node.func.value, ast.Name):
                argument = node.args[0] if len(node.args) == 1 else None
                added = [argument] if node.func.attr == "append" else \
                    list(argument.elts) if isinstance(argument, (ast.Tuple, ast.List)) else [None]
                filled.setdefault(node.func.value.id, []).extend(added)
    if not returned:
        return None
    leaves: Optional[set[str]] = set()
    aux: set[str] = set()
    for value in returned:
        if not isinstance(value, ast.Tuple) or len(value.elts) != 2:
            return None
        children, aux_data = value.elts
        found = _child_attributes(children, subject, bound, filled)
        if found is None or leaves is None:
            leaves = None
        else:
            leaves |= found
        aux |= _read_attributes(aux_data, subject, bound)
    if leaves is None:
        # A child we cannot read may be any attribute: only those no child expression names are aux data.
        named = {a for value in returned for a in _read_attributes(value.elts[0], subject, bound)}  # type: ignore
        named |= {a for items in filled.values() for item in items if item is not None
                  for a in _read_attributes(item, subject, bound)}
        return _Flattened(None, frozenset(aux - named))
    return _Flattened(frozenset(leaves), frozenset(aux - leaves))


def _keeps_whole_object(class_node: ast.ClassDef, flatten: Optional[ast.AST] = None) -> bool:
    """Does the class's flatten return no children and the whole object as aux data (`return {}, vars(self).copy()`,
    `return (), self.__dict__`)? JAX then traces none of its attributes: they come back as the Python values they
    were, arrays included as constants."""
    found = _flatten_function(class_node, flatten)
    if found is None:
        return False
    flatten, subject = found
    if isinstance(flatten, ast.Lambda):
        returned, bound = [flatten.body], {}
    else:
        nodes = list(ast_walk(flatten))
        returned = [node.value for node in nodes if isinstance(node, ast.Return)]
        bound = {node.targets[0].id: node.value for node in nodes
                 if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name)}

    def resolved(expression: Optional[ast.AST]) -> Optional[ast.AST]:
        return bound.get(expression.id) if isinstance(expression, ast.Name) else expression

    def empty(expression: Optional[ast.AST]) -> bool:
        expression = resolved(expression)
        return isinstance(expression, (ast.Tuple, ast.List)) and not expression.elts or \
            isinstance(expression, ast.Dict) and not expression.keys

    def whole_object(expression: Optional[ast.AST]) -> bool:
        expression = resolved(expression)
        if isinstance(expression, ast.Call) and isinstance(expression.func, ast.Attribute) and \
                expression.func.attr == "copy" and not expression.args:
            expression = expression.func.value   # `vars(self).copy()`
        if isinstance(expression, ast.Attribute) and expression.attr == "__dict__":
            return isinstance(expression.value, ast.Name) and expression.value.id == subject
        return isinstance(expression, ast.Call) and isinstance(expression.func, ast.Name) and \
            expression.func.id == "vars" and len(expression.args) == 1 and \
            isinstance(expression.args[0], ast.Name) and expression.args[0].id == subject

    return bool(returned) and all(isinstance(value, ast.Tuple) and len(value.elts) == 2 and empty(value.elts[0])
                                  and whole_object(value.elts[1]) for value in returned)


def _object_aux_fields(files: list[FileMembers]) -> frozenset[str]:
    """The attributes of every class that inherits a flatten keeping the whole object as aux data (a base class
    registering each subclass in `__init_subclass__`), by the bases' names across the package's files."""
    classes = [entry for members in files for entry in members.classes]
    holders = set().union(*(members.object_aux_classes for members in files))
    changed = True
    while changed:
        changed = False
        for name, bases, _, own_flatten in classes:
            if name not in holders and not own_flatten and holders & set(bases):
                holders.add(name)
                changed = True
    return frozenset().union(*(attributes for name, _, attributes, _ in classes if name in holders))


def _child_attributes(children: ast.AST, subject: str, bound: dict[str, ast.AST], filled: dict[str, list]
                      ) -> Optional[set[str]]:
    """The attributes of `subject` a children expression lists (`(self.a, self.b)`, a local bound to one and
    filled by `append`, `((GetAttrKey("a"), self.a),)` with keys); None when an item is anything else."""
    items: list[Optional[ast.AST]] = []
    if isinstance(children, ast.Name):
        items.extend(filled.get(children.id, ()))
        children = bound.get(children.id)  # type: ignore[assignment]
    if not isinstance(children, (ast.Tuple, ast.List)):
        return None
    items.extend(children.elts)
    found = set()
    for item in items:
        if isinstance(item, (ast.Tuple, ast.List)) and len(item.elts) == 2:
            item = item.elts[1]   # (key, child) of register_pytree_with_keys
        if not (isinstance(item, ast.Attribute) and isinstance(item.value, ast.Name) and item.value.id == subject):
            return None
        found.add(item.attr)
    return found


def _read_attributes(expression: ast.AST, subject: str, bound: dict[str, ast.AST]) -> set[str]:
    """The attributes of `subject` an expression reads, through the locals it names."""
    found = set()
    pending, seen = [expression], set()
    while pending:
        node = pending.pop()
        for inner in ast_walk(node):
            if isinstance(inner, ast.Attribute) and isinstance(inner.value, ast.Name) and inner.value.id == subject:
                found.add(inner.attr)
            elif isinstance(inner, ast.Name) and inner.id in bound and inner.id not in seen:
                seen.add(inner.id)
                pending.append(bound[inner.id])
    return found


# Keywords of a pytree dataclass registration that name the fields kept as aux data, not leaves:
# `register_dataclass(..., meta_fields=[...])`, a project's `@partial(pytree_dataclass, aux_fields=("n", "dtype"))`
# (`aux_fields=Ellipsis`: every field).
_AUX_FIELD_KEYWORDS = frozenset({"meta_fields", "aux_fields"})


def _registered_dataclass_forms(tree: ast.Module) -> dict[str, list[ast.Call]]:
    """Module-level `register_dataclass(Cls, data_fields=..., meta_fields=...)` calls, by class name."""
    found: dict[str, list[ast.Call]] = {}
    for statement in tree.body:
        call = statement.value if isinstance(statement, ast.Expr) else None
        if isinstance(call, ast.Call) and call.args and isinstance(call.args[0], ast.Name) and any(
                keyword.arg in _AUX_FIELD_KEYWORDS for keyword in call.keywords):
            found.setdefault(call.args[0].id, []).append(call)
    return found


def _declared_aux_fields(class_node: ast.ClassDef, calls: Iterable[ast.Call] = ()) -> set[str]:
    """The fields a registration declares aux data by name: a decorator called with `aux_fields=` or
    `meta_fields=` (directly or through `functools.partial`), or a module-level registration call naming the
    class. `aux_invert=True` swaps the named fields and the others."""
    found: set[str] = set()
    forms = [*(d for d in class_node.decorator_list if isinstance(d, ast.Call)), *calls]
    for form in forms:
        keywords = {keyword.arg: keyword.value for keyword in form.keywords}
        for name in _AUX_FIELD_KEYWORDS & keywords.keys():
            value = keywords[name]
            fields = _class_fields(class_node)
            if isinstance(value, ast.Constant) and value.value is Ellipsis or \
                    isinstance(value, ast.Name) and value.id == "Ellipsis":
                named = fields
            elif isinstance(value, ast.Constant) and isinstance(value.value, str):
                named = {value.value}
            elif isinstance(value, (ast.Tuple, ast.List, ast.Set)):
                named = {e.value for e in value.elts if isinstance(e, ast.Constant) and isinstance(e.value, str)}
            else:
                continue
            invert = keywords.get("aux_invert")
            if isinstance(invert, ast.Constant) and invert.value is True:
                named = fields - named
            found |= named
    return found


def _class_fields(class_node: ast.ClassDef) -> set[str]:
    """The fields a dataclass-style body declares (`data: jax.Array`), but for class variables."""
    return {member.target.id for member in class_node.body
            if isinstance(member, ast.AnnAssign) and isinstance(member.target, ast.Name)
            and not (isinstance(member.annotation, ast.Subscript)
                     and (dotted(member.annotation.value) or "").rpartition(".")[2] == "ClassVar")}


def _self_attributes(class_node: ast.ClassDef) -> set[str]:
    """The attributes the class's methods assign on `self`."""
    found: set[str] = set()
    pending: list[ast.stmt] = list(class_node.body)
    while pending:  # assignments are statements: no expression needs a visit
        node = pending.pop()
        if isinstance(node, (ast.Assign, ast.AnnAssign)):
            found.update(target.attr for target in (node.targets if isinstance(node, ast.Assign) else [node.target])
                         if self_attribute(target) is not None)
        else:
            for inner in statement_lists(node):
                pending.extend(inner)
    return found


def _import_aliases(tree: ast.Module) -> dict[str, str]:
    """`import jax.numpy as jnp` -> {"jnp": "jax.numpy"}; `from jax import numpy as jnp` likewise."""
    aliases: dict[str, str] = {}
    for statement in tree.body:
        if isinstance(statement, ast.Import):
            for alias in statement.names:
                if alias.asname:
                    aliases[alias.asname] = alias.name
        elif isinstance(statement, ast.ImportFrom) and statement.module and not statement.level:
            for alias in statement.names:
                aliases[alias.asname or alias.name] = f"{statement.module}.{alias.name}"
    return aliases


class _Converted(NamedTuple):
    """Marks where a `try` body's deliberate host conversion succeeded (host_conversions.deliberate_conversion_ast):
    past it `names` are concrete and `calls` gave host values, up to the matching `_Unconverted`."""
    names: frozenset[str]
    calls: tuple[ast.Call, ...]


class _Unconverted(NamedTuple):
    names: frozenset[str]


def _straight_line(statements: list[ast.stmt], found: list, loops: bool = False,
                   aliases: Optional[dict[str, str]] = None) -> bool:
    """Collect the simple statements of a body of simple statements and `if`s; with `loops`, also `for` loops
    (the loop, which binds its target, then its body twice: a name its body rebinds reaches the next iteration's
    reads) and `try` (every clause: any of them may bind what a later statement reads). With `aliases`, a `try`
    whose handler names a tracer's conversion error is read with its conversion's success marked: its body,
    `else`, then its handlers."""
    for statement in statements:
        conversion = deliberate_conversion_ast(statement, aliases) if aliases is not None and isinstance(
            statement, ast.Try) else None
        if isinstance(statement, ast.If):
            if not (_straight_line(statement.body, found, loops, aliases) and
                    _straight_line(statement.orelse, found, loops, aliases)):
                return False
        elif loops and isinstance(statement, ast.For):
            found.append(statement)
            for _ in range(2):
                if not _straight_line(statement.body, found, loops, aliases):
                    return False
            if not _straight_line(statement.orelse, found, loops, aliases):
                return False
        elif conversion is not None:
            split, calls = conversion
            names = converted_names_ast(calls)
            if not _straight_line(statement.body[:split], found, loops, aliases):  # type: ignore[attr-defined]
                return False
            found.append(_Converted(names, tuple(calls)))
            if not all(_straight_line(clause, found, loops, aliases) for clause in (
                    statement.body[split:], statement.orelse)):  # type: ignore[attr-defined]
                return False
            found.append(_Unconverted(names))
            if not all(_straight_line(clause, found, loops, aliases) for clause in (
                    *(handler.body for handler in statement.handlers),  # type: ignore[attr-defined]
                    statement.finalbody)):  # type: ignore[attr-defined]
                return False
        elif loops and isinstance(statement, ast.Try):
            clauses = [statement.body, *(handler.body for handler in statement.handlers), statement.orelse,
                       statement.finalbody]
            if not all(_straight_line(clause, found, loops, aliases) for clause in clauses):
                return False
        elif loops and isinstance(statement, (ast.AugAssign, ast.Continue, ast.Break)):
            found.append(statement)
        elif isinstance(statement, (ast.Return, ast.Assign, ast.AnnAssign, ast.Expr, ast.Pass, ast.Raise,
                                    ast.Assert)):
            found.append(statement)
        elif isinstance(statement, (ast.Import, ast.ImportFrom)):
            continue   # a local `import jax.numpy as jnp` binds a module; what is read through it stays unknown
        else:
            return False
    return True


@dataclass(frozen=True)
class _ModuleContext:
    """What a function's results may rest on in its module: names bound once to a constant at the top level
    (`SECONDS_PER_DAY = 86400`), and the module's own tracer tests (`def _contains_tracers(tree): return
    any(isinstance(leaf, jax.core.Tracer) for leaf in tree_leaves(tree))`)."""
    constants: frozenset[str] = frozenset()
    tracer_tests: frozenset[str] = frozenset()


def _constant_candidates(tree: ast.Module) -> frozenset[str]:
    """Names a module-level statement binds to a constant: constants when bound nowhere else."""
    constant: set[str] = set()
    for statement in tree.body:
        if isinstance(statement, (ast.Assign, ast.AnnAssign)) and isinstance(statement.value, ast.Constant):
            targets = statement.targets if isinstance(statement, ast.Assign) else [statement.target]
            constant.update(t.id for t in targets if isinstance(t, ast.Name))
    return frozenset(constant)


def _constants(tree: ast.Module, bound: dict[str, int]) -> frozenset[str]:
    return frozenset(name for name in _constant_candidates(tree) if bound.get(name) == 1)


_ENUM_BASES = frozenset({"Enum", "IntEnum", "StrEnum", "Flag", "IntFlag"})


def _enum_classes(tree: ast.Module) -> frozenset[str]:
    """Module-level enumerations (`class StructuredType(Enum)`): their members are Python values, as constants
    are (`StructuredType.SINGLE`)."""
    return frozenset(statement.name for statement in tree.body if isinstance(statement, ast.ClassDef) and any(
        (dotted(base) or "").rpartition(".")[2] in _ENUM_BASES for base in statement.bases))


def _is_tracer_class(node: ast.AST) -> bool:
    return (dotted(node) or "").endswith("Tracer")


def _tracer_isinstance(node: ast.AST, subject: str) -> bool:
    return isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "isinstance" and \
        len(node.args) == 2 and isinstance(node.args[0], ast.Name) and node.args[0].id == subject and \
        _is_tracer_class(node.args[1])


def _tracer_test_definitions(tree: ast.Module, source: Optional[str] = None) -> tuple[tuple[str, bool], ...]:
    """The module-level functions whose result tests whether their first parameter is a tracer: (name, True) when
    it is true for a tracer (`return isinstance(v, jax.core.Tracer)`), (name, False) when it is true for a concrete
    value (`return not isinstance(...)`). Given the file's text, only functions whose lines may spell one of
    `_TRACER_TEST_WORDS` are read (every test `_tests_tracer` knows spells one): most files spell none, and a file
    that does, in one or two of its functions."""
    lines = None if source is None else _lines_matching(source, _TRACER_TEST_WORDS)
    if lines == []:
        return ()
    found = []
    for function in tree.body:
        if isinstance(function, ast.FunctionDef) and (function.args.args or function.args.vararg):
            if lines is not None:
                index = bisect.bisect_left(lines, function.lineno)
                if index == len(lines) or lines[index] > (function.end_lineno or function.lineno):
                    continue
            tracer = _tracer_test_polarity(function)
            if tracer is not None:
                found.append((function.name, tracer))
    return tuple(found)


def _lines_matching(source: str, pattern: re.Pattern) -> list[int]:
    """The lines where `pattern` matches, sorted; when it matches somewhere, also every line with a character
    beyond ASCII (Python reads identifiers in their NFKC form, in which some of those are ASCII letters)."""
    offsets = [match.start() for match in pattern.finditer(source)]
    if not offsets:
        return []
    if source.isascii() and "\r" not in source:
        # Lines end at `\n` only: counted between the matches, without splitting the text (most files).
        lines, line, previous = [], 1, 0
        for offset in offsets:
            line += source.count("\n", previous, offset)
            previous = offset
            lines.append(line)
        return lines
    from .region_text import text_of

    text = text_of(source)
    found = {text.line_of(offset) for offset in offsets}
    found.update(number for number, line in enumerate(text.lines, 1) if not line.isascii())
    return sorted(found)


def _tracer_test_polarity(function: ast.FunctionDef) -> Optional[bool]:
    """Whether the function's result is true for a tracer first argument (True) or for a concrete one (False):
    some `return` tests the argument's tracer-ness (`isinstance(x, jax.core.Tracer)`, `any(isinstance(leaf,
    Tracer) for leaf in tree_leaves(x))`, `"Tracer" in type(x).__name__`, `not jax.core.is_concrete(x)`, or
    `True` under an `if` that does), and none tests it the other way. The other returns (a constant for numbers,
    another framework's branch) do not decide what a JAX tracer gets. None for any other function."""
    # A function of `*values` alone tests the items of that tuple (never a tracer itself).
    first = function.args.args[0].arg if function.args.args else function.args.vararg.arg  # type: ignore[union-attr]
    items_only = not function.args.args
    polarities = set()
    pending: list[tuple[ast.AST, Optional[bool]]] = [(statement, None) for statement in function.body]
    while pending:
        node, guard = pending.pop()
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Lambda)):
            continue
        if isinstance(node, ast.Return) and node.value is not None:
            value = node.value
            if isinstance(value, ast.Constant) and isinstance(value.value, bool):
                if guard is not None:
                    polarities.add(guard == value.value)
                continue
            tested = _tests_tracer(value, first, items_only)
            if tested is not None:
                polarities.add(tested)
            continue
        if isinstance(node, ast.If):
            tested = _tests_tracer(node.test, first, items_only)
            pending += [(statement, tested) for statement in node.body]
            pending += [(statement, None if tested is None else not tested) for statement in node.orelse]
            continue
        pending += [(child, None) for child in ast_child_nodes(node) if isinstance(child, ast.stmt)]
    return polarities.pop() if len(polarities) == 1 else None


_TRACER_CLASS_WORDS = ("Tracer", "Jaxpr")
# A file none of whose text spells one of these defines no tracer test (read before walking its functions).
_TRACER_TEST_WORDS = re.compile("Tracer|Jaxpr|is_concrete|not_jax_tracer")
_CONCRETE_TESTS = frozenset({"is_concrete", "not_jax_tracer", "is_concrete_value"})


def _tests_tracer(test: ast.AST, subject: str, items_only: bool = False) -> Optional[bool]:
    """True when `test` is true only for a tracer `subject`, False when only for a concrete one, None when it
    says nothing about it. In an `and` / `or` the parts that test it decide (weak evidence, read to the quiet
    side: `isinstance(x, jax.Array) and not x.is_fully_addressable`). `items_only`: `subject` is a `*values`
    tuple, tested only through a generator over its items."""
    if isinstance(test, ast.UnaryOp) and isinstance(test.op, ast.Not):
        inner = _tests_tracer(test.operand, subject, items_only)
        return None if inner is None else not inner
    if isinstance(test, ast.BoolOp):
        parts = {_tests_tracer(value, subject, items_only) for value in test.values} - {None}
        return parts.pop() if len(parts) == 1 else None
    if _tracer_isinstance(test, subject) and not items_only:
        return True
    if isinstance(test, ast.Call) and isinstance(test.func, ast.Name) and test.func.id == "any" and \
            len(test.args) == 1 and isinstance(test.args[0], ast.GeneratorExp):
        generator = test.args[0].generators
        if len(generator) == 1 and isinstance(generator[0].target, ast.Name) and \
                _tracer_isinstance(test.args[0].elt, generator[0].target.id) and any(
                    isinstance(n, ast.Name) and n.id == subject for n in ast_walk(generator[0].iter)):
            return True
    if items_only:
        return None
    if isinstance(test, ast.Call) and (dotted(test.func) or "").rpartition(".")[2] in _CONCRETE_TESTS and \
            test.args and isinstance(test.args[0], ast.Name) and test.args[0].id == subject:
        return False
    if _reads_class_name(test, subject) and any(
            isinstance(node, ast.Constant) and isinstance(node.value, str) and
            any(word in node.value for word in _TRACER_CLASS_WORDS) for node in ast_walk(test)):
        return True   # `"Tracer" in type(x).__name__`, `any(n in type(x).__name__ for n in ["Jaxpr", ...])`
    return None


def _reads_class_name(test: ast.AST, subject: str) -> bool:
    """Whether `test` reads `type(subject).__name__` or `subject.__class__.__name__`."""
    for node in ast_walk(test):
        if isinstance(node, ast.Attribute) and node.attr in ("__name__", "__qualname__"):
            owner = node.value
            if isinstance(owner, ast.Call) and isinstance(owner.func, ast.Name) and owner.func.id == "type" and \
                    len(owner.args) == 1 and isinstance(owner.args[0], ast.Name) and owner.args[0].id == subject:
                return True
            if isinstance(owner, ast.Attribute) and owner.attr == "__class__" and isinstance(owner.value, ast.Name) \
                    and owner.value.id == subject:
                return True
    return False


def _guarded_parameters(node: ast.FunctionDef, module: _ModuleContext) -> set[str]:
    """Parameters the function's leading guards prove concrete: `if _contains_tracers(t): raise ...`,
    `if isinstance(t, jax.core.Tracer) or _is_traced((a, b)): return None`; past them no tracer is in those."""
    parameters = named_parameters(node.args)
    guarded: set[str] = set()
    for statement in node.body:
        if isinstance(statement, ast.Expr) and isinstance(statement.value, ast.Constant):
            continue   # the docstring
        if not (isinstance(statement, ast.If) and not statement.orelse and statement.body and
                isinstance(statement.body[-1], (ast.Raise, ast.Return))):
            break
        tested = _traced_subjects(statement.test, module)
        if not tested or not tested <= parameters:
            break
        guarded |= tested
    return guarded


def _traced_subjects(test: ast.AST, module: _ModuleContext) -> set[str]:
    """The names a test is true for when any of them is or holds a tracer; empty for any other test."""
    if isinstance(test, ast.BoolOp) and isinstance(test.op, ast.Or):
        parts = [_traced_subjects(value, module) for value in test.values]
        return set().union(*parts) if all(parts) else set()
    if not isinstance(test, ast.Call) or len(test.args) < 1:
        return set()
    if isinstance(test.func, ast.Name) and test.func.id == "isinstance" and len(test.args) == 2 and \
            isinstance(test.args[0], ast.Name) and _is_tracer_class(test.args[1]):
        return {test.args[0].id}
    if isinstance(test.func, ast.Name) and test.func.id in module.tracer_tests and len(test.args) == 1:
        subject = test.args[0]
        items = subject.elts if isinstance(subject, (ast.Tuple, ast.List)) else [subject]
        if all(isinstance(item, ast.Name) for item in items):
            return {item.id for item in items}
    return set()


def _returns(node: ast.FunctionDef, aliases: dict[str, str], module: _ModuleContext = _ModuleContext()) -> _Needs:
    """What every `return` of the function needs to be a Python value, with its parameters (but for `self`'s
    declared metadata, and those a leading tracer guard proves concrete) possibly traced; None when a result may
    be traced anyway."""
    if isinstance(node.returns, ast.Name) and node.returns.id == "str" or \
            isinstance(node.returns, ast.Constant) and node.returns.value == "str":
        # `def path_to_str(path) -> str`: a string is never a tracer, whatever the body does to build it.
        return _NONE
    # Loops are read (`for a, ax in zip(args, in_axes): if ax is not None: return a.shape[ax]`): a name the body
    # binds holds what every binding needs, the loop's target what its iterable does.
    returned = _returned_needs(node, aliases, module, loops=True)
    return _UNKNOWN if returned is None else _all(needs for needs, _ in returned)


def module_function_needs(tree: ast.Module, function: ast.FunctionDef
                          ) -> tuple[_Needs, Optional[tuple[_Needs, ...]]]:
    """What every `return` of module-level `function` of `tree` needs to be a Python value whatever its arguments,
    and what each item needs when every `return` is a tuple display of one length (None: not such a function).
    The callables needed are spelled as the function calls them (project.py resolves them by its imports); the
    module's names bound once at the top level to a constant count as Python values."""
    bound: dict[str, int] = {}
    for statement in tree.body:
        targets = statement.targets if isinstance(statement, ast.Assign) else \
            [statement.target] if isinstance(statement, (ast.AnnAssign, ast.AugAssign)) else []
        for target in targets:
            if isinstance(target, ast.Name):
                bound[target.id] = bound.get(target.id, 0) + 1
    module = _ModuleContext(_constants(tree, bound) | _enum_classes(tree))
    aliases = _import_aliases(tree)
    return _returns(function, aliases, module), _tuple_returns(function, aliases, module)


def _tuple_returns(node: ast.FunctionDef, aliases: dict[str, str], module: _ModuleContext) -> Optional[
        tuple[_Needs, ...]]:
    """What each item of the tuple the function returns needs to be a Python value, when every `return` is a
    tuple display of one length (`return state, leaves[0].dtype`: an array pytree and its static dtype); loops
    and `try` are read. None for any other function."""
    returned = _returned_needs(node, aliases, module, loops=True)
    if not returned or any(items is None for _, items in returned) or \
            len({len(items) for _, items in returned}) != 1:  # type: ignore[arg-type]
        return None
    width = len(returned[0][1])  # type: ignore[arg-type]
    return tuple(_all(items[i] for _, items in returned) for i in range(width))  # type: ignore[index]


def _returned_needs(node: ast.FunctionDef, aliases: dict[str, str], module: _ModuleContext, loops: bool
                    ) -> Optional[list[tuple[_Needs, Optional[tuple[_Needs, ...]]]]]:
    """For each `return` of a straight-line body (with `loops`, `for` and `try` too): what its value needs, and
    what each item needs when it is a tuple display. None for a body of another form, or without a `return`."""
    statements: list[ast.stmt] = []
    if isinstance(node, ast.AsyncFunctionDef) or not _straight_line(node.body, statements, loops, aliases):
        return None
    locals_: dict[str, _Needs] = {name: _NONE for name in module.constants}
    locals_.update((name, _NONE) for name in _guarded_parameters(node, module))
    returns: list[tuple[_Needs, Optional[tuple[_Needs, ...]]]] = []
    # A deliberate conversion that succeeded gives a host value (`return onp.array(values, dtype=dtype)`).
    converted = {call for statement in statements if isinstance(statement, _Converted) for call in statement.calls}
    before_conversion: list[dict[str, _Needs]] = []
    for statement in statements:
        if isinstance(statement, _Converted):
            before_conversion.append({name: locals_[name] for name in statement.names if name in locals_})
            locals_.update((name, _NONE) for name in statement.names)
            continue
        if isinstance(statement, _Unconverted):
            held = before_conversion.pop()
            for name in statement.names:
                if name in held:
                    locals_[name] = held[name]
                else:
                    locals_.pop(name, None)
            continue
        if isinstance(statement, ast.Expr) and isinstance(statement.value, (ast.Yield, ast.YieldFrom, ast.Await)):
            return None
        if isinstance(statement, (ast.Assign, ast.AnnAssign, ast.For, ast.AugAssign)) and \
                getattr(statement, "value", True) is not None:
            if isinstance(statement, ast.For):
                # The loop target takes the iterable's items: Python values when the iterable is one.
                targets, needs = [statement.target], _needs(statement.iter, locals_, aliases)
            else:
                targets = statement.targets if isinstance(statement, ast.Assign) else [statement.target]
                needs = _NONE if statement.value in converted else _needs(statement.value, locals_, aliases)
            for target in targets:
                # `res, remainder = divmod(n, devices)`: each name holds a part of the value.
                names = target.elts if isinstance(target, ast.Tuple) else [target]
                if not all(isinstance(name, ast.Name) for name in names):
                    if loops and isinstance(target, ast.Subscript):
                        continue   # `counts[i] = n` rebinds no name
                    return None
                # `tree, count = _smooth_named(child, ...)` of a project callable: each name holds that item of
                # what the callable returns (`_python_items` knows which items are Python values, its own
                # recursive calls included).
                parts = [(frozenset({f"{next(iter(needs[0]))}[{index}]"}), frozenset())
                         for index in range(len(names))] if isinstance(target, ast.Tuple) and \
                    isinstance(getattr(statement, "value", None), ast.Call) and needs is not None and \
                    len(needs[0]) == 1 and not needs[1] and not needs[0] & _ALWAYS_PYTHON else None
                for index, name in enumerate(names):
                    # Bound in several branches: every binding must be a Python value.
                    locals_[name.id] = _both(locals_.get(name.id, _NONE), needs if parts is None else parts[index])
        elif isinstance(statement, ast.Expr) and isinstance(statement.value, ast.Call) and isinstance(
                statement.value.func, ast.Attribute) and statement.value.func.attr in _FILLING_METHODS and \
                isinstance(statement.value.func.value, ast.Name):
            # `shapes.append(leaf.shape)`: the list holds what is put in it.
            name = statement.value.func.value.id
            locals_[name] = _both(locals_.get(name, _NONE), _call_needs(
                ast.Call(func=ast.Name(id="tuple", ctx=ast.Load()), args=statement.value.args,
                         keywords=statement.value.keywords), locals_, aliases))
        elif isinstance(statement, ast.Return):
            value = statement.value
            needs = _needs(value, locals_, aliases) if value is not None and value not in converted else _NONE
            items = tuple(_needs(item, locals_, aliases) for item in value.elts) if isinstance(
                value, ast.Tuple) and not any(isinstance(item, ast.Starred) for item in value.elts) else None
            if needs is None and items is None:
                return None
            returns.append((needs, items))
    # An abstract definition (`raise NotImplementedError()`) gives no value: the subclasses' definitions decide.
    return returns or None


# Methods that put their arguments into the container they are called on.
_FILLING_METHODS = frozenset({"append", "extend", "insert", "add", "update", "setdefault", "appendleft"})


def _both(a: _Needs, b: _Needs) -> _Needs:
    if a is None or b is None:
        return None
    return a[0] | b[0], a[1] | b[1]


def _all(needs: Iterable[_Needs]) -> _Needs:
    total: _Needs = _NONE
    for part in needs:
        total = _both(total, part)
        if total is None:
            return None
    return total


def _needs(node: ast.AST, locals_: dict[str, _Needs], aliases: dict[str, str]) -> _Needs:
    """What `node` needs to be a Python value. Parameters and globals may be traced (a module-level jnp table);
    `x.attr` is a Python value when `attr` is declared static (or is array metadata) on any object."""
    if isinstance(node, ast.Constant):
        return _NONE
    if isinstance(node, ast.Name):
        if node.id in locals_:
            return locals_[node.id]
        imported = aliases.get(node.id, "")
        if imported.startswith(_PYTHON_FUNCTION_MODULES):
            return _NONE   # `from operator import mul` handed to `reduce`: a Python function
        if imported and not imported.startswith(("jax", "numpy")):
            # `from .date import SECONDS_PER_DAY`: a constant when a file of the package binds it to one.
            return frozenset(), frozenset({_CONSTANT + imported.rpartition(".")[2]})
        return None
    if isinstance(node, ast.Attribute):
        if node.attr in ARRAY_METADATA:
            return _NONE
        root = node.value
        while isinstance(root, ast.Attribute):
            root = root.value
        if isinstance(root, ast.Name) and locals_.get(root.id, _UNKNOWN) == _NONE:
            return _NONE   # `initial_time.delta.days` of a value proved concrete
        # `self.element.dim`: a Python value when `dim` is static, or when `element` is (an attribute of aux
        # data is aux data too): the chain of attribute names, any of which may hold. An imported root may be
        # a constant of the package (`StructuredType.SINGLE` of an enumeration).
        imported = aliases.get(root.id, "") if isinstance(root, ast.Name) else ""
        if imported and not imported.startswith(("jax", "numpy")):
            return frozenset(), frozenset({f"{_CONSTANT}{imported.rpartition('.')[2]}.{_chain(node)}"})
        return frozenset(), frozenset({_chain(node)})
    if isinstance(node, (ast.Tuple, ast.List, ast.Set)):
        return _all(_needs(e, locals_, aliases) for e in node.elts)
    if isinstance(node, ast.Starred):
        return _needs(node.value, locals_, aliases)
    if isinstance(node, ast.BinOp):
        return _all((_needs(node.left, locals_, aliases), _needs(node.right, locals_, aliases)))
    if isinstance(node, ast.UnaryOp):
        return _needs(node.operand, locals_, aliases)
    if isinstance(node, ast.BoolOp):
        return _all(_needs(v, locals_, aliases) for v in node.values)
    if isinstance(node, ast.Compare):
        if all(isinstance(op, (ast.Is, ast.IsNot)) for op in node.ops):
            return _NONE
        return _all(_needs(v, locals_, aliases) for v in (node.left, *node.comparators))
    if isinstance(node, ast.IfExp):
        return _all(_needs(v, locals_, aliases) for v in (node.test, node.body, node.orelse))
    if isinstance(node, ast.Subscript):
        # An item of a Python value (`a.shape[ax]`, `self.sizes[level]`) is one whatever the index: a tracer
        # cannot index a tuple, list or dict, it raises.
        return _needs(node.value, locals_, aliases)
    if isinstance(node, ast.Slice):
        return _all(_needs(v, locals_, aliases) for v in (node.lower, node.upper, node.step) if v is not None)
    if isinstance(node, (ast.GeneratorExp, ast.ListComp, ast.SetComp)):
        inner = dict(locals_)
        parts: list[_Needs] = []
        for generator in node.generators:
            # How many items a comprehension makes is a Python number even over a tracer's rows; only what it
            # makes of each item matters.
            iterated = _needs(generator.iter, inner, aliases)
            for name in ast_walk(generator.target):
                if isinstance(name, ast.Name):
                    inner[name.id] = iterated
            parts.extend(_needs(test, inner, aliases) for test in generator.ifs)
        parts.append(_needs(node.elt, inner, aliases))
        return _all(parts)
    if isinstance(node, ast.Call):
        return _call_needs(node, locals_, aliases)
    return None


def _chain(node: ast.Attribute) -> str:
    """The attribute names of `a.b.c` after its root, joined by dots (`b.c`): a needed field that holds when any of
    them is static (`_field_holds`)."""
    names = []
    part: ast.AST = node
    while isinstance(part, ast.Attribute):
        names.append(part.attr)
        part = part.value
    return ".".join(reversed(names))


def _field_holds(needed: str, fields: frozenset[str]) -> bool:
    return needed in fields or "." in needed and any(name in fields for name in needed.split("."))


def _holds(needs: tuple[frozenset, frozenset], callables: set[str] | frozenset[str], fields: frozenset[str]
           ) -> bool:
    """Whether what an expression needs to be a Python value holds: its callables return Python values and its
    attributes are static."""
    return needs[0] <= callables and all(_field_holds(needed, fields) for needed in needs[1])


def _call_needs(node: ast.Call, locals_: dict[str, _Needs], aliases: dict[str, str]) -> _Needs:
    arguments = _all(_needs(a.value if isinstance(a, ast.Starred) else a, locals_, aliases) for a in node.args)
    arguments = _both(arguments, _all(_needs(k.value, locals_, aliases) for k in node.keywords))
    func = node.func
    spelled = dotted(func) or ""
    head, _, rest = spelled.partition(".")
    qualified = f"{aliases[head]}.{rest}" if head in aliases and rest else aliases.get(head, spelled)
    if is_static_array_function(qualified):
        return _NONE  # `jnp.size(x)`, `np.shape(x)`: a tracer's metadata
    if is_static_jax_function(qualified):
        return _NONE  # `jax.device_count()`: chains or batches per device are Python ints
    if qualified in TREE_MAPS and len(node.args) >= 2 and isinstance(node.args[0], ast.Lambda):
        # `tree_map(lambda x: x.size, tree)`: its leaves are what the lambda returns (its parameters, leaves of the
        # trees, may be traced); the trees only give the structure.
        mapped = node.args[0]
        leaves = {argument.arg for argument in (*mapped.args.posonlyargs, *mapped.args.args)}
        return _needs(mapped.body, {name: needs for name, needs in locals_.items() if name not in leaves}, aliases)
    if qualified in TREE_LEAVES and len(node.args) == 1 and not node.keywords:
        return arguments   # `tree_leaves(sizes)`: the leaves of a tree of Python values are Python values
    if isinstance(func, ast.Name) and func.id not in aliases:
        name = node.args[1] if len(node.args) in (2, 3) and not node.keywords else None
        if func.id == "getattr" and isinstance(name, ast.Constant) and isinstance(name.value, str) and \
                name.value.isidentifier():
            # `getattr(part, "num_total", None)` reads `part.num_total`, or gives the default.
            read = ast.Attribute(value=node.args[0], attr=name.value, ctx=ast.Load())
            return _all(_needs(item, locals_, aliases) for item in (read, *node.args[2:]))
        if func.id in _ALWAYS_PYTHON:
            return _NONE
        if func.id in _PYTHON_OF_PYTHON:
            return arguments
    if spelled.startswith(_PYTHON_MODULES) or qualified.startswith(_PYTHON_MODULES):
        return arguments
    if qualified.split(".", 1)[0] in ("jax", "jaxlib", "numpy") or not spelled:
        return None
    callee = qualified.rpartition(".")[2]
    if callee in _ARRAY_METHOD_NAMES:
        return None
    # A project function or method (`self.kin_dyn_parameters.number_of_links()`, `helpers.n_links(model)`,
    # `pytree_size(x)` imported): a Python value whatever its arguments when every definition of its name is one.
    return frozenset({callee}), frozenset()


def resolve(files: Iterable[FileMembers], paths: Iterable[str] = ()) -> StaticNames:
    """The names that hold for every definition in `files`: a method is a Python callable when every definition
    of its name returns a Python value given the others (a fixed point from nothing), a property is a static
    attribute on the same terms."""
    files = list(files)
    arrays = frozenset().union(*(f.array_fields for f in files))
    declared = (frozenset().union(*(f.static_fields for f in files)) | _object_aux_fields(files)) - arrays
    by_name: dict[str, list[tuple[_Needs, bool]]] = {}
    for members in files:
        for name, needs, is_property in members.definitions:
            by_name.setdefault(name, []).append((needs, is_property))
    candidates = {name: entries for name, entries in by_name.items()
                  if name not in _ARRAY_METHOD_NAMES and not name.startswith("__")
                  and all(needs is not None for needs, _ in entries)}
    # The greatest fixed point: every candidate is assumed a Python callable (or static property) until one of
    # its definitions needs something that is not, so a method delegating to another of the same name
    # (`JaxSimModel.number_of_links` returning `self.kin_dyn_parameters.number_of_links()`) holds.
    callables = {name for name, entries in candidates.items() if not any(p for _, p in entries)}
    properties = {name for name, entries in candidates.items() if all(p for _, p in entries) and name not in arrays}
    # Attributes that every function sets to array metadata (`self.output_shape = tmp.shape`, `self.input_dtype =
    # input_dtype` of a `DType` parameter), one of them `__init__`: an operator's shapes, Python values on any
    # object. A field a class body declares is set by its constructor too, from whatever the caller passes.
    set_fields: dict[str, list[_Needs]] = {}
    initialised: set[str] = set()
    for members in files:
        for name, needs, in_init in members.assignments:
            set_fields.setdefault(name, []).append(needs)
            if in_init:
                initialised.add(name)
    class_fields = frozenset().union(*(f.class_fields for f in files))
    metadata = {name for name, entries in set_fields.items()
                if name in initialised and name not in arrays and name not in class_fields and name not in by_name
                and all(needs is not None for needs in entries)}
    constants = frozenset(_CONSTANT + name for f in files for name in f.constants)
    changed = True
    while changed:
        changed = False
        fields = declared | properties | metadata | constants
        for name in sorted(callables | properties):
            if not all(_holds(needs, callables, fields)  # type: ignore[arg-type]
                       for needs, _ in candidates[name]):
                callables.discard(name)
                properties.discard(name)
                changed = True
        for name in sorted(metadata):
            if not all(_holds(needs, callables, fields)  # type: ignore[arg-type]
                       for needs in set_fields[name]):
                metadata.discard(name)
                changed = True
    fields = declared | frozenset(properties) | frozenset(metadata)
    python_items = _python_items(files, by_name, callables, fields | constants)
    python_rows = _python_rows(files, by_name, callables, fields | constants)
    tests: dict[str, set[bool]] = {}
    for members in files:
        for name, tracer in members.tracer_tests:
            tests.setdefault(name, set()).add(tracer)
    # A name counts when every definition of it (a method of that name too) is a test of the same direction.
    agreed = {name: polarity.pop() for name, polarity in tests.items() if len(polarity) == 1 and sum(
        1 for members in files for test, _ in members.tracer_tests if test == name) == len(by_name.get(name, ()))}
    predicates = frozenset(name for name, tracer in agreed.items() if tracer)
    concrete = frozenset(name for name, tracer in agreed.items() if not tracer)
    used = fields | callables | {name for name, _ in python_items + python_rows} | predicates | concrete
    sources = tuple(path for path, members in zip(paths, files)
                    if members.static_fields & fields or members.constants or members.object_aux_classes
                    or any(attributes & fields for _, _, attributes, _ in members.classes)
                    or any(name in used for name, _, _ in members.definitions)
                    or any(name in metadata for name, _, _ in members.assignments))
    # A property of one class that another class declares as a field may be that class's leaf (not when every
    # class declaring it keeps it static: `n_agents: int = struct.field(pytree_node=False)`).
    leaf_fields = frozenset().union(*(f.leaf_fields for f in files))
    # A test over `*values` counts as one when every definition of the name is.
    variadic = frozenset(name for name in predicates | concrete if all(
        name in members.variadic_tests for members in files for test, _ in members.tracer_tests if test == name))
    return StaticNames(fields, frozenset(callables), sources, python_items, predicates, concrete,
                       frozenset(properties) - leaf_fields, python_rows, variadic)


def _python_items(files: list[FileMembers], by_name: dict[str, list[tuple[_Needs, bool]]], callables: set[str],
                  fields: frozenset[str]) -> tuple[tuple[str, tuple[bool, ...]], ...]:
    """The callables every definition of which returns a tuple display of one length, and which of its items are
    Python values in all of them."""
    tuples: dict[str, list[tuple[_Needs, ...]]] = {}
    for members in files:
        for name, items in members.tuple_definitions:
            tuples.setdefault(name, []).append(items)
    candidates = {name: definitions for name, definitions in sorted(tuples.items())
                  if not (name in _ARRAY_METHOD_NAMES or name.startswith("__") or
                          len(definitions) != len(by_name.get(name, ())) or
                          len({len(items) for items in definitions}) != 1)}
    # An item may need an item of another callable's tuple, or of its own (`count += child_count` of a recursive
    # call, `f"{name}[{index}]"`): assume every item whose definitions are all known, then drop those whose needs
    # fail until none does (a count built only from Python parts and such items is a Python value).
    assumed = {f"{name}[{index}]" for name, definitions in candidates.items()
               for index in range(len(definitions[0])) if all(items[index] is not None for items in definitions)}
    changed = True
    while changed:
        changed = False
        for name, definitions in candidates.items():
            for index in range(len(definitions[0])):
                item = f"{name}[{index}]"
                if item in assumed and not all(_holds(items[index], callables | assumed, fields)  # type: ignore
                                               for items in definitions):
                    assumed.discard(item)
                    changed = True
    found = []
    for name, definitions in candidates.items():
        python = tuple(f"{name}[{index}]" in assumed for index in range(len(definitions[0])))
        if any(python):
            found.append((name, python))
    return tuple(found)


def _python_rows(files: list[FileMembers], by_name: dict[str, list[tuple[_Needs, bool]]], callables: set[str],
                 fields: frozenset[str]) -> tuple[tuple[str, tuple[bool, ...]], ...]:
    """The callables every definition of which returns a Python list of tuple displays of one length (or hands back
    what another such callable returns), and which items of a row are Python values in all of them."""
    definitions: dict[str, list[tuple[_Needs, ...] | str]] = {}
    for members in files:
        for name, rows in members.row_definitions:
            definitions.setdefault(name, []).append(rows)
    known: dict[str, tuple[bool, ...]] = {}
    pending = {name: found for name, found in definitions.items()
               if name not in _ARRAY_METHOD_NAMES and not name.startswith("__")
               and len(found) == len(by_name.get(name, ()))}
    changed = True
    while changed:   # a callable handing back another's rows is known once that one is
        changed = False
        for name, found in sorted(pending.items()):
            if name in known or not all(isinstance(rows, tuple) or rows in known for rows in found):
                continue
            widths = [known[rows] if isinstance(rows, str) else rows for rows in found]
            if len({len(rows) for rows in widths}) != 1:
                continue
            known[name] = tuple(all(rows[i] if isinstance(rows[i], bool) else (
                rows[i] is not None and _holds(rows[i], callables, fields))  # type: ignore[arg-type]
                for rows in widths) for i in range(len(widths[0])))
            changed = True
    return tuple((name, python) for name, python in sorted(known.items()) if any(python))


def project_static_names(path: str, cache: dict, source: Optional[str] = None) -> StaticNames:
    """The static names the file at `path` sees: from its own text (`source` when given: an editor's or flake8's
    buffer, never read from disk) and its top package's files (a package too large to read once per run gives only
    the file's own). `cache` is the run's (RunContext.static_names)."""
    own = os.path.abspath(path)
    if source is not None and ("file", own) not in cache:
        cache[("file", own)] = _parse_members(source)
    top = readable_package(path, cache) or _namespace_package(own, cache)
    key = ("names", top or own)
    names = cache.get(key)
    if names is None:
        files = (package_files(top, cache) if top is not None else ()) or (own, *_imported_files(own, cache))
        found = [(p, m) for p, m in ((p, _members(p, cache)) for p in files) if m is not None]
        names = cache[key] = resolve([m for _, m in found], [p for p, _ in found])
    return names


def _namespace_package(path: str, cache: dict) -> Optional[str]:
    """The folder of the namespace package a file outside packages imports by name (`from swarmsim.core import
    Bodies` in `swarmsim/dynamics/_brownian.py`, a release unpacked without its `__init__.py` files): read whole,
    as a package is, since such an import names a folder whose missing `__init__.py` re-exported its modules' names;
    None when the file imports no such package, or it holds too many files to read."""
    members = _members(path, cache)
    if members is None:
        return None
    for module, level in members.imported_modules:
        first = module.split(".")[0]
        root = namespace_root(path, first) if not level and first else None
        if root is not None and package_files(os.path.join(root, first), cache):
            return os.path.join(root, first)
    return None


def _imported_files(path: str, cache: dict) -> tuple[str, ...]:
    """The files of the file's own package it imports names from, for a file of a package too large to read whole
    or of a folder without `__init__.py` (`from .data import get_num_total` still names `data.py` beside it): their
    constants (`SECONDS_PER_DAY = 86_400`) and definitions are what the file's functions rest on."""
    members = _members(path, cache)
    top = top_package(path, cache)
    if members is None:
        return ()
    found = []
    for module, level in members.imported_modules:
        namespace = namespace_root(path, module.split(".")[0]) if not level and top is None and module else None
        if not level and top is None and namespace is None:
            continue
        if namespace is not None:
            # A folder without `__init__.py` importing its own namespace package by name.
            parts = module.split(".")
            base = namespace
        elif level:
            # A relative import names a file of the folder around whether or not that folder shows an
            # `__init__.py` (a namespace package, a release unpacked without it).
            base = os.path.dirname(path)
            for _ in range(level - 1):
                base = os.path.dirname(base)
            parts = module.split(".") if module else []
        else:
            parts = module.split(".")
            if top is None or parts[0] != os.path.basename(top):
                continue
            base = os.path.dirname(top)
        candidate = os.path.join(base, *parts) + ".py"
        if parts and os.path.isfile(candidate) and candidate != path:
            found.append(candidate)
    return tuple(dict.fromkeys(found))


_WORD = re.compile(r"[A-Za-z_]\w*")


def words(text: str) -> set[str]:
    """The identifiers a text may spell (and the words of its comments and strings: a superset)."""
    return set(_WORD.findall(text))


def words_counted(text: str, names: set[str]) -> dict[str, int]:
    """How many times the text spells each of `names` as a word (in code, strings or comments)."""
    counts: dict[str, int] = {}
    for word in _WORD.findall(text):
        if word in names:
            counts[word] = counts.get(word, 0) + 1
    return counts


def record_members(cache: dict, path: str, tree: ast.Module, source: Optional[str] = None) -> None:
    """What the file at `path` declares, from a tree of its text that the caller has parsed anyway. Not for a file
    of a package too large to read (jax itself): only a file's own declarations count there, read if ever asked."""
    key = ("file", os.path.abspath(path))
    if key not in cache:
        if top_package(path, cache) is not None and readable_package(path, cache) is None:
            return
        cache[key] = file_members(tree, source)


def _members(path: str, cache: dict) -> Optional[FileMembers]:
    key = ("file", path)
    if key not in cache:
        source = read_source(path)
        cache[key] = _parse_members(source) if source is not None else None
    return cache[key]


def _parse_members(source: str) -> Optional[FileMembers]:
    try:
        return file_members(syntax_tree(source), source)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return None
