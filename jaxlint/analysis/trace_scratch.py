"""Per-trace scratch: outer state a traced write sets that lives only within the trace (JXL202's burden of proof).

A traced write to outer state (`self.bc = bc`, `CONTEXT[tid] = ctx`) runs once, at trace time; what it stores is a
problem only when something outside that trace reads it later: untraced code after the compiled call, or a later
trace that reads the place before writing it. These shapes say the place is scratch of the trace instead:

- the function that writes the place assigns it again in a `finally` (`before = X; try: X = new; ... finally:
  X = before`), or from a local that saved it before the write (`old = X; X = hook; out = body(); X = old`, a
  callback installed for the duration of the trace): the place ends each call, each trace included, as it began;
- every function of the file that reads the attribute is traced code that either rebinds the attribute itself,
  unconditionally, before any read of it (`self.bc = {}` at the top of the step), or runs only inside a trace (a
  helper, not an entry point of its own, or a function compiled on its own that only traced code of the file calls
  or hands on)
  and never writes it: no untraced reader, and no reader carrying the value
  from one trace to the next (`self.key, k = split(self.key)`, `if name in self._memo`);
- a `nonlocal` name a closure binds before reading it (a lax body unpacking its carry into it) that the function
  around rebinds from the outputs of every call that runs the closure (`rebound_before_read`);
- an attribute every call that runs the writer is followed by an assignment of, in the same block, before anything
  reads the object again (`final, history = lax.scan(em_step, init, steps)` then `self.params = final`, the scan
  body setting `self.params = carry` for the methods it calls in the same trace), or assigns from its own result
  (`self.loss, self.opt_state = jax.jit(self.train_step)(...)`), or whose caller's own callers are
  (`value_and_grad(self.loss)` in a step that a scanned body calls: `overwritten_after_each_call`).

Read from the whole file's text with Python's `ast`, like analysis/scoped_globals.py: the readers of an attribute
are usually far from the traced write, and the region planner keeps only what is near it.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass, field
from typing import Optional

from .ast_nodes import add_children, ast_child_nodes, ast_walk, dotted
from .scoped_globals import restoring_assignments
from .tables import LAX_LOOPS

# (enclosing class name or None, function name); (None, None) for code outside any function.
FunctionKey = tuple[Optional[str], Optional[str]]


@dataclass
class PlaceUses:
    # attribute name -> the functions that read it (a load of `<anything>.name`, an augmented assignment to it).
    readers: dict[str, set[FunctionKey]] = field(default_factory=dict)
    # attribute name -> the functions that assign it (`x.name = ...`, `x.name += ...`).
    writers: dict[str, set[FunctionKey]] = field(default_factory=dict)
    # name -> the functions that load it as a plain name (`name(...)`, `lax.cond(p, name, ...)`); with `readers`,
    # what may call a function or method of that name.
    name_users: dict[str, set[FunctionKey]] = field(default_factory=dict)
    # (function, attribute or plain name) -> the first line of the function that loads it.
    first_use: dict[tuple[FunctionKey, str], int] = field(default_factory=dict)
    # function -> its defs (several when classes or functions of the file define defs of one name).
    definitions: dict[FunctionKey, list[ast.AST]] = field(default_factory=dict)
    # What `rebound_first` and `restored` answered: read from a function's defs when first asked (most files never
    # ask, and `restoring_assignments` walks each def whole, nested defs again at every depth).
    _rebound_first: dict[FunctionKey, frozenset[str]] = field(default_factory=dict)
    _restored: dict[FunctionKey, frozenset[str]] = field(default_factory=dict)

    def users(self, name: str) -> set[FunctionKey]:
        """The functions that may call a function or method named `name` (load it as a name or an attribute)."""
        return self.readers.get(name, set()) | self.name_users.get(name, set())

    def rebound_first(self, function: FunctionKey) -> frozenset[str]:
        """The attributes `function` rebinds (`x.name = ...`) in a statement of its own body before any read of
        them; of its last def that rebinds any, when the file has several defs of that key."""
        found = self._rebound_first.get(function)
        if found is None:
            found = frozenset()
            for definition in self.definitions.get(function, ()):
                found = _rebound_first(definition) or found
            self._rebound_first[function] = found
        return found

    def restored(self, function: FunctionKey) -> frozenset[str]:
        """The places (normalised source text) `function` puts back: in a `finally` block, or from a saved local."""
        found = self._restored.get(function)
        if found is None:
            found = frozenset(place for definition in self.definitions.get(function, ())
                              for place in _restored(definition))
            self._restored[function] = found
        return found


def normalised(source: str) -> Optional[str]:
    """The canonical text of an expression (libcst and ast spell the same code alike after this), or None."""
    try:
        return ast.unparse(ast.parse(source.strip(), mode="eval").body)
    except (SyntaxError, ValueError, RecursionError):
        return None


def read_place_uses(tree: ast.Module) -> PlaceUses:
    uses = PlaceUses()
    _walk_scope(tree.body, (None, None), None, uses)
    return uses


def _walk_scope(body: list[ast.stmt], key: FunctionKey, class_name: Optional[str], uses: PlaceUses) -> None:
    """Record the reads of `body` (a module, class or function body) under `key`, recursing into nested defs."""
    pending: list[ast.AST] = list(body)
    while pending:
        node = pending.pop()
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            function_key = (class_name, node.name)
            uses.definitions.setdefault(function_key, []).append(node)
            _walk_scope(node.body, function_key, None, uses)
            pending.extend(node.decorator_list)
            pending.extend(node.args.defaults)
            continue
        if isinstance(node, ast.ClassDef):
            _walk_scope(node.body, key, node.name, uses)
            pending.extend(node.decorator_list)
            continue
        kind = type(node)
        if kind is ast.Name:
            if type(node.ctx) is ast.Load:
                uses.name_users.setdefault(node.id, set()).add(key)
                _first(uses, key, node.id, node.lineno)
            continue
        if kind is ast.Attribute:
            if type(node.ctx) is ast.Load:
                uses.readers.setdefault(node.attr, set()).add(key)
                _first(uses, key, node.attr, node.lineno)
            elif type(node.ctx) is ast.Store:
                uses.writers.setdefault(node.attr, set()).add(key)
        elif kind is ast.AugAssign and type(node.target) is ast.Attribute:
            uses.readers.setdefault(node.target.attr, set()).add(key)
            _first(uses, key, node.target.attr, node.lineno)
        add_children(node, pending)


def _first(uses: PlaceUses, key: FunctionKey, name: str, line: int) -> None:
    known = uses.first_use.get((key, name))
    if known is None or line < known:
        uses.first_use[(key, name)] = line


def writes_before_reads(uses: PlaceUses, writer: FunctionKey, reader: FunctionKey) -> bool:
    """Does no function of the file use the reader before the writer, nor the reader call the writer? A step that
    calls `set_edges` and then `laplacian` sets the place before reading it; a `resume` that reads the flag and then
    calls `_record_state`, or a step that calls `_lookup` before `_store`, reads what an earlier call left."""
    writer_name, reader_name = writer[1] or "", reader[1] or ""
    if reader in uses.users(writer_name):
        return False
    for caller in uses.users(writer_name) & uses.users(reader_name):
        if uses.first_use[(caller, reader_name)] <= uses.first_use[(caller, writer_name)]:
            return False
    return True


def _loaded_attributes(node: ast.AST) -> set[str]:
    found = set()
    for each in ast_walk(node):
        if isinstance(each, ast.Attribute) and isinstance(each.ctx, ast.Load):
            found.add(each.attr)
        elif isinstance(each, ast.AugAssign) and isinstance(each.target, ast.Attribute):
            found.add(each.target.attr)
    return found


def _rebound_first(function: ast.AST) -> frozenset[str]:
    """Attributes a statement of the function's own body (not under an `if`, a loop or a `try`) assigns before any
    statement of the function reads them: the function sets them afresh each time it runs."""
    seen: set[str] = set()
    rebound: set[str] = set()
    for statement in function.body:  # type: ignore[attr-defined]
        if isinstance(statement, ast.Assign):
            seen |= _loaded_attributes(statement.value)
            for target in statement.targets:
                for element in (target.elts if isinstance(target, ast.Tuple) else [target]):
                    if isinstance(element, ast.Attribute) and element.attr not in seen:
                        rebound.add(element.attr)
                    seen |= _loaded_attributes(element) - ({element.attr} if isinstance(element, ast.Attribute)
                                                           else set())
            continue
        seen |= _loaded_attributes(statement)
    return frozenset(rebound)


def _restored(function: ast.AST) -> set[str]:
    return {ast.unparse(target) for assign in restoring_assignments(function) for target in assign.targets
            if isinstance(target, (ast.Attribute, ast.Subscript, ast.Name))}


def rebound_before_read(tree: Optional[ast.Module], outer: str, closure: str, name: str) -> bool:
    """Is `nonlocal name` of the function `closure` the trace's scratch: wherever `closure` is defined directly in
    the body of a function named `outer`, it binds `name` before reading it (`name, step = carry` in a lax body),
    and every other statement of that function that uses `closure` binds `name` again from what the call it makes
    gives (`(name, step), _ = lax.scan(closure, (name, 0))`), reading `name` there only among the call's arguments,
    before the trace runs? The tracer the trace leaves in `name` is then overwritten before anything reads it."""
    found = False
    for enclosing in ast_walk(tree) if tree is not None else ():
        if not isinstance(enclosing, (ast.FunctionDef, ast.AsyncFunctionDef)) or enclosing.name != outer:
            continue
        for statement in enclosing.body:
            if isinstance(statement, (ast.FunctionDef, ast.AsyncFunctionDef)) and statement.name == closure:
                if not (_declares_nonlocal(statement, name) and _binds_first(statement.body, name) and
                        _rebound_at_each_use([other for other in enclosing.body if other is not statement],
                                             closure, name)):
                    return False
                found = True
    return found


def _mentions(node: ast.AST, names: set[str]) -> bool:
    return any(isinstance(each, ast.Name) and each.id in names for each in ast_walk(node))


def _bound_names(target: ast.AST) -> Optional[set[str]]:
    """The names an assignment target binds, when it binds plain names only (through tuples and lists)."""
    if isinstance(target, ast.Name):
        return {target.id}
    if isinstance(target, (ast.Tuple, ast.List)):
        names: set[str] = set()
        for element in target.elts:
            inner = _bound_names(element)
            if inner is None:
                return None
            names |= inner
        return names
    return None


def _declares_nonlocal(function: ast.AST, name: str) -> bool:
    return any(isinstance(statement, ast.Nonlocal) and name in statement.names
               for statement in function.body)  # type: ignore[attr-defined]


def _binds_first(body: list[ast.stmt], name: str) -> bool:
    """Does the first statement of `body` that mentions `name` (a `nonlocal` aside) assign it without reading it?"""
    for statement in body:
        if isinstance(statement, (ast.Nonlocal, ast.Global)) or not _mentions(statement, {name}):
            continue
        return isinstance(statement, ast.Assign) and not _mentions(statement.value, {name}) and any(
            name in (_bound_names(target) or ()) for target in statement.targets)
    return False


def global_read_only_by_its_writer(tree: ast.Module, uses: PlaceUses, writer: FunctionKey, name: str) -> bool:
    """Is the module global `name` that `writer` declares `global` and assigns read by `writer` itself and nothing
    else, after it binds it afresh: no other code of the file loads the name or declares it `global`, and every def
    of `writer` assigns it (without reading it) before any statement of its own mentions it? Each run of `writer`,
    each trace included, then reads only what that run stored; the tracer a trace leaves behind is read by nobody. A
    public name (no leading underscore) must also be absent from the module's own top level: a name the module never
    defines is no part of what other code imports from it, which would have to read it as `module.name` after a
    call traced it (`global first_vertex; first_vertex = vertices[0]` used as the scan's init on the next line)."""
    if uses.name_users.get(name, set()) != {writer}:
        return False  # read elsewhere, or by nobody at all: a store kept for someone to inspect (`_LAST_RESIDUAL`)
    if not name.startswith("_") and _bound_at_top_level(tree, name):
        return False
    for key, definitions in uses.definitions.items():
        if key != writer and any(_declares_global(definition, name) for definition in definitions):
            return False
    definitions = uses.definitions.get(writer, [])
    return bool(definitions) and all(_declares_global(definition, name) and _binds_first(definition.body, name)
                                     for definition in definitions)  # type: ignore[attr-defined]


def _declares_global(function: ast.AST, name: str) -> bool:
    """Does `function` declare `global name` in its own code (not in a def nested in it)?"""
    pending = list(function.body)  # type: ignore[attr-defined]
    while pending:
        node = pending.pop()
        if isinstance(node, ast.Global) and name in node.names:
            return True
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Lambda)):
            continue
        pending.extend(ast_child_nodes(node))
    return False


