"""Python `ast` trees read fast, for the region planner and the project outline: a walk that skips expression
contexts and operators, the statement lists of compound statements, dotted and qualified names, import tables."""

from __future__ import annotations

import ast
import bisect
import functools
import re
import weakref
from typing import Callable, Iterable, Iterator, Optional

from .import_names import bind_from_import, bind_import, bind_none_constant, qualify
from .region_text import Text, text_of, word_offsets
from .tables import ARRAY_BUILDERS

Statement = ast.stmt
DEFS = (ast.FunctionDef, ast.AsyncFunctionDef)


# --- imports: the same table as ImportMap.from_module, from ast ---------------------------------------------------
def import_tables(statements: Iterable[Statement]) -> tuple[dict[str, str], dict[str, tuple[int, str]]]:
    """`ImportMap.aliases` (local name -> imported qualified name) and `ImportMap.relative` (local name -> (level,
    dotted name)), for the given Import/ImportFrom statements in source order."""
    aliases: dict[str, str] = {}
    relative: dict[str, tuple[int, str]] = {}
    for node in statements:
        if isinstance(node, ast.Import):
            for alias in node.names:
                bind_import(aliases, alias.name, alias.asname)
        elif isinstance(node, ast.ImportFrom) and not any(alias.name == "*" for alias in node.names):
            bind_from_import(aliases, relative, node.module, node.level,
                             [(alias.name, alias.asname) for alias in node.names])
    return aliases, relative


def all_import_tables(tree: ast.Module) -> tuple[dict[str, str], dict[str, tuple[int, str]]]:
    """The import tables of a whole module (every import statement, nested ones included)."""
    found = [node for node in walk_ast(tree) if isinstance(node, (ast.Import, ast.ImportFrom))]
    found.sort(key=lambda node: (node.lineno, node.col_offset))
    aliases, relative = import_tables(found)
    _bind_none_constants(tree, aliases)
    return aliases, relative


def _bind_none_constants(tree: ast.Module, aliases: dict[str, str]) -> None:
    """`na = jnp.newaxis` at module level: `na` is bound like an import alias (ImportMap.from_module does the same)."""
    for statement in tree.body:
        if isinstance(statement, ast.Assign) and len(statement.targets) == 1 and \
                isinstance(statement.targets[0], ast.Name):
            bind_none_constant(aliases, statement.targets[0].id, dotted(statement.value))


# Fields whose nodes no pass of the planner looks at: expression contexts (`Load`, one per name) and operators.
_UNREAD_FIELDS = frozenset({"ctx", "op", "ops"})
# Node class -> the fields the walks descend into: those holding a node or None, those holding a list of nodes,
# and those that may hold anything (read with isinstance checks). Learnt from the class's ASDL signature, its
# docstring (`Attribute(expr value, identifier attr, expr_context ctx)`): identifiers, strings, numbers and
# constants are never nodes, and most of a tree's fields are names' `id`s and attributes' `attr`s.
_CHILD_FIELDS: dict[type, tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]] = {}
_SIGNATURE_FIELD = re.compile(r"(\w+)([*?]?) (\w+)")
_PLAIN_TYPES = frozenset({"identifier", "string", "int", "constant"})
# Lists of expressions that hold None for a missing one (`{**rest}`'s key, a keyword-only parameter's default).
_LISTS_WITH_NONE = frozenset({(ast.Dict, "keys"), (ast.arguments, "kw_defaults")})


def _signature(kind: type) -> dict[str, tuple[str, str]]:
    """Field -> (ASDL type, quantity: "", "?" or "*") of a node class, from its docstring."""
    return {name: (field_type, quantity) for field_type, quantity, name in
            _SIGNATURE_FIELD.findall((kind.__doc__ or "").partition("(")[2])}


def _child_fields(kind: type) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
    """Learn the fields `walk_ast` descends into for a node class."""
    signature = _signature(kind)
    nodes, lists, mixed = [], [], []
    for name in kind._fields:
        field_type, quantity = signature.get(name, (None, None))
        if name in _UNREAD_FIELDS or field_type in _PLAIN_TYPES:
            continue
        if field_type is None or (kind, name) in _LISTS_WITH_NONE:
            mixed.append(name)
        else:
            (lists if quantity == "*" else nodes).append(name)
    fields = _CHILD_FIELDS[kind] = (tuple(nodes), tuple(lists), tuple(mixed))
    return fields


def child_fields(kind: type) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
    """The fields of a node class that may hold a node (but expression contexts and operators): those holding a
    node or None, those holding a list of nodes, those that may hold anything (to read with isinstance checks)."""
    return _CHILD_FIELDS[kind] if kind in _CHILD_FIELDS else _child_fields(kind)


# Node class -> (field, how to read it) for the fields `ast.iter_child_nodes` may find a node in, in `_fields`
# order: a node or None (`_NODE`), a list of nodes (`_NODES`), or anything (`_ANY`: read as `iter_child_nodes`
# reads it, with isinstance checks). Learnt from the ASDL signature as `_CHILD_FIELDS` is, expression contexts and
# operators kept: `ast_walk` gives every node `ast.walk` gives.
_AST_WALK_FIELDS: dict[type, tuple[tuple[str, int], ...]] = {}
_NODE, _NODES, _ANY = 0, 1, 2


