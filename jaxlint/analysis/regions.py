"""Which statements of a file can matter to the analysis, decided with Python's `ast` before any libcst tree.

Most of a real repository holds nothing that JAX traces, and a libcst tree costs far more than an `ast` one.
`plan_regions` finds the module- and class-level statements that can take part in a finding: the lines they span
(`kept`, from which analysis/from_ast.py builds the analysis tree out of the file's own `ast`), and the same as a
*skeleton* text (whole statements, never pieces) with a table from its lines to the file's, which libcst parses
where the built tree cannot serve. The analysis then runs unchanged on that tree, with the import table of the
whole file.

Everything here over-approximates: keeping a statement costs time, dropping one that matters would lose a finding.
A statement is kept when it
- holds an expression naming a tracing wrapper (resolved through the file's imports, as `imports.py` does): its
  jit sites, wrapper calls and decorated functions;
- defines a function whose name is mentioned anywhere in kept traced-candidate code (helpers called from traced
  code, functions handed to lax bodies, methods reached through `self.`), to a fixed point; likewise a class that
  such code names or instantiates (equinox/flax modules called or passed there: the whole class is kept);
- registers custom derivative rules (`@f.defjvp`, `f.defvjp(fwd, bwd)`): the rules are traced with `f`;
- mentions the name of a jitted function (calls counted for static and defaulted arguments, JXL503), or of a
  function that runs a lax loop (JXL504 asks whether it is called in a loop);
- holds a statement-level `x.at[...].set(...)` (JXL302 fires outside traced code too);
- declares a static pytree field (`pytree_node=`/`static=`) or registers a static pytree class, binds a container
  in a kept class or at module level, or defines a module-level function that shadows a builtin.
Rules that report outside traced code need a trigger here; tests/test_region_planning.py checks that results on the rule
examples and fixtures are identical with and without this planner.
"""

from __future__ import annotations

import ast
import bisect
import functools
import builtins
import itertools
import re
from dataclasses import dataclass, field
from typing import Callable, Iterable, Optional, Union

from .imports import _CANONICAL_PREFIXES, canonical
from .wrappers import WRAPPERS

_LINE = re.compile(r"[^\r\n]*(?:\r\n|\r|\n)|[^\r\n]+\Z")
# Line breaks of `str.splitlines` that Python's tokenizer does not count as line ends.
_OTHER_LINE_BREAKS = "\v\f\x1c\x1d\x1e\x85\u2028\u2029"
_DEFS = (ast.FunctionDef, ast.AsyncFunctionDef)
_CONTAINER_CALLS = frozenset({"list", "dict", "set"})
# `@primal.defjvp` and `primal.defvjp(fwd, bwd)` register the rules of a custom_jvp/custom_vjp function.
_DERIVATIVE_RULES = ("defjvp", "defvjp")
_CONTAINER_CONSTRUCTORS = frozenset({"collections.defaultdict", "collections.deque", "collections.OrderedDict",
                                     "collections.Counter"})

Statement = ast.stmt
_LAX_LOOPS = frozenset({"jax.lax.fori_loop", "jax.lax.while_loop", "jax.lax.scan", "jax.lax.map"})


@dataclass
class RegionPlan:
    """What to hand to libcst for one file."""
    aliases: dict[str, str]
    relative: dict[str, tuple[int, str]]
    # None: no statement of the file can produce a finding (the file still passed Python's parser).
    skeleton: Optional[str]
    # line_map[k] is the original line of skeleton line k + 1.
    line_map: list[int] = field(default_factory=list)
    total_lines: int = 0
    # kept[n] is true when original line n is in the skeleton; None when every line is.
    kept: Optional[bytearray] = None

    @property
    def kept_lines(self) -> int:
        return len(self.line_map)


# --- imports: the same table as ImportMap.from_module, from ast ---------------------------------------------------
def import_tables(statements: Iterable[Statement]) -> tuple[dict[str, str], dict[str, tuple[int, str]]]:
    """`ImportMap.aliases` (local name -> imported qualified name) and `ImportMap.relative` (local name -> (level,
    dotted name)), for the given Import/ImportFrom statements in source order."""
    aliases: dict[str, str] = {}
    relative: dict[str, tuple[int, str]] = {}
    for node in statements:
        if isinstance(node, ast.Import):
            for alias in node.names:
                if alias.asname is not None:
                    aliases[alias.asname] = alias.name
                else:
                    head = alias.name.split(".")[0]
                    aliases[head] = head
        elif isinstance(node, ast.ImportFrom):
            if any(alias.name == "*" for alias in node.names):
                continue
            if node.level:
                for alias in node.names:
                    relative[alias.asname or alias.name] = (
                        node.level, f"{node.module}.{alias.name}" if node.module else alias.name)
                continue
            if node.module is None:
                continue
            for alias in node.names:
                aliases[alias.asname or alias.name] = f"{node.module}.{alias.name}"
    return aliases, relative


def all_import_tables(tree: ast.Module) -> tuple[dict[str, str], dict[str, tuple[int, str]]]:
    """The import tables of a whole module (every import statement, nested ones included)."""
    found = [node for node in _walk(tree) if isinstance(node, (ast.Import, ast.ImportFrom))]
    found.sort(key=lambda node: (node.lineno, node.col_offset))
    return import_tables(found)


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