def _bound_at_top_level(tree: ast.Module, name: str) -> bool:
    """Does the module's own code (outside its defs) bind `name`: an assignment, an import, a def or class?"""
    pending: list[ast.AST] = list(tree.body)
    while pending:
        node = pending.pop()
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            if node.name == name:
                return True
            continue
        if isinstance(node, ast.Lambda):
            continue
        if isinstance(node, ast.Name) and not isinstance(node.ctx, ast.Load) and node.id == name:
            return True
        if isinstance(node, (ast.Import, ast.ImportFrom)) and any(
                (alias.asname or alias.name.split(".")[0]) == name for alias in node.names):
            return True
        pending.extend(ast_child_nodes(node))
    return False


def _rebound_at_each_use(statements: list[ast.stmt], closure: str, name: str) -> bool:
    """Is every statement of `statements` that mentions `closure` an assignment of plain names, `name` among them,
    from a call that reads `name` only among its arguments, and is `closure` used at all?"""
    used = False
    for statement in statements:
        if not _mentions(statement, {closure}):
            continue
        if not isinstance(statement, ast.Assign) or not isinstance(statement.value, ast.Call) or \
                _mentions(statement.value.func, {name}):
            return False
        bound = [_bound_names(target) for target in statement.targets]
        if not any(name in (names or ()) for names in bound) or any(names is None for names in bound):
            return False
        used = True
    return used