def _ast_walk_fields(kind: type) -> tuple[tuple[str, int], ...]:
    signature = _signature(kind)
    fields = []
    for name in kind._fields:
        field_type, quantity = signature.get(name, (None, None))
        if field_type in _PLAIN_TYPES:
            continue
        if field_type is None or (kind, name) in _LISTS_WITH_NONE:
            fields.append((name, _ANY))
        else:
            fields.append((name, _NODES if quantity == "*" else _NODE))
    found = _AST_WALK_FIELDS[kind] = tuple(fields)
    return found


def ast_walk(root: ast.AST) -> Iterator[ast.AST]:
    """`ast.walk(root)`: the same nodes in the same order (breadth first, each node's children in
    `ast.iter_child_nodes` order), about three times faster: a list grown while it is read instead of a deque, and
    no generator per node and per field (`ast.walk` was the largest single cost of a cold run after the parses,
    benchmarks/PROFILE.md, session 34)."""
    found = [root]
    add_children = _add_ast_children
    for node in found:
        add_children(node, found)
        yield node


def ast_child_nodes(node: ast.AST) -> list[ast.AST]:
    """`ast.iter_child_nodes(node)`, as a list, faster."""
    found: list[ast.AST] = []
    _add_ast_children(node, found)
    return found


def _add_ast_children(node: ast.AST, found: list[ast.AST]) -> None:
    """Append what `ast.iter_child_nodes(node)` gives. A field a node lacks is skipped, as `ast.iter_fields` skips
    it (nodes the analysis builds by hand leave some unset)."""
    kind = type(node)
    for name, read in _AST_WALK_FIELDS[kind] if kind in _AST_WALK_FIELDS else _ast_walk_fields(kind):
        value = getattr(node, name, None)
        if value is None:
            continue
        if read == _NODE:
            found.append(value)
        elif read == _NODES and type(value) is list:
            found.extend(value)
        elif isinstance(value, ast.AST):
            found.append(value)
        elif isinstance(value, list):
            found.extend([item for item in value if isinstance(item, ast.AST)])


def walk_ast(root: ast.AST) -> Iterable[ast.AST]:
    """Every node under `root` but expression contexts and operators, parents before children (like `ast.walk`,
    in another order, faster: no generator per node, benchmarks/PROFILE.md)."""
    stack = [root]
    while stack:
        node = stack.pop()
        yield node
        add_children(node, stack)


def walk_ast_list(root: ast.AST) -> list[ast.AST]:
    """The nodes `walk_ast` gives, as a list (parents before children, in another order): for a pass that reads
    every node, a list grown while it is read costs less than a generator resumed per node."""
    found = [root]
    child_fields = _CHILD_FIELDS
    append, extend = found.append, found.extend
    for node in found:
        kind = type(node)
        # `add_children`, inline: this loop sees every node of the code that may be traced.
        nodes, lists, mixed = child_fields[kind] if kind in child_fields else _child_fields(kind)
        for name in nodes:
            value = getattr(node, name)
            if value is not None:
                append(value)
        for name in lists:
            extend(getattr(node, name))
        if mixed:
            _add_mixed(node, mixed, found)
    return found


def nodes_on_lines(tree: ast.Module, lines: list[int]) -> list[ast.AST]:
    """The nodes `walk_ast` gives whose lines hold one of `lines` (sorted), and those without a position (arguments,
    comprehensions, ...) under them: every node written on one of those lines and its ancestors. A walk for a name's
    uses that enters only the nodes whose lines spell the name visits a small part of most files."""
    found: list[ast.AST] = []
    if not lines:
        return found
    pending: list[ast.AST] = list(tree.body)
    bisect_left = bisect.bisect_left
    while pending:
        node = pending.pop()
        first = getattr(node, "lineno", None)
        if first is not None:
            decorators = getattr(node, "decorator_list", None)
            if decorators:
                first = min(first, *(decorator.lineno for decorator in decorators))  # they precede `def`/`class`
            index = bisect_left(lines, first)
            if index == len(lines) or lines[index] > (node.end_lineno or first):
                continue
        if type(node) is ast.JoinedStr:
            found.extend(walk_ast_list(node))  # before Python 3.12 the positions inside an f-string may be wrong
            continue
        found.append(node)
        add_children(node, pending)
    return found


def add_children(node: ast.AST, found: list[ast.AST]) -> None:
    """Append the children `walk_ast` descends into (`ast.iter_child_nodes` but expression contexts and operators,
    list fields after single nodes: the order of the statements of a node's blocks is kept)."""
    kind = type(node)
    nodes, lists, mixed = _CHILD_FIELDS[kind] if kind in _CHILD_FIELDS else _child_fields(kind)
    for name in nodes:
        value = getattr(node, name)
        if value is not None:
            found.append(value)
    for name in lists:
        found.extend(getattr(node, name))
    if mixed:
        _add_mixed(node, mixed, found)


def _add_mixed(node: ast.AST, mixed: tuple[str, ...], found: list[ast.AST]) -> None:
    for name in mixed:
        value = getattr(node, name, None)
        if isinstance(value, list):
            found.extend([item for item in value if isinstance(item, ast.AST)])
        elif isinstance(value, ast.AST):
            found.append(value)


def dotted(node: ast.AST) -> Optional[str]:
    parts = []
    while isinstance(node, ast.Attribute):
        parts.append(node.attr)
        node = node.value
    if not isinstance(node, ast.Name):
        return None
    parts.append(node.id)
    return ".".join(reversed(parts))