def _child_fields(kind: type) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
    """Learn the fields `_walk` descends into for a node class."""
    signature = {name: (field_type, quantity) for field_type, quantity, name in
                 _SIGNATURE_FIELD.findall((kind.__doc__ or "").partition("(")[2])}
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


def _walk(root: ast.AST) -> Iterable[ast.AST]:
    """Every node under `root` but expression contexts and operators, parents before children (like `ast.walk`,
    in another order, about twice as fast: no generator per node)."""
    stack = [root]
    while stack:
        node = stack.pop()
        yield node
        _add_children(node, stack)


def _walk_list(root: ast.AST) -> list[ast.AST]:
    """The nodes `_walk` gives, as a list (parents before children, in another order): for a pass that reads
    every node, a list grown while it is read costs less than a generator resumed per node."""
    found = [root]
    child_fields = _CHILD_FIELDS
    append, extend = found.append, found.extend
    for node in found:
        kind = type(node)
        # `_add_children`, inline: this loop sees every node of the code that may be traced.
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


def _add_children(node: ast.AST, found: list[ast.AST]) -> None:
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


def _dotted(node: ast.AST) -> Optional[str]:
    parts = []
    while isinstance(node, ast.Attribute):
        parts.append(node.attr)
        node = node.value
    if not isinstance(node, ast.Name):
        return None
    parts.append(node.id)
    return ".".join(reversed(parts))


def qualified_name(node: ast.AST, aliases: dict[str, str]) -> Optional[str]:
    """`ImportMap.qualified_name` for an ast expression."""
    dotted = _dotted(node)
    if dotted is None:
        return None
    head, _, rest = dotted.partition(".")
    imported = aliases.get(head)
    if imported is None:
        return None
    return canonical(f"{imported}.{rest}" if rest else imported)   # memoised there


# --- text triggers ------------------------------------------------------------------------------------------------
class _Triggers:
    """Regular expressions that find, in raw text, every place where a wrapper could be named (and more)."""

    def __init__(self, extra_jit: frozenset[str]) -> None:
        self.wrappers = frozenset(WRAPPERS) | extra_jit
        # The last component of any pre-canonical spelling of a wrapper: `jax.lax.scan` -> "scan", `pjit`, `remat`.
        finals = {name.rpartition(".")[2] for name in self.wrappers}
        finals |= {key.rpartition(".")[2] for key in _CANONICAL_PREFIXES if canonical(key) in self.wrappers}
        self.finals = frozenset(finals)
        words = "|".join(sorted(map(re.escape, finals | {"at"})))
        # `.word` (spaces allowed after the dot), or `word` first on a line (continuing a dotted name). Each
        # pattern starts with one literal character, which the regex engine scans for quickly (a class such as
        # `[\n\r]` is tried at every position: five times slower). The spaces are taken possessively: no word
        # starts with one, so giving some back could never lead to a match.
        self.after_dot = re.compile(r"\.[ \t\f]*+(%s)\b" % words)
        self.after_newline = re.compile(r"\n[ \t\f]*+(%s)\b" % words)
        self.after_carriage_return = re.compile(r"\r[ \t\f]*+(%s)\b" % words)
        self.file_start = re.compile(r"[ \t\f]*+(%s)\b" % words)

    def line_starts(self, text: str) -> list[re.Match]:
        """The words first on a line (after the line break that precedes them)."""
        found = list(self.after_newline.finditer(text))
        if "\r" in text:
            found.extend(self.after_carriage_return.finditer(text))
        return found

    def anywhere(self, text: str) -> bool:
        """Could any wrapper be named, or `.at` indexed, in `text`? (The name of a wrapper, or of the module
        it is imported from, is spelled in the file whichever alias is used.)"""
        return any(word in text for word in self.finals) or bool(
            self.after_dot.search(text) or self.after_newline.search(text)
            or ("\r" in text and self.after_carriage_return.search(text)) or self.file_start.match(text))


_TRIGGERS: dict[frozenset[str], _Triggers] = {}
_WORD = re.compile(r"\w+")
# `x[i] = v`, `x[i] += v`: a closing bracket, then an assignment operator.
_ITEM_ASSIGNMENT = re.compile(r"\][ \t\f]*(?:[-+*/%&|^@]|//|\*\*|<<|>>)?=(?!=)")


def _word_offsets(text: str, word: str) -> Iterable[int]:
    """Offsets where `word` occurs as a whole word."""
    start = text.find(word)
    size = len(word)
    while start >= 0:
        end = start + size
        if (start == 0 or not (text[start - 1].isalnum() or text[start - 1] == "_")) and (
                end == len(text) or not (text[end].isalnum() or text[end] == "_")):
            yield start
        start = text.find(word, end)


def _triggers(extra_jit: frozenset[str]) -> _Triggers:
    found = _TRIGGERS.get(extra_jit)
    if found is None:
        found = _TRIGGERS[extra_jit] = _Triggers(extra_jit)
    return found