# The lax functions that run a function they are handed while they are called (`lax.scan(body, init, xs)`).
_RUNNING_NOW = frozenset({name.rpartition(".")[2] for name in LAX_LOOPS} | {"cond", "switch", "associative_scan"})
_NESTED_DEFS = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)
_LEAVING = (ast.Return, ast.Raise, ast.Break, ast.Continue)


def overwritten_after_each_call(uses: PlaceUses, writer: FunctionKey, owner: str, attribute: str) -> bool:
    """Does every call that runs `writer` (which sets `<owner>.<attribute>` in its trace) leave that attribute for
    code that assigns it again before reading the object? Each function of the file naming `writer` calls it (or
    hands it to a lax loop or a transform it calls) in a statement that assigns `<owner>.<attribute>` from what the
    call gives, or that is followed, in the same block and with nothing leaving the block or touching `owner`
    between, by `<owner>.<attribute> = ...`; or that function is itself run
    only so (`self.update(...)` in a scanned body whose scan is followed by the assignment). The tracer the trace
    stores is then replaced, on every path, before anything outside the trace could read it."""
    return _overwritten(uses, writer, owner, attribute, frozenset())


def _overwritten(uses: PlaceUses, function: FunctionKey, owner: str, attribute: str,
                 seen: frozenset[FunctionKey]) -> bool:
    name = function[1]
    if name is None or function in seen:
        return False
    callers = uses.users(name) - {function}
    if not callers:
        return False
    for caller in callers:
        if caller == (None, None) or caller not in uses.definitions:
            return False  # module-level code, or a lambda's body: no block to follow
        compiled = _jit_decorated(uses, function)
        for definition in uses.definitions[caller]:
            verdict = _followed_by_assignment(uses, definition.body,  # type: ignore[attr-defined]
                                              name, owner, attribute, compiled)
            if verdict is None:
                continue  # this def of that name does not name the function
            if not verdict and not _overwritten(uses, caller, owner, attribute, seen | {function}):
                return False
    return True