def self_attribute(node: ast.AST) -> Optional[str]:
    """The attribute name of `self.<name>`, else None."""
    if type(node) is ast.Attribute and type(node.value) is ast.Name and node.value.id == "self":
        return node.attr
    return None


def body_past_docstring(definition: ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef) -> list[ast.stmt]:
    """The statements of a def or class after its docstring (all of them when it has none)."""
    body = definition.body
    if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant) and isinstance(
            body[0].value.value, str):
        return body[1:]
    return body


def named_parameters(arguments: ast.arguments) -> set[str]:
    """The names a def or lambda binds for its positional-only, positional and keyword-only parameters (not `*args`
    and `**kwargs`)."""
    return {a.arg for a in (*arguments.posonlyargs, *arguments.args, *arguments.kwonlyargs)}


def qualified_name(node: ast.AST, aliases: dict[str, str]) -> Optional[str]:
    """`ImportMap.qualified_name` for an ast expression."""
    return qualify(dotted(node), aliases)


_BODY_FIELDS = ("body", "orelse", "finalbody")
_CLAUSE_FIELDS = ("handlers", "cases")
# Statement class -> its fields among the above (empty for a simple statement, most of them).
_STATEMENT_LIST_FIELDS: dict[type, tuple[tuple[str, ...], tuple[str, ...]]] = {}


def statement_lists(node: ast.AST) -> list[list]:
    """The statement lists directly inside a compound statement (except/case bodies included)."""
    kind = type(node)
    fields = _STATEMENT_LIST_FIELDS.get(kind)
    if fields is None:
        fields = _STATEMENT_LIST_FIELDS[kind] = (tuple(name for name in _BODY_FIELDS if name in kind._fields),
                                                 tuple(name for name in _CLAUSE_FIELDS if name in kind._fields))
    bodies, clauses = fields
    if not bodies and not clauses:
        return []
    found = [inner for inner in (getattr(node, name, None) for name in bodies) if isinstance(inner, list)]
    for name in clauses:
        found.extend(clause.body for clause in getattr(node, name, None) or ())
    return found


def nested_statements(node: Statement) -> list[Statement]:
    """`node` and every statement inside it, in nested functions and classes too. Assignments, expression
    statements and defs are found here without visiting any expression (most of a tree's nodes)."""
    found = [node]
    for statement in found:   # grows while it is read: parents before their statements
        for statements in statement_lists(statement):
            found.extend(statements)
    return found


# The import tables of the most recent texts: a linted file's are asked by the classes whose base transforms their
# methods and by its region plan, a helper's by its outline and its plan, within moments of each other.
_RECENT_IMPORT_TABLES: dict[str, tuple[dict[str, str], dict[str, tuple[int, str]]]] = {}
_IMPORT_TABLES_KEPT = 8


def file_imports(text: Text, tree: ast.Module) -> tuple[dict[str, str], dict[str, tuple[int, str]]]:
    """The import table of a module (`tree`, Python's parse of `text`), visiting only the statements on lines that
    spell `import`. The caller owns the dicts returned."""
    return source_imports(text.text, tree, text)


def source_imports(source: str, tree: ast.Module, text: Optional[Text] = None
                   ) -> tuple[dict[str, str], dict[str, tuple[int, str]]]:
    """`file_imports` of `source` (parsed: `tree`; split into lines: `text`, made when needed)."""
    known = _RECENT_IMPORT_TABLES.get(source)
    if known is None:
        if text is None:
            text = text_of(source)
        known = _import_tables_of(text, tree)
        if len(_RECENT_IMPORT_TABLES) >= _IMPORT_TABLES_KEPT:
            del _RECENT_IMPORT_TABLES[next(iter(_RECENT_IMPORT_TABLES))]
        _RECENT_IMPORT_TABLES[source] = known
    return dict(known[0]), dict(known[1])


def _import_tables_of(text: Text, tree: ast.Module) -> tuple[dict[str, str], dict[str, tuple[int, str]]]:
    lines = sorted({text.line_of(offset) for offset in word_offsets(text.text, "import")})
    found: list[Statement] = []
    pending: list[Statement] = list(tree.body)
    while pending:
        statement = pending.pop()
        index = bisect.bisect_left(lines, statement.lineno)
        if index == len(lines) or lines[index] > (statement.end_lineno or statement.lineno):
            continue
        if isinstance(statement, (ast.Import, ast.ImportFrom)):
            found.append(statement)
            continue
        for inner in statement_lists(statement):
            pending.extend(inner)
    found.sort(key=lambda node: (node.lineno, node.col_offset))
    aliases, relative = import_tables(found)
    if "newaxis" in text.text:
        _bind_none_constants(tree, aliases)
    return aliases, relative


def function_scopes(tree: ast.Module) -> list[ast.AST]:
    """The module and every function of it (methods included): each binds its own names."""
    return [tree, *(node for node in ast_walk(tree) if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)))]


def own_nodes(scope: ast.AST) -> list[ast.AST]:
    """The nodes of a scope's own code, not of the functions and classes nested in it."""
    found: list[ast.AST] = []
    pending = list(scope.body) if isinstance(scope, ast.Module) else list(scope.body)  # type: ignore[attr-defined]
    while pending:
        node = pending.pop()
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Lambda)):
            continue
        found.append(node)
        _add_ast_children(node, pending)
    return found