class _Text:
    def __init__(self, text: str) -> None:
        self.text = text
        # `splitlines` is several times faster than the regular expression, and splits the same where the text
        # holds no other line break than \r, \n and \r\n (nearly always).
        if any(character in text for character in _OTHER_LINE_BREAKS):
            self.lines = _LINE.findall(text)
        else:
            self.lines = text.splitlines(keepends=True)
        self.starts = [0, *itertools.accumulate(map(len, self.lines))]

    def line_of(self, offset: int) -> int:
        return bisect.bisect_right(self.starts, offset)

    def followed_by(self, offset_after: int, character: str) -> bool:
        """Is the word ending at `offset_after` followed by `character` (`=` means not `==`), or by the end of
        its line (where a continuation might bring it)?"""
        text = self.text
        position = offset_after
        while position < len(text) and text[position] in " \t\f":
            position += 1
        if position >= len(text) or text[position] in "\r\n#\\":
            return True
        if text[position] != character:
            return False
        return character != "=" or text[position + 1:position + 2] != "="


# --- the statement tree -------------------------------------------------------------------------------------------
class _Block:
    """A module, class or function body: its statements and their line ranges (decorators included)."""

    def __init__(self, statements: list[Statement], owner: Optional["_Unit"], lines: list[str],
                 registry: list["_Block"]) -> None:
        self.owner = owner
        registry.append(self)
        self.units = [_Unit(statement, self, lines, registry) for statement in statements]
        self.starts = [unit.start for unit in self.units]
        for previous, unit in zip(self.units, self.units[1:]):
            if previous.end == unit.start:
                unit.clean_start = True   # `a = 1; b = 2`: kept or dropped together with the previous statement

    def release(self) -> None:
        """Drop the links between this body and its statements (see `_Planner.release`)."""
        for unit in self.units:
            unit.parent = None  # type: ignore[assignment]
            unit._body = None
        self.owner = None

    def _by_name(self, names_of: Callable[[Statement], Iterable[str]]) -> dict[str, list["_Unit"]]:
        found: dict[str, list[_Unit]] = {}
        for unit in self.units:
            for name in names_of(unit.node):
                found.setdefault(name, []).append(unit)
        return found

    @functools.cached_property
    def instances(self) -> dict[str, list["_Unit"]]:
        """Names bound to a call of a plain name (`model = Model(...)`) in this body, and where."""
        return self._by_name(_instances_bound)

    @functools.cached_property
    def classes(self) -> dict[str, list["_Unit"]]:
        """Classes defined directly in this body."""
        return self._by_name(lambda node: [node.name] if isinstance(node, ast.ClassDef) else [])

    @functools.cached_property
    def defs(self) -> dict[str, list["_Unit"]]:
        """Function names defined in this scope (directly, or inside if/try/with blocks of it), as the analysis's
        `_lookup_defs` finds them: a class's methods are in its own body's table, not in the module's."""
        return self._by_name(lambda node: _scope_level_defs(node, into_classes=False))

    def units_at(self, line: int) -> list["_Unit"]:
        found = []
        index = bisect.bisect_right(self.starts, line) - 1
        while index >= 0 and self.units[index].end >= line:
            found.append(self.units[index])
            index -= 1
        return found

    def chain(self) -> Iterable["_Block"]:
        block: Optional[_Block] = self
        while block is not None:
            yield block
            block = block.owner.parent if block.owner is not None else None


class _Unit:
    """One statement of a module, class or function body. Kept whole, dropped, or (classes and functions that
    only contain something to keep) reduced to their header and the members that matter."""

    def __init__(self, node: Statement, block: _Block, lines: list[str], registry: list[_Block]) -> None:
        self.node = node
        self.parent = block
        decorators = getattr(node, "decorator_list", None)
        self.start = min(node.lineno, *(d.lineno for d in decorators)) if decorators else node.lineno
        self.end = node.end_lineno or node.lineno
        self.clean_start = _starts_own_line(node, self.start, lines)
        self.whole = False          # keep every line of it
        self.header_kept = False    # keep its header and the members marked below
        self.candidate = False      # may be traced: what it names may be traced too
        # A statement handing functions to a wrapper: these expressions (its wrapper calls' arguments) may be traced.
        self.handed: Optional[list[ast.AST]] = None
        self._lines = lines
        self._registry = registry
        self._body: Union[_Block, None, bool] = False   # False: not looked at yet

    @property
    def body(self) -> Optional[_Block]:
        """The statements of a class or function body, as units of their own (built on first use: most
        functions are never looked into); None when it cannot be split (one-liners, other statements)."""
        if self._body is False:
            self._body = None
            node = self.node
            if isinstance(node, (ast.ClassDef, *_DEFS)) and node.body:
                body = _Block(node.body, self, self._lines, self._registry)
                first = body.units[0]
                if first.clean_start and first.start > node.lineno:
                    self._body = body
                else:
                    # Kept or dropped whole (`def f(...) -> T: ...`): its statements are not units of the plan.
                    self._registry.remove(body)
                    body.release()
        return self._body  # type: ignore[return-value]

    def leaves_at(self, line: int) -> list["_Unit"]:
        """The innermost units holding `line` (members of members..., or this unit)."""
        if not self.whole and self.body is not None and line >= self.body.starts[0]:
            # Lines between members hold only comments and blank lines: nothing to keep there.
            return [leaf for unit in self.body.units_at(line) for leaf in unit.leaves_at(line)]
        return [self]

    def header_nodes(self) -> Iterable[ast.AST]:
        """The nodes outside the body of a split class or function, else all of them."""
        node = self.node
        if self.body is None:
            return _walk(node)
        if isinstance(node, ast.ClassDef):
            parts: list[ast.AST] = [*node.decorator_list, *node.bases, *node.keywords]
        else:
            parts = [*node.decorator_list, node.args] + ([node.returns] if node.returns else [])
        parts += list(getattr(node, "type_params", ()))
        return (inner for part in parts for inner in _walk(part))