def _followed_by_assignment(uses: PlaceUses, block: list[ast.stmt], name: str, owner: str, attribute: str,
                            compiled: bool = False) -> Optional[bool]:
    """Is every statement of `block` (and of the blocks nested in it, nested defs aside) naming `name` a call of it,
    followed in its own block by an assignment of `<owner>.<attribute>` before anything reads `owner`? None when no
    statement names it. `compiled`: a call of `name` runs a compiled function (`step = jax.jit(self.step)`, a
    jit-decorated method)."""
    verdict: Optional[bool] = None
    for index, statement in enumerate(block):
        if isinstance(statement, _NESTED_DEFS):
            continue
        inner = [_followed_by_assignment(uses, nested, name, owner, attribute, compiled)
                 for nested in _nested_blocks(statement)]
        if any(each is False for each in inner):
            return False
        named = _names_in_own_code(statement, name)
        if not named:
            if any(each for each in inner):
                verdict = True
            continue
        alias = _transformed_alias(statement, named)
        if alias is not None and alias != name:
            # `step = jax.jit(self.train_step)`: the statements after it run the writer by calling `step` (none of
            # them a def or lambda closing over it, whose calls happen elsewhere).
            rest = block[index + 1:]
            if _closed_over(rest, alias) or not _followed_by_assignment(uses, rest, alias, owner, attribute, True):
                return False
            verdict = True
            continue
        # Assigning the place from the result replaces the tracer only when the result comes out of a compiled
        # function (`jax.jit(self.step)(...)`, a jit-decorated writer): a plain call's result, in a caller that is
        # itself traced, is the same tracer.
        from_transform = compiled or all(parents and isinstance(parents[0], ast.Call) and node in parents[0].args
                                         for node, parents in named)
        if any(not _runs_now(node, parents) for node, parents in named) or not (
                (from_transform and _assigns_place(statement, [node for node, _ in named], owner, attribute)) or
                _assigned_next(uses, block[index + 1:], owner, attribute)):
            return False
        verdict = True
    return verdict