class PlainNameCalls:
    """The calls of a plain name (`step(...)`) in a file, each with the scope whose `own_nodes` hold it (one of
    `function_scopes`; None in a class body, a decorator or a default; in a lambda, the scope it is written in when
    its parameters shadow no name of that scope, else None), and each scope's
    `scope_instances`, read when first asked. A name's calls are found in a walk that enters only the nodes whose
    lines hold the name as a word: most of a file is never visited."""

    def __init__(self, tree: ast.Module, source: str) -> None:
        self._tree = tree
        self._source = source
        self._text: Optional[Text] = None
        self._calls: dict[str, list[tuple[ast.Call, Optional[ast.AST]]]] = {}
        self._instances: dict[ast.AST, dict[str, str]] = {}

    def calls(self, name: str) -> list[tuple[ast.Call, Optional[ast.AST]]]:
        known = self._calls.get(name)
        if known is None:
            known = self._calls[name] = self._find(name)
        return known

    def in_scopes(self, name: str) -> list[tuple[ast.Call, ast.AST]]:
        """The calls of `name` in some scope's own code, with that scope."""
        return [(call, scope) for call, scope in self.calls(name) if scope is not None]

    def instances(self, scope: ast.AST) -> dict[str, str]:
        known = self._instances.get(scope)
        if known is None:
            known = self._instances[scope] = scope_instances(scope)
        return known

    def _find(self, name: str) -> list[tuple[ast.Call, Optional[ast.AST]]]:
        if self._text is None:
            self._text = text_of(self._source)
        text = self._text
        lines = sorted({text.line_of(offset) for offset in word_offsets(text.text, name)})
        found: list[tuple[ast.Call, Optional[ast.AST]]] = []
        if not lines:
            return found
        pending: list[tuple[ast.AST, Optional[ast.AST]]] = [(node, self._tree) for node in reversed(self._tree.body)]
        while pending:
            node, scope = pending.pop()
            first = getattr(node, "lineno", None)
            if first is not None:
                decorators = getattr(node, "decorator_list", None)
                if decorators:
                    first = min(first, *(decorator.lineno for decorator in decorators))  # they precede the `def`
                index = bisect.bisect_left(lines, first)
                if index == len(lines) or lines[index] > (getattr(node, "end_lineno", None) or first):
                    continue  # the name is not written in this node's lines
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                # Decorators, defaults and annotations belong to no scope's own code; the body is the function's.
                body = set(map(id, node.body))
                pending.extend((child, node if id(child) in body else None)
                               for child in reversed(ast_child_nodes(node)))
                continue
            if isinstance(node, ast.ClassDef) or (isinstance(node, ast.Lambda) and not _sees_through(node, scope)):
                scope = None
            elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == name:
                found.append((node, scope))
            pending.extend((child, scope) for child in reversed(ast_child_nodes(node)))
        return found


def _sees_through(lambda_node: ast.Lambda, scope: Optional[ast.AST]) -> bool:
    """Do the names a lambda's body reads mean what they mean in `scope`, the function (or module) it is written
    in (`jax.vmap(lambda key: rollout(env, key, n))(keys)` in `main`, `env` bound there)? Yes when none of its
    parameters is a name `scope` itself binds or reads: the lambda's own names cannot be taken for the scope's."""
    if scope is None:
        return False
    arguments = lambda_node.args
    own = {argument.arg for argument in (*arguments.posonlyargs, *arguments.args, *arguments.kwonlyargs,
                                         arguments.vararg, arguments.kwarg) if argument is not None}
    if not own:
        return True
    if isinstance(scope, (ast.FunctionDef, ast.AsyncFunctionDef)):
        scope_arguments = scope.args
        if own & {argument.arg for argument in (*scope_arguments.posonlyargs, *scope_arguments.args,
                                                *scope_arguments.kwonlyargs, scope_arguments.vararg,
                                                scope_arguments.kwarg) if argument is not None}:
            return False
    return not any(isinstance(node, ast.Name) and node.id in own for node in own_nodes(scope))


_PLAIN_NAME_CALLS: "weakref.WeakKeyDictionary[ast.Module, PlainNameCalls]" = weakref.WeakKeyDictionary()


def plain_name_calls(tree: ast.Module, source: str) -> PlainNameCalls:
    """`PlainNameCalls` of a file (`source`, parsed: `tree`), made once per tree."""
    known = _PLAIN_NAME_CALLS.get(tree)
    if known is None:
        known = _PLAIN_NAME_CALLS[tree] = PlainNameCalls(tree, source)
    return known


def scope_instances(scope: ast.AST) -> dict[str, str]:
    """Names the scope binds to a call of a plain name, and only so (`config = ModelConfig(...)`), and parameters
    annotated with a plain name or defaulting to such a call (`config: ModelConfig`, `config=ModelConfig()`) that
    the scope does not rebind."""
    bound: dict[str, Optional[str]] = {}
    if isinstance(scope, (ast.FunctionDef, ast.AsyncFunctionDef)):
        arguments = scope.args
        positional = [*arguments.posonlyargs, *arguments.args]
        defaults = dict(zip((a.arg for a in positional[len(positional) - len(arguments.defaults):]),
                            arguments.defaults))
        defaults.update((a.arg, d) for a, d in zip(arguments.kwonlyargs, arguments.kw_defaults) if d is not None)
        for argument in (*positional, *arguments.kwonlyargs):
            default = defaults.get(argument.arg)
            if isinstance(argument.annotation, ast.Name):
                bound[argument.arg] = argument.annotation.id
            elif isinstance(default, ast.Call) and isinstance(default.func, ast.Name):
                bound[argument.arg] = default.func.id
    return _bound_to_one_call(scope, bound, lambda func: func.id if isinstance(func, ast.Name) else None)