def _inside(unit: _Unit, ancestor: _Unit) -> bool:
    """Is `unit` a member (at any depth) of `ancestor`?"""
    block: Optional[_Block] = unit.parent
    while block is not None and block.owner is not None:
        if block.owner is ancestor:
            return True
        block = block.owner.parent
    return False


def _starts_own_line(node: Statement, start: int, lines: list[str]) -> bool:
    """Does the statement (with its decorators) begin its line, so that dropping whole lines drops it exactly?"""
    if start > len(lines):
        return False
    text = lines[start - 1]
    indent = len(text) - len(text.lstrip(" \t\f"))
    decorators = getattr(node, "decorator_list", ())
    if decorators:
        return text[indent:indent + 1] == "@" and min(d.lineno for d in decorators) == start
    # The indentation is ASCII: its length in characters is the column offset in bytes.
    return node.lineno == start and node.col_offset == indent


_BODY_FIELDS = ("body", "orelse", "finalbody")
_CLAUSE_FIELDS = ("handlers", "cases")
# Statement class -> its fields among the above (empty for a simple statement, most of them).
_STATEMENT_LIST_FIELDS: dict[type, tuple[tuple[str, ...], tuple[str, ...]]] = {}


def _statement_lists(node: ast.AST) -> list[list]:
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


def _nested_statements(node: Statement) -> list[Statement]:
    """`node` and every statement inside it, in nested functions and classes too. Assignments, expression
    statements and defs are found here without visiting any expression (most of a tree's nodes)."""
    found = [node]
    for statement in found:   # grows while it is read: parents before their statements
        for statements in _statement_lists(statement):
            found.extend(statements)
    return found


def _instances_bound(node: Statement) -> set[str]:
    """Names a statement binds to a call of a plain name (`model = Model(...)`), in its own scope."""
    names: set[str] = set()
    stack: list[ast.AST] = [node]
    while stack:
        current = stack.pop()
        if isinstance(current, ast.Assign) and isinstance(current.value, ast.Call) and isinstance(
                current.value.func, ast.Name):
            names.update(t.id for t in current.targets if isinstance(t, ast.Name))
        if isinstance(current, (*_DEFS, ast.ClassDef)):
            continue
        for statements in _statement_lists(current):
            stack.extend(statements)
    return names


def _instance_classes(node: Statement, name: str) -> set[str]:
    """The plain names called to bind `name` in a statement (`name = Model(...)`), in its own scope."""
    classes: set[str] = set()
    stack: list[ast.AST] = [node]
    while stack:
        current = stack.pop()
        if isinstance(current, ast.Assign) and isinstance(current.value, ast.Call) and isinstance(
                current.value.func, ast.Name) and any(isinstance(t, ast.Name) and t.id == name
                                                      for t in current.targets):
            classes.add(current.value.func.id)
        if isinstance(current, (*_DEFS, ast.ClassDef)):
            continue
        for statements in _statement_lists(current):
            stack.extend(statements)
    return classes


def _scope_level_defs(node: Statement, into_classes: bool = True) -> set[str]:
    """Functions a statement defines in its own scope (or a class inside it), as `_lookup_defs`/`self.` find
    them: through `if`/`try`/`with` blocks (and class bodies), never inside another function."""
    names: set[str] = set()
    stack: list[ast.AST] = [node]
    while stack:
        current = stack.pop()
        if isinstance(current, _DEFS):
            names.add(current.name)
            continue
        if isinstance(current, ast.ClassDef) and not into_classes:
            continue
        for statements in _statement_lists(current):
            stack.extend(statements)
    return names