_JIT_NAMES = frozenset({"jit", "pjit", "filter_jit"})


def _jit_decorated(uses: PlaceUses, function: FunctionKey) -> bool:
    """Is every def of `function` decorated by a jit (`@jax.jit`, `@partial(jax.jit, static_argnums=0)`,
    `@eqx.filter_jit`)? A call of it then returns what the compiled function computed, concrete on the host."""
    definitions = uses.definitions.get(function)
    if not definitions:
        return False

    def is_jit(decorator: ast.expr) -> bool:
        if isinstance(decorator, ast.Call):
            head = decorator.func
            if (dotted(head) or "").rsplit(".", 1)[-1] == "partial" and decorator.args:
                head = decorator.args[0]
            decorator = head
        return (dotted(decorator) or "").rsplit(".", 1)[-1] in _JIT_NAMES

    return all(any(is_jit(decorator) for decorator in getattr(definition, "decorator_list", ()))
               for definition in definitions)


def _transformed_alias(statement: ast.stmt, named: list[tuple[ast.AST, list[ast.AST]]]) -> Optional[str]:
    """The local name `statement` binds to a transform of the function it names (`step = jax.jit(self.step)`),
    when that is all the statement does with it; else None."""
    if not isinstance(statement, ast.Assign) or len(statement.targets) != 1 or \
            not isinstance(statement.targets[0], ast.Name) or not isinstance(statement.value, ast.Call):
        return None
    call = statement.value
    if any(not parents or parents[0] is not call or node not in call.args for node, parents in named):
        return None
    return statement.targets[0].id


def _closed_over(statements: list[ast.stmt], name: str) -> bool:
    """Does a def or lambda among `statements` load `name`?"""
    return any(isinstance(node, (*_NESTED_DEFS, ast.Lambda)) and _mentions(node, {name})
               for statement in statements for node in ast_walk(statement))


def _assigns_place(statement: ast.stmt, calls: list[ast.AST], owner: str, attribute: str) -> bool:
    """Is `statement` an assignment, of what the calls of the writer in its value give, whose targets include
    `<owner>.<attribute>` (`self.loss, self.state = jit(self.step)(...)`)? It replaces what the trace stored as the
    call returns."""
    if not isinstance(statement, ast.Assign):
        return False
    in_value = {id(node) for node in ast_walk(statement.value)}
    if any(id(call) not in in_value for call in calls):
        return False
    pending: list[ast.expr] = list(statement.targets)
    while pending:
        target = pending.pop()
        if isinstance(target, (ast.Tuple, ast.List)):
            pending.extend(target.elts)
        elif isinstance(target, ast.Attribute) and target.attr == attribute and \
                isinstance(target.value, ast.Name) and target.value.id == owner:
            return True
    return False