def _bound_to_one_call(scope: ast.AST, bound: dict[str, Optional[str]],
                       called: Callable[[ast.expr], Optional[str]]) -> dict[str, str]:
    """`bound` (names known before the scope's own statements) with the names the scope binds, each to what `called`
    says of the function of the call assigned (None: not such a call); a name bound otherwise, or to two different
    calls, is left out."""
    for node in own_nodes(scope):
        targets = node.targets if isinstance(node, ast.Assign) else [node.target] if isinstance(
            node, (ast.AnnAssign, ast.AugAssign, ast.For)) else []
        value = getattr(node, "value", None)
        pairs = [(target, value) for target in targets if isinstance(target, ast.Name)]
        if isinstance(node, ast.Assign):
            # `generator, critic = Generator(), Critic()`: each name is bound to its item of the display.
            pairs = [pair for target in targets for pair in _paired_items(target, value)]
        for target, item in pairs:
            made = called(item.func) if isinstance(node, ast.Assign) and isinstance(item, ast.Call) else None
            bound[target.id] = made if target.id not in bound or bound[target.id] == made else None
    return {name: made for name, made in bound.items() if made is not None}


def scope_call_bindings(scope: ast.AST) -> dict[str, tuple[str, ...]]:
    """Names the scope binds more than once, every time to a call of a plain name, each with the names called
    (`replay = init_replay(...)`, then `replay = push(replay, ...)` in the loop)."""
    called: dict[str, Optional[list[str]]] = {}
    if isinstance(scope, (ast.FunctionDef, ast.AsyncFunctionDef)):
        arguments = scope.args
        for argument in (*arguments.posonlyargs, *arguments.args, *arguments.kwonlyargs):
            called[argument.arg] = None   # what a caller passes comes first
    nodes = own_nodes(scope)
    pairs = [pair for node in nodes if isinstance(node, ast.Assign)
             for target in node.targets for pair in _paired_items(target, node.value)]
    paired = {id(target) for target, _ in pairs}
    # A loop variable, `with ... as name`, an item of an unpacked call's result: bound to something else too.
    pairs += [(node, None) for node in nodes
              if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store) and id(node) not in paired]
    for target, item in pairs:
        made = item.func.id if isinstance(item, ast.Call) and isinstance(item.func, ast.Name) else None
        names = called.get(target.id, [])
        if made is None or names is None:
            called[target.id] = None
        elif made not in names:
            names.append(made)
            called[target.id] = names
    return {name: tuple(names) for name, names in called.items() if names is not None and len(names) > 1}


def _paired_items(target: ast.expr, value: Optional[ast.expr]) -> list[tuple[ast.Name, Optional[ast.expr]]]:
    """The names `target` binds, each with the expression it receives from `value`: the item at its position when both
    are displays of one length without a starred item, else None (unknown); a plain name receives `value` itself."""
    if isinstance(target, ast.Name):
        return [(target, value)]
    if not isinstance(target, (ast.Tuple, ast.List)):
        return []
    if isinstance(value, (ast.Tuple, ast.List)) and len(value.elts) == len(target.elts) and not any(
            isinstance(item, ast.Starred) for item in (*target.elts, *value.elts)):
        return [pair for item_target, item in zip(target.elts, value.elts) for pair in _paired_items(item_target, item)]
    return []


def is_alternate_constructor(function: ast.AST) -> bool:
    """Is `function` a classmethod whose every return makes an instance of its class (`@classmethod def
    polytrope(cls, k, gamma): ... return cls(rho, k * rho**gamma)`)? Its call gives an instance, as the class's does."""
    if not isinstance(function, (ast.FunctionDef, ast.AsyncFunctionDef)) or not any(
            isinstance(d, ast.Name) and d.id == "classmethod" for d in function.decorator_list):
        return False
    positional = [*function.args.posonlyargs, *function.args.args]
    if not positional:
        return False
    own_class = positional[0].arg
    returns = [node for node in own_nodes(function) if isinstance(node, ast.Return)]
    return bool(returns) and all(isinstance(r.value, ast.Call) and isinstance(r.value.func, ast.Name)
                                 and r.value.func.id == own_class for r in returns)


def scope_alternate_constructions(scope: ast.AST) -> dict[str, str]:
    """Names the scope binds only to a call of a method of a plain name (`eos = TabulatedEOS.polytrope(...)`): the
    dotted name called. Whether that method makes an instance (`is_alternate_constructor`) is its class's to say."""
    return _bound_to_one_call(scope, {}, lambda func: dotted(func) if isinstance(func, ast.Attribute) and isinstance(
        func.value, ast.Name) else None)