# --- the planner --------------------------------------------------------------------------------------------------
class _Planner:
    def __init__(self, source: str, tree: ast.Module, extra_jit: frozenset[str],
                 extra_candidates: frozenset[str]) -> None:
        self.text = _Text(source)
        self.tree = tree
        self.triggers = _triggers(extra_jit)
        self.blocks: list[_Block] = []   # every body looked into so far
        self.module = _Block(tree.body, None, self.text.lines, self.blocks)
        self.aliases, self.relative = file_imports(self.text, tree)
        self.wrapper_locals = frozenset(local for local, imported in self.aliases.items()
                                        if canonical(imported) in self.triggers.wrappers)
        self.extra_candidates = extra_candidates
        self.callers: set[str] = set()
        self.any_candidate = False
        self._array_names: dict[int, set[str]] = {}

    def release(self) -> None:
        """Break the statement tree's parent links. Units and blocks point at each other (and at the file's
        syntax tree): left as they are, each file's trees would wait for a full garbage collection, and every
        collection would scan all the trees waiting with them."""
        for block in self.blocks:
            block.release()
        self.blocks.clear()  # the registry every unit holds

    def _all_units(self) -> Iterable[_Unit]:
        """The units of every body looked into so far."""
        return [unit for block in self.blocks for unit in block.units]

    # which units hold what
    def _leaves_at(self, lines: Iterable[int]) -> list[_Unit]:
        units: dict[int, _Unit] = {}
        for line in lines:
            for top in self.module.units_at(line):
                for leaf in top.leaves_at(line):
                    units[id(leaf)] = leaf
        return list(units.values())

    def _word_hits(self) -> tuple[list[int], list[int]]:
        """Lines where a wrapper may be named, and lines where `.at` may be indexed."""
        text = self.text
        wrapper_lines: list[int] = []
        at_lines: list[int] = []
        triggers = self.triggers
        matches = [*triggers.after_dot.finditer(text.text), *triggers.line_starts(text.text)]
        first = triggers.file_start.match(text.text)
        if first:
            matches.append(first)
        for match in matches:
            (at_lines if match.group(1) == "at" else wrapper_lines).append(text.line_of(match.start(1)))
        for local in self.wrapper_locals:
            wrapper_lines.extend(text.line_of(offset) for offset in _word_offsets(text.text, local))
        return sorted(set(wrapper_lines)), sorted(set(at_lines))

    def _is_wrapper(self, node: ast.AST) -> bool:
        if isinstance(node, ast.Attribute):
            if node.attr not in self.triggers.finals:
                return False
        elif not (isinstance(node, ast.Name) and node.id in self.wrapper_locals):
            return False
        return qualified_name(node, self.aliases) in self.triggers.wrappers

    def _holds_wrapper(self, nodes: Iterable[ast.AST]) -> bool:
        return any(self._is_wrapper(node) for node in nodes)

    def _keep(self, unit: _Unit) -> None:
        unit.whole = True
        self._keep_ancestors(unit)

    @staticmethod
    def _keep_ancestors(unit: _Unit) -> None:
        block: Optional[_Block] = unit.parent
        while block is not None and block.owner is not None:
            block.owner.header_kept = True
            block = block.owner.parent

    def _take_references(self, unit: _Unit, pending: list[_Unit]) -> None:
        """What a kept unit that may run under tracing (or hands functions to a wrapper) can reach by name:
        functions along its scope chain, methods through `self.`/`cls.` or an instance (`m = Model(); m.f`),
        classes it names; they may be traced too."""
        scopes = list(unit.parent.chain())
        known = set().union(*(block.defs.keys() | block.classes.keys() | block.instances.keys() for block in scopes))
        # The words of its text are a cheap superset of its names: walk the tree only when one could matter.
        if not known or not known & set(_WORD.findall("".join(self.text.lines[unit.start - 1:unit.end]))):
            return
        names: set[str] = set()
        class_uses: set[str] = set()   # names that may make, call or pass an instance of a class
        attributes: set[str] = set()
        # Attributes of anything but `self`/`cls`: `self.method` is looked up in the enclosing class only.
        instance_attributes: set[str] = set()
        bases: set[str] = set()
        # Class names that only classify (`isinstance(x, C)`, `except C`) or are inherited from (`class D(C)`):
        # no instance of the class is made or called there, so its header is all the analysis reads.
        classifying: set[int] = set()
        roots = [unit.node] if unit.candidate or unit.handed is None else unit.handed
        # Exact classes (the parser makes no subclasses), names first: this loop sees every node of traced code.
        for root in roots:
            for node in _walk_list(root):
                kind = type(node)
                if kind is ast.Name:
                    names.add(node.id)
                    if id(node) not in classifying:
                        class_uses.add(node.id)
                elif kind is ast.Attribute:
                    value = node.value
                    if type(value) is ast.Name:
                        attributes.add(node.attr)
                        bases.add(value.id)
                        if value.id not in ("self", "cls"):
                            instance_attributes.add(node.attr)
                elif kind is ast.Call:
                    if type(node.func) is ast.Name and node.func.id in ("isinstance", "issubclass") and len(
                            node.args) == 2:
                        classifying.update(id(inner) for inner in _walk(node.args[1]))
                elif kind is ast.ExceptHandler:
                    if node.type is not None:
                        classifying.update(id(inner) for inner in _walk(node.type))
                elif kind is ast.ClassDef:
                    classifying.update(id(inner) for base in node.bases for inner in _walk(base))
        instances = names | bases
        if any(instances & block.instances.keys() for block in scopes):
            instance_attributes.add("__call__")   # `jax.jit(model)` traces `Model.__call__`
        targets: list[_Unit] = []
        for block in scopes:
            for name in names & block.defs.keys():
                targets.extend(block.defs[name])
            if block.owner is not None and isinstance(block.owner.node, ast.ClassDef):
                # `self.method` from a method (or a function nested in one) of this class.
                targets.extend(u for name in attributes & block.defs.keys() for u in block.defs[name])
            for name, classes in block.classes.items():
                for class_unit in classes:
                    if name in class_uses and not _inside(unit, class_unit):
                        # An instance of it may be called or passed in traced code (`model: MLP`, `Block(...)(x)`,
                        # a field annotated with it): its methods may be traced. (A method naming its own class
                        # reaches the other methods through `self.` already.)
                        targets.append(class_unit)
                    elif name in names:
                        self._keep_header(class_unit)
                    if class_unit.body is not None:
                        # `model.method` where `model = Model(...)`: any method of a class it can see.
                        targets.extend(u for name in instance_attributes & class_unit.body.defs.keys()
                                       for u in class_unit.body.defs[name])
                    elif instance_attributes & _scope_level_defs(class_unit.node):
                        targets.append(class_unit)
            for name in instances & block.instances.keys():
                for other in block.instances[name]:
                    if not other.whole:
                        self._keep(other)
                    for class_name in _instance_classes(other.node, name):
                        for scope in scopes:
                            targets.extend(scope.classes.get(class_name, ()))
        for target in targets:
            self._make_candidate(target, pending)

    def _keep_header(self, unit: _Unit) -> None:
        """Keep a class's `class` line (its bases are looked up: flax/equinox module kinds) without its members,
        and the headers of the classes it inherits from."""
        if unit.whole or unit.header_kept:
            return
        if unit.body is None:
            self._keep(unit)
        else:
            unit.header_kept = True
            self._keep_ancestors(unit)
        bases = {inner.id for base in unit.node.bases for inner in _walk(base) if isinstance(inner, ast.Name)}
        for block in unit.parent.chain():
            for name in bases & block.classes.keys():
                for class_unit in block.classes[name]:
                    self._keep_header(class_unit)

    def _collect_callers(self, unit: _Unit) -> None:
        """Names bound to jitted functions (decorated defs, `f = jax.jit(...)`): calls of them matter."""
        for node in _nested_statements(unit.node):
            if isinstance(node, _DEFS) and node.decorator_list:
                if self._holds_wrapper(inner for d in node.decorator_list for inner in _walk(d)):
                    self.callers.add(node.name)
            elif isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(
                    node.targets[0], ast.Name) and isinstance(node.value, ast.Call):
                if self._holds_wrapper(_walk(node.value)):
                    self.callers.add(node.targets[0].id)

    def _collect_lax_loop_callers(self, unit: _Unit) -> None:
        """A function running a lax loop (JXL504 asks whether this module calls it repeatedly): calls of it
        matter."""
        owner = unit.parent.owner if unit.parent is not None else None
        if owner is None or not isinstance(owner.node, _DEFS):
            return
        if any(isinstance(node, ast.Call) and qualified_name(node.func, self.aliases) in _LAX_LOOPS
               for node in _walk(unit.node)):
            self.callers.add(owner.node.name)

    def _handed(self, statement: Statement) -> Optional[list[ast.AST]]:
        """The arguments of the wrapper calls in a statement (what it hands to be traced), or None when a wrapper
        is named there other than as the function called (`partial(jax.jit, ...)`, `fn = jax.vmap`)."""
        handed: list[ast.AST] = []
        called: set[int] = set()
        named: list[ast.AST] = []
        for node in _walk(statement):
            if self._is_wrapper(node):
                named.append(node)
            elif isinstance(node, ast.Call) and self._is_wrapper(node.func):
                handed.extend(node.args)
                handed.extend(keyword.value for keyword in node.keywords)
                called.update(id(inner) for inner in _walk(node.func))
        if any(id(node) not in called for node in named):
            return None
        return handed

    def _make_site(self, unit: _Unit, handed: list[ast.AST], pending: list[_Unit]) -> None:
        """A statement outside the functions known to be traced that hands functions to a wrapper (`jax.jit(f)(x)`,
        `lax.scan(body, ...)`): kept whole, but only what it hands over may be traced; the rest of it runs in
        Python, so what it merely calls needs no analysis."""
        if unit.candidate or unit.handed is not None:
            return
        unit.handed = handed
        self._keep(unit)
        pending.append(unit)

    def _make_candidate(self, unit: _Unit, pending: list[_Unit]) -> None:
        if not unit.candidate:
            unit.candidate = True
            self.any_candidate = True
            self._keep(unit)
            pending.append(unit)

    @staticmethod
    def _holds_at_statement(unit: _Unit) -> bool:
        for node in _nested_statements(unit.node):
            if isinstance(node, ast.Expr) and isinstance(node.value, ast.Call):
                func = node.value.func
                if isinstance(func, ast.Attribute) and isinstance(func.value, ast.Subscript) and isinstance(
                        func.value.value, ast.Attribute) and func.value.value.attr == "at":
                    return True
        return False

    def _keep_item_assignments(self) -> None:
        """JXL301 outside traced code: `x[i] = v` where the scope binds `x` only to jax.numpy/jax.random calls
        (`host_jax_arrays` reads every binding of the scope): keep the whole function, or the module's code."""
        if not any(imported == "jax" or imported.startswith(("jax.numpy", "jax.random"))
                   for imported in self.aliases.values()):
            return
        lines = sorted({self.text.line_of(m.start()) for m in _ITEM_ASSIGNMENT.finditer(self.text.text)})
        for leaf in self._leaves_at(lines):
            if leaf.whole:
                continue
            subscripted = {target.value.id
                           for node in _nested_statements(leaf.node)
                           if isinstance(node, (ast.Assign, ast.AugAssign))
                           for target in (node.targets if isinstance(node, ast.Assign) else [node.target])
                           if isinstance(target, ast.Subscript) and isinstance(target.value, ast.Name)}
            if not subscripted:
                continue
            owner = leaf.parent.owner
            while owner is not None and not isinstance(owner.node, _DEFS):
                owner = owner.parent.owner
            if not subscripted & self._jax_array_names(owner):
                continue  # a list or a numpy array: nothing for JXL301 outside traced code
            if owner is not None:
                self._keep(owner)
            else:
                self._keep(leaf)
                for unit in self.module.units:
                    if not isinstance(unit.node, (*_DEFS, ast.ClassDef)):
                        self._keep(unit)

    def _jax_array_names(self, owner: Optional[_Unit]) -> set[str]:
        """Names that `name = jnp.zeros(...)` (a jax.numpy or jax.random call) binds in a function, or in the
        module's own statements (owner None): `host_jax_arrays` needs such a binding."""
        key = id(owner)
        found = self._array_names.get(key)
        if found is None:
            if owner is not None:
                nodes: Iterable[ast.AST] = _nested_statements(owner.node)
            else:
                nodes = (node for unit in self.module.units if not isinstance(unit.node, (*_DEFS, ast.ClassDef))
                         for node in _nested_statements(unit.node))
            found = self._array_names[key] = {
                target.id for node in nodes
                if isinstance(node, (ast.Assign, ast.AnnAssign)) and isinstance(node.value, ast.Call)
                and (qualified_name(node.value.func, self.aliases) or "").startswith(("jax.numpy.", "jax.random."))
                for target in (node.targets if isinstance(node, ast.Assign) else [node.target])
                if isinstance(target, ast.Name)}
        return found

    def plan(self) -> RegionPlan:
        wrapper_lines, at_lines = self._word_hits()
        pending: list[_Unit] = []
        for leaf in self._leaves_at(wrapper_lines):
            if self._holds_wrapper(leaf.header_nodes()):
                # A wrapper in a def's header is its decorator (or a default): the function is traced, or
                # at least kept whole; a statement holding a wrapper call hands functions to it.
                handed = None if isinstance(leaf.node, (*_DEFS, ast.ClassDef)) else self._handed(leaf.node)
                if handed is None:
                    self._make_candidate(leaf, pending)
                else:
                    self._make_site(leaf, handed, pending)
                self._collect_callers(leaf)
                self._collect_lax_loop_callers(leaf)
        rule_lines = sorted({text_line for word in _DERIVATIVE_RULES
                             for text_line in map(self.text.line_of, _word_offsets(self.text.text, word))})
        for leaf in self._leaves_at(rule_lines):
            if any(isinstance(node, ast.Attribute) and node.attr in _DERIVATIVE_RULES
                   for node in leaf.header_nodes()):
                self._make_candidate(leaf, pending)
        if self.extra_candidates:
            blocks = [self.module] + [unit.body for unit in self.module.units
                                      if isinstance(unit.node, ast.ClassDef) and unit.body is not None]
            for name in self.extra_candidates:
                for block in blocks:
                    for unit in block.defs.get(name, ()):
                        self._make_candidate(unit, pending)
        while pending:
            self._take_references(pending.pop(), pending)
        for leaf in self._leaves_at(at_lines):
            if not leaf.whole and self._holds_at_statement(leaf):
                self._keep(leaf)
        self._keep_item_assignments()
        if not any(unit.whole or unit.header_kept for unit in self.module.units):
            return RegionPlan(self.aliases, self.relative, None, [], len(self.text.lines))
        self._keep_context()
        return self._skeleton()

    def _blocks(self) -> Iterable[_Block]:
        return list(self.blocks)

    def _keep_context(self) -> None:
        """Statements that feed facts the kept code reads from elsewhere in the file."""
        text = self.text
        lines: list[int] = []
        for word in ("pytree_node", "static"):
            for offset in _word_offsets(text.text, word):
                if text.followed_by(offset + len(word), "="):
                    lines.append(text.line_of(offset))
        # Classes registered as static pytrees (`static_classes`): their instances never hold tracers.
        lines.extend(text.line_of(offset) for offset in _word_offsets(text.text, "register_static"))
        # Calls of a jitted function by name: static/defaulted arguments (JXL503, `_is_passed`), JXL502.
        for name in self.callers:
            lines.extend(text.line_of(offset) for offset in _word_offsets(text.text, name)
                         if text.followed_by(offset + len(name), "("))
        for leaf in self._leaves_at(sorted(set(lines))):
            self._keep(leaf)
        for unit in self.module.units:
            # `builtin_called` asks whether a module-level def shadows the builtin.
            if any(hasattr(builtins, name) for name in _scope_level_defs(unit.node, into_classes=False)):
                self._keep(unit)
        if self.any_candidate:
            self._keep_module_sequences()
        for block in list(self._blocks()):
            owner = block.owner
            in_kept_scope = (owner is None and self.any_candidate) or (
                owner is not None and owner.header_kept and not owner.whole)
            if not in_kept_scope:
                continue
            for unit in block.units:
                # Containers bound in a scope around traced code (`is_outer_container`, JXL202), and names rebound
                # to `functools.partial(f, ...)` (what `jax.jit(f)` then traces has those arguments bound).
                if not unit.whole and not unit.header_kept and self._binds_context_name(unit.node):
                    self._keep(unit)

    def _keep_module_sequences(self) -> None:
        """Module-level names bound to list/tuple literals (`is_module_sequence`), every module-level binding
        of them, and whatever rebinds them in a function around kept code (it shadows the module's)."""
        bound: dict[str, list[_Unit]] = {}
        sequences: set[str] = set()
        for unit in self.module.units:
            stack: list[ast.AST] = [unit.node]
            while stack:
                node = stack.pop()
                if isinstance(node, ast.Assign):
                    for target in node.targets:
                        if isinstance(target, ast.Name):
                            bound.setdefault(target.id, []).append(unit)
                            if isinstance(node.value, (ast.List, ast.Tuple)):
                                sequences.add(target.id)
                if isinstance(node, (*_DEFS, ast.ClassDef)):
                    continue
                for statements in _statement_lists(node):
                    stack.extend(statements)
        if not sequences:
            return
        for name in sequences:
            for unit in bound[name]:
                self._keep(unit)
        for block in list(self._blocks()):
            owner = block.owner
            if owner is None or owner.whole or not owner.header_kept or isinstance(owner.node, ast.ClassDef):
                continue
            for unit in block.units:
                if not unit.whole and sequences & set(_WORD.findall(
                        "".join(self.text.lines[unit.start - 1:unit.end]))):
                    self._keep(unit)

    def _binds_context_name(self, statement: Statement) -> bool:
        stack = [statement]
        while stack:
            node = stack.pop()
            if isinstance(node, ast.Assign) and (self._is_container(node.value) or self._is_partial(node.value)) \
                    and any(isinstance(t, ast.Name) for t in node.targets):
                return True
            if isinstance(node, (*_DEFS, ast.ClassDef)):
                continue
            for statements in _statement_lists(node):
                stack.extend(statements)
        return False

    def _is_partial(self, value: ast.AST) -> bool:
        return isinstance(value, ast.Call) and qualified_name(value.func, self.aliases) == "functools.partial"

    def _is_container(self, value: ast.AST) -> bool:
        if isinstance(value, (ast.List, ast.Dict, ast.Set, ast.ListComp, ast.DictComp, ast.SetComp)):
            return True
        if isinstance(value, ast.Call):
            if isinstance(value.func, ast.Name) and value.func.id in _CONTAINER_CALLS:
                return True
            return qualified_name(value.func, self.aliases) in _CONTAINER_CONSTRUCTORS
        return False

    # the skeleton text
    def _skeleton(self) -> RegionPlan:
        lines = self.text.lines
        if not all(unit.clean_start for unit in self._all_units()):
            # A statement shares its first line with something else (`@` alone on a line...): rare enough to
            # hand libcst the whole file.
            return RegionPlan(self.aliases, self.relative, self.text.text, list(range(1, len(lines) + 1)),
                              len(lines))
        keep = bytearray(len(lines) + 2)
        inserted: dict[int, str] = {}   # before original line -> `pass` for a body left empty
        self._emit(self.module, keep, inserted)
        skeleton: list[str] = []
        line_map: list[int] = []
        for number in range(1, len(lines) + 1):
            if number in inserted:
                skeleton.append(inserted[number])
                line_map.append(number)
            if keep[number]:
                text = lines[number - 1]
                if not text.endswith(("\n", "\r")):
                    text += "\n"
                skeleton.append(text)
                line_map.append(number)
        return RegionPlan(self.aliases, self.relative, "".join(skeleton), line_map, len(lines), keep)

    def _emit(self, block: _Block, keep: bytearray, inserted: dict[int, str]) -> None:
        """Mark the lines of `block` to keep; a split class or function keeps its header and kept members."""
        for group in _shared_line_groups(block.units):
            if not any(u.whole or u.header_kept for u in group):
                continue
            for unit in group:
                if not unit.whole and unit.header_kept and unit.body is not None:
                    first = unit.body.units[0].start
                    keep[unit.start:first] = b"\x01" * (first - unit.start)
                    self._emit(unit.body, keep, inserted)
                    if not any(keep[u.start] for u in unit.body.units):
                        text = self.text.lines[first - 1]
                        inserted[first] = text[:len(text) - len(text.lstrip(" \t\f"))] + "pass\n"
                else:
                    keep[unit.start:unit.end + 1] = b"\x01" * (unit.end + 1 - unit.start)