def _nested_blocks(statement: ast.stmt) -> list[list[ast.stmt]]:
    blocks = [getattr(statement, field_name) for field_name in ("body", "orelse", "finalbody")
              if isinstance(getattr(statement, field_name, None), list)]
    blocks += [handler.body for handler in getattr(statement, "handlers", ())]
    blocks += [case.body for case in getattr(statement, "cases", ())]
    return blocks


def _names_in_own_code(statement: ast.stmt, name: str) -> list[tuple[ast.AST, list[ast.AST]]]:
    """The loads of `name` (`name` or `<x>.name`) in `statement` outside its nested blocks and defs, each with the
    nodes above it up to the statement (nearest first)."""
    found: list[tuple[ast.AST, list[ast.AST]]] = []
    nested = {id(each) for block in _nested_blocks(statement) for each in block}
    pending: list[tuple[ast.AST, list[ast.AST]]] = [(statement, [])]
    while pending:
        node, parents = pending.pop()
        if id(node) in nested or (node is not statement and isinstance(node, _NESTED_DEFS)):
            continue
        if isinstance(node, ast.Name) and node.id == name and isinstance(node.ctx, ast.Load) or \
                isinstance(node, ast.Attribute) and node.attr == name and isinstance(node.ctx, ast.Load):
            found.append((node, parents))
            continue
        pending.extend((child, [node, *parents]) for child in ast_child_nodes(node))
    return found


def _runs_now(node: ast.AST, parents: list[ast.AST]) -> bool:
    """Does the statement run the function `node` names: it calls it, calls what a transform makes of it
    (`value_and_grad(self.loss)(params)`), or hands it to a lax function that runs it (`lax.scan(body, ...)`)?"""
    if not parents or not isinstance(parents[0], ast.Call):
        return False
    call = parents[0]
    if call.func is node:
        return True
    if node not in call.args:
        return False
    callee = dotted(call.func) or ""
    return callee.rpartition(".")[2] in _RUNNING_NOW or \
        len(parents) > 1 and isinstance(parents[1], ast.Call) and parents[1].func is call


def _assigned_next(uses: PlaceUses, statements: list[ast.stmt], owner: str, attribute: str) -> bool:
    """Is `<owner>.<attribute>` assigned, unconditionally, before a statement reads `owner` (other than through a
    method that reads nothing of its object, `vmap(self._to_covariance)(raw)`) or leaves the block?"""
    for statement in statements:
        if isinstance(statement, ast.Assign) and not _reads_object(uses, statement.value, owner):
            targets = [element for target in statement.targets
                       for element in (target.elts if isinstance(target, ast.Tuple) else [target])]
            if any(isinstance(target, ast.Attribute) and target.attr == attribute and
                   isinstance(target.value, ast.Name) and target.value.id == owner for target in targets):
                return True
            if all(isinstance(target, ast.Name) or isinstance(target, ast.Attribute) and
                   isinstance(target.value, ast.Name) and target.value.id == owner for target in targets):
                continue  # locals, or other attributes of the object set from what the call gave
            return False
        if _reads_object(uses, statement, owner) or any(isinstance(node, _LEAVING) for node in ast_walk(statement)) \
                or not isinstance(statement, (ast.Assign, ast.AnnAssign, ast.Expr)):
            return False
    return False


def _reads_object(uses: PlaceUses, node: ast.AST, owner: str) -> bool:
    """Does `node` use `owner` other than to name a method of the file that reads nothing of its own object?"""
    harmless = {id(each.value) for each in ast_walk(node) if isinstance(each, ast.Attribute) and
                isinstance(each.value, ast.Name) and each.value.id == owner and _stateless_method(uses, each.attr)}
    return any(isinstance(each, ast.Name) and each.id == owner and id(each) not in harmless for each in ast_walk(node))


def _stateless_method(uses: PlaceUses, name: str) -> bool:
    """Is every def of the file named `name` a method whose body never uses its first parameter (its object)?"""
    defs = [definition for key, found in uses.definitions.items() if key[1] == name for definition in found]
    for definition in defs:
        parameters = definition.args.posonlyargs + definition.args.args  # type: ignore[attr-defined]
        if not parameters or any(isinstance(each, ast.Name) and each.id == parameters[0].arg
                                 for statement in definition.body for each in ast_walk(statement)):  # type: ignore
            return False
    return bool(defs)