def element_instances(scope: ast.AST) -> dict[str, str]:
    """Names the scope binds only as the loop or comprehension variable over a list or tuple of instances of one
    class (`stars = [Star(m) for m in masses]` then `for star in stars` or `[run(star) for star in stars]`), each
    with the called name."""
    nodes = own_nodes(scope)
    held: dict[str, Optional[str]] = {}
    for node in nodes:
        if isinstance(node, ast.Assign):
            made = element_call(node.value)
            for target in node.targets:
                for name in ast_walk(target):
                    if isinstance(name, ast.Name):
                        held[name.id] = made if isinstance(target, ast.Name) and (
                            name.id not in held or held[name.id] == made) else None
        elif isinstance(node, (ast.AnnAssign, ast.AugAssign)) and isinstance(node.target, ast.Name):
            held[node.target.id] = None
    bound: dict[str, Optional[str]] = {}
    for node in nodes:
        loops = [node] if isinstance(node, (ast.For, ast.AsyncFor)) else node.generators if isinstance(
            node, (ast.ListComp, ast.SetComp, ast.GeneratorExp, ast.DictComp)) else []
        for loop in loops:
            made = held.get(loop.iter.id) if isinstance(loop.iter, ast.Name) else None
            for name in ast_walk(loop.target):
                if isinstance(name, ast.Name):
                    bound[name.id] = made if isinstance(loop.target, ast.Name) and (
                        name.id not in bound or bound[name.id] == made) else None
    return {name: made for name, made in bound.items() if made is not None and name not in held}


def element_call(value: ast.expr) -> Optional[str]:
    """The plain name every element of a list or tuple display, or of a list comprehension, is a call of."""
    elements = [value.elt] if isinstance(value, ast.ListComp) else value.elts if isinstance(
        value, (ast.List, ast.Tuple)) else []
    names = {element.func.id if isinstance(element, ast.Call) and isinstance(element.func, ast.Name) else None
             for element in elements}
    return names.pop() if len(names) == 1 else None


def unpacked_names(target: ast.expr) -> list[ast.Name]:
    """The names an assignment target binds: itself, or each name of a tuple or list it unpacks into."""
    if isinstance(target, ast.Name):
        return [target]
    if isinstance(target, (ast.Tuple, ast.List)):
        return [name for element in target.elts
                for name in unpacked_names(element.value if isinstance(element, ast.Starred) else element)]
    return []


def derived_names(body: list[ast.AST], targets: set[str]) -> dict[str, bool]:
    """The names a loop body assigns from `targets` or from names so assigned (to a fixed point), each with whether
    it is an object built by a call (`env = Env(model)`, `model, tokenizer = load(model_id)`) rather than a value
    computed from them."""
    assignments = [(name.id, node.value) for statement in body for node in ast_walk(statement)
                   if isinstance(node, ast.Assign) and len(node.targets) == 1
                   for name in unpacked_names(node.targets[0])]
    if not assignments:
        return {}
    derived: dict[str, bool] = {}
    changed = True
    while changed:
        changed = False
        for name, value in assignments:
            if name in derived or name in targets:
                continue
            if any(isinstance(node, ast.Name) and (node.id in targets or node.id in derived)
                   for node in ast_walk(value)):
                derived[name] = isinstance(value, ast.Call)
                changed = True
    return derived


def loops_hand_new_code(tree: Optional[ast.Module], name: str, position: int, keyword: str) -> bool:
    """loops_hand_new_configurations for one parameter, the code the callee compiles."""
    return loops_hand_new_configurations(tree, name, [(position, keyword)])


def loops_hand_new_configurations(tree: Optional[ast.Module], name: str, slots: list[tuple[int, str]],
                                  over_items: bool = False) -> bool:
    """Is every call of the module function `name` that `tree` makes in a loop or comprehension handed, for one
    of its parameters `slots` (each by position and keyword), what the loop changes (its target, or what its body
    builds from it: `for label, op in operators.items(): values(op, ...)`), and is there at least one? When that
    parameter is code the callee compiles (an operator whose method it jits), or configures an object whose method
    it jits, each call compiles its own program, hoisted jit or not.

    With `over_items` (the parameters are settings the callee builds its jitted object from, not code), a lambda
    handed to a call in the loop (`timeit(lambda backend=backend: run(backend), number=1)`) runs while its
    iteration does: its body sees what the loop changes, as the loop's own statements do; and a loop counting steps
    (`for epoch in range(n)`) changes nothing that counts: one setting per step is a value that could be traced,
    not a new program, while `range(len(configs))` walks items."""
    found = False
    pending: list[tuple[ast.AST, Optional[frozenset[str]]]] = [(tree, None)] if tree is not None else []
    while pending:
        node, varying = pending.pop()
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == name and \
                varying is not None:
            found = True
            handed = [argument.value for argument in node.keywords if any(argument.arg == k for _, k in slots)]
            handed += [node.args[position] for position, _ in slots if position < len(node.args) and
                       not any(isinstance(a, ast.Starred) for a in node.args[:position + 1])]
            if not any(isinstance(n, ast.Name) and n.id in varying for value in handed for n in ast_walk(value)):
                return False
        if isinstance(node, (ast.For, ast.AsyncFor)):
            targets = {n.id for n in ast_walk(node.target) if isinstance(n, ast.Name)}
            inner = frozenset(targets | set(derived_names(list(node.body), targets)))
            inner |= _item_closures(node, targets, inner)
            if over_items and _counts_steps(node.iter):
                inner = frozenset()
            pending.append((node.iter, varying))
            pending.extend((statement, inner) for statement in node.body + node.orelse)
            continue
        if isinstance(node, (ast.ListComp, ast.SetComp, ast.DictComp, ast.GeneratorExp)):
            targets = {n.id for generator in node.generators for n in ast_walk(generator.target)
                       if isinstance(n, ast.Name) and not (over_items and _counts_steps(generator.iter))}
            pending.extend((child, frozenset(targets)) for child in ast_child_nodes(node))
            continue
        if isinstance(node, ast.While):
            pending.extend((child, frozenset()) for child in ast_child_nodes(node))
            continue
        if over_items and isinstance(node, ast.Call) and varying is not None and not (
                isinstance(node.func, ast.Attribute) and node.func.attr in _STORING_METHODS):
            for argument in [*node.args, *(keyword.value for keyword in node.keywords)]:
                if isinstance(argument, ast.Lambda):
                    pending.append((argument.body, _seen_by_lambda(argument, varying)))
            pending.extend((child, varying) for child in ast_child_nodes(node)
                           if not isinstance(child, ast.Lambda) and not (
                               isinstance(child, ast.keyword) and isinstance(child.value, ast.Lambda)))
            continue
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.ClassDef)):
            varying = None
        pending.extend((child, varying) for child in ast_child_nodes(node))
    return found