def _shared_line_groups(units: list[_Unit]) -> list[list[_Unit]]:
    """Statements that share a line (`a = 1; b = 2`, or a statement ending where the next begins) go together."""
    groups: list[list[_Unit]] = []
    for unit in units:
        if groups and groups[-1][-1].end >= unit.start:
            groups[-1].append(unit)
        else:
            groups.append([unit])
    return groups


def file_imports(text: "_Text", tree: ast.Module) -> tuple[dict[str, str], dict[str, tuple[int, str]]]:
    """The import table of a module, visiting only the statements on lines that spell `import`."""
    lines = sorted({text.line_of(offset) for offset in _word_offsets(text.text, "import")})
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
        for inner in _statement_lists(statement):
            pending.extend(inner)
    found.sort(key=lambda node: (node.lineno, node.col_offset))
    return import_tables(found)


def plan_regions(source: str, tree: ast.Module, extra_jit: frozenset[str] = frozenset(),
                 extra_candidates: Iterable[str] = ()) -> RegionPlan:
    """The skeleton of `source` (already parsed into `tree` by Python) that holds everything the analysis needs.

    `extra_candidates` names functions to treat as possibly traced whatever this file says (a caller elsewhere
    traces them)."""
    extra_jit, extra_candidates = frozenset(extra_jit), frozenset(extra_candidates)
    if not extra_candidates and not _triggers(extra_jit).anywhere(source) and not _ITEM_ASSIGNMENT.search(source):
        # No wrapper's name, no `.at` and no item assignment anywhere in the text: nothing can be reported.
        text = _Text(source)
        return RegionPlan(*file_imports(text, tree), None, [], len(text.lines))
    planner = _Planner(source, tree, extra_jit, extra_candidates)
    try:
        return planner.plan()
    finally:
        planner.release()