# Methods that keep their argument for later (`jobs.append(lambda: run(cfg))`): a lambda kept reads the loop's
# names when it is finally called, after the loop has moved on.
_STORING_METHODS = frozenset({"append", "add", "insert", "extend", "setdefault", "put", "submit"})


def _seen_by_lambda(function: ast.Lambda, varying: frozenset[str]) -> frozenset[str]:
    """What the body of a lambda handed to a call in a loop sees change with the loop: the loop's names it does not
    rebind, and its parameters defaulting to one of them (`lambda backend=backend: ...`)."""
    arguments = function.args
    parameters = named_parameters(arguments)
    positional = [*arguments.posonlyargs, *arguments.args]
    defaulted = list(zip(positional[len(positional) - len(arguments.defaults):], arguments.defaults))
    defaulted += [(parameter, default) for parameter, default in zip(arguments.kwonlyargs, arguments.kw_defaults)
                  if default is not None]
    bound = {parameter.arg for parameter, default in defaulted
             if any(isinstance(n, ast.Name) and n.id in varying for n in ast_walk(default))}
    return frozenset((varying - parameters) | bound)


def _counts_steps(iterable: ast.expr) -> bool:
    """`range(n)`, `range(start, stop)`: a count of steps; not `range(len(items))`, which walks items."""
    return isinstance(iterable, ast.Call) and isinstance(iterable.func, ast.Name) and iterable.func.id == "range" \
        and not any(isinstance(argument, ast.Call) and isinstance(argument.func, ast.Name) and
                    argument.func.id == "len" for argument in iterable.args)


# Attributes every array has: reading them does not make a loop's item an object of its own.
_ARRAY_ATTRIBUTES = frozenset({"shape", "size", "dtype", "ndim", "T", "real", "imag", "at", "nbytes"})


def _item_closures(loop: ast.For | ast.AsyncFor, targets: set[str], varying: frozenset[str]) -> frozenset[str]:
    """The defs the body of `loop` makes over its item (reading it in their body or binding it as a default: `def
    segments(q, part=part)`), when the items are objects by the code (`part.num_channels` read, not an array's
    `x.shape`): each is new code per item, the item's own program, not a function of a batch of data."""
    body = [node for statement in loop.body for node in ast_walk(statement)]
    if not any(isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id in targets
               and node.attr not in _ARRAY_ATTRIBUTES for node in body):
        return frozenset()
    return frozenset(node.name for node in body if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and any(
        isinstance(name, ast.Name) and name.id in varying
        for part in (*node.args.defaults, *(d for d in node.args.kw_defaults if d is not None), *node.body)
        for name in ast_walk(part)))


def returns_a_closure(function: ast.FunctionDef | ast.AsyncFunctionDef) -> bool:
    """Does every `return` of `function`'s own code hand back a function it defines (a nested def by name, or a
    lambda), or a record of them (`return GradientTransformation(init, update)`)? At least one must."""
    defined, returned = _own_defs_and_returns(function)
    nested = {definition.name for definition in defined}
    return bool(returned) and all(_fresh_function(value, nested) for value in returned)


def _own_defs_and_returns(function: ast.FunctionDef | ast.AsyncFunctionDef
                          ) -> tuple[list[ast.FunctionDef | ast.AsyncFunctionDef], list[Optional[ast.expr]]]:
    """The defs `function`'s own code makes (not those inside them, a class or a lambda) and what its own
    `return`s give."""
    defined: list[ast.FunctionDef | ast.AsyncFunctionDef] = []
    returned: list[Optional[ast.expr]] = []
    pending: list[ast.AST] = list(function.body)
    while pending:
        node = pending.pop()
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            defined.append(node)
            continue
        if isinstance(node, (ast.ClassDef, ast.Lambda)):
            continue
        if isinstance(node, ast.Return):
            returned.append(node.value)
        _add_ast_children(node, pending)
    return defined, returned


def returns_a_new_jit(function: ast.FunctionDef | ast.AsyncFunctionDef, aliases: dict[str, str]) -> bool:
    """Does every `return` of `function`'s own code hand back a compilation of a function it defines: `jax.jit` (or
    another compiling wrapper) of a nested def or a lambda, or a nested def it decorates with one? Each call of it
    is then a new jitted function, which compiles again on its first call. At least one return must. Not when
    `functools.lru_cache` / `functools.cache` memoises the factory: a repeated call returns the same jitted function."""
    if any(qualified_name(decorator.func if isinstance(decorator, ast.Call) else decorator, aliases) in (
            "functools.lru_cache", "functools.cache") for decorator in function.decorator_list):
        return False
    defined, returned = _own_defs_and_returns(function)
    nested = {definition.name for definition in defined}
    compiled = {definition.name for definition in defined
                if any(_compiling_decorator(decorator, aliases) for decorator in definition.decorator_list)}
    return bool(returned) and all(
        isinstance(value, ast.Name) and value.id in compiled or
        isinstance(value, ast.Call) and _compiling_decorator(value.func, aliases, called=True) and bool(value.args)
        and _fresh_function(value.args[0].value if isinstance(value.args[0], ast.Starred) else value.args[0], nested)
        for value in returned)


def _compiling_decorator(node: ast.expr, aliases: dict[str, str], called: bool = False) -> bool:
    """`jax.jit` (as a decorator, or the function of a call when `called`), or `partial(jax.jit, ...)` as a
    decorator: a wrapper of the tables that compiles."""
    from .tables import WRAPPERS

    if not called and isinstance(node, ast.Call) and node.args and \
            qualified_name(node.func, aliases) in ("functools.partial", "partial"):
        node = node.args[0]
    wrapper = WRAPPERS.get(qualified_name(node, aliases) or "")
    return wrapper is not None and wrapper.compiles


def _fresh_function(value: Optional[ast.expr], nested: set[str]) -> bool:
    """A lambda, a function defined in `nested`, or a record of them (module level: a recursive closure is a
    reference cycle, which the lint's collection-free runs must not make)."""
    if isinstance(value, ast.Call):   # `GradientTransformation(init, update)`: a record of its closures
        return bool(value.args) and all(_fresh_function(argument, nested) for argument in value.args)
    return isinstance(value, ast.Lambda) or (isinstance(value, ast.Name) and value.id in nested)


# --- source text of a node ------------------------------------------------------------------------------------------
# A line and its ending, as `ast` splits a source (`\r\n`, `\r` or `\n`; a form feed does not end a line).
_SOURCE_LINE = re.compile(r"[^\r\n]*(?:\r\n|\r|\n)|[^\r\n]+\Z")


@functools.lru_cache(maxsize=8)
def _source_lines(source: str) -> list[str]:
    return _SOURCE_LINE.findall(source)


def source_segment(source: str, node: ast.AST) -> Optional[str]:
    """`ast.get_source_segment(source, node)`, with the source's lines split once for the few recent sources
    (`ast`'s own splits the whole text, character by character, at every call: benchmarks/PROFILE.md)."""
    try:
        if node.end_lineno is None or node.end_col_offset is None:  # type: ignore[attr-defined]
            return None
        lineno = node.lineno - 1  # type: ignore[attr-defined]
        end_lineno = node.end_lineno - 1  # type: ignore[attr-defined]
        col_offset = node.col_offset  # type: ignore[attr-defined]
        end_col_offset = node.end_col_offset  # type: ignore[attr-defined]
    except AttributeError:
        return None
    lines = _source_lines(source)
    if end_lineno == lineno:
        return lines[lineno].encode()[col_offset:end_col_offset].decode()
    first = lines[lineno].encode()[col_offset:].decode()
    last = lines[end_lineno].encode()[:end_col_offset].decode()
    return "".join((first, *lines[lineno + 1:end_lineno], last))


def only_binding(scope: ast.AST, name: str) -> Optional[ast.expr]:
    """The value of the one plain assignment `name = ...` in the scope's own code; None when bound otherwise too."""
    values: list[Optional[ast.expr]] = []
    plain_targets = set()
    nodes = own_nodes(scope)
    for node in nodes:
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name) and \
                node.targets[0].id == name:
            values.append(node.value)
            plain_targets.add(id(node.targets[0]))
    for node in nodes:
        if isinstance(node, ast.Name) and node.id == name and isinstance(node.ctx, ast.Store) and \
                id(node) not in plain_targets:
            values.append(None)  # a tuple target, a loop variable, `with ... as name`, an augmented assignment
    if isinstance(scope, (ast.FunctionDef, ast.AsyncFunctionDef)) and name in {
            argument.arg for argument in (*scope.args.posonlyargs, *scope.args.args, *scope.args.kwonlyargs)}:
        return None
    return values[0] if len(values) == 1 else None


def array_of_written_values(call: ast.Call) -> bool:
    """Is `call` an array built from one sequence (`jnp.array([1.0, 0.5, 0.1])`, `np.asarray(sizes, dtype=int)`),
    whose items are that sequence's items?"""
    return isinstance(call.func, ast.Attribute) and call.func.attr in ARRAY_BUILDERS and len(call.args) == 1 and \
        not isinstance(call.args[0], ast.Starred) and all(keyword.arg == "dtype" for keyword in call.keywords)
