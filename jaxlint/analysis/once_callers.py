"""Drivers that run once but are not named like one: a module-level function whose only callers, in its module, are
the module's top level (its `if __name__ == "__main__":` block included) or functions that run once themselves,
never from a loop, a comprehension or a nested function (or handed to a program runner there: `app.run(f)`). A
script's `_run_example()` called from its main block, or `initialized()` called once by `create_train_state()`,
called once by `train_and_evaluate()`.

Read from the whole file's text with Python's `ast`, not from the analysis tree: the region planner keeps only the
statements near traced code, and a driver's callers are usually far from it.
"""

from __future__ import annotations

import ast
import collections
import math
import os
import unicodedata
from typing import Callable, Iterable, Optional

from ..files import read_source
from .ast_nodes import (array_of_written_values, ast_child_nodes, ast_walk, child_fields,
                        derived_names as _derived_names, dotted, own_nodes, self_attribute, unpacked_names,
                        walk_ast_list)
from .compiling_decorators import compiling_decorator
from .packages import MAX_FILES, package_files, readable_package, top_package
from .run_frequency import DICT_VIEWS, PROGRAM_DRIVERS, SETUP_METHODS, is_a_retry
from .static_members import words
from .syntax_trees import hold_for_lint, syntax_tree

# Named drivers that start a chain of run-once calls (run_frequency.py says why these run once); `train`, which
# run_frequency counts only when it runs its own loop, is too often a step to start a chain.
_ROOT_DRIVERS = PROGRAM_DRIVERS | {"train_and_evaluate"}
# A function handed to a program runner at the top level (`app.run(main)`, `multiprocess.main(shard_main=f)`,
# `fire.Fire(cli)`) runs once per program, like one called there.
_RUNNERS = frozenset({"run", "main", "Fire"})
# An executor's `submit(f, ...)` calls `f` once, where it is submitted.
_EXECUTORS = frozenset({"submit"})
# The caller recorded for calls in a constructor of a module-level class (`__init__`): it runs once per object, and
# objects that build things (an environment, a model with its tables) are built once per program or per
# configuration, not per step.
CONSTRUCTION = "<construction>"
_CONSTRUCTORS = frozenset({"__init__", "__post_init__"})
_LOOPS = (ast.For, ast.AsyncFor, ast.While, ast.ListComp, ast.SetComp, ast.DictComp, ast.GeneratorExp)
_REPEATING = (*_LOOPS, ast.Lambda, ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)
# Classes that hold no node: a visit of one does nothing.
_INERT = frozenset({ast.Constant, *(kind for base in (ast.expr_context, ast.operator, ast.unaryop, ast.cmpop,
                                                      ast.boolop) for kind in base.__subclasses__())})


# Node class -> its fields that may hold a node, in field order: not the names, strings and numbers (an `Attribute`'s
# `attr`, a `Name`'s `id`), nor the `_INERT` contexts and operators (ast_nodes.child_fields).
_NODE_FIELDS: dict[type, tuple[str, ...]] = {}


def _node_fields(kind: type) -> tuple[str, ...]:
    nodes, lists, mixed = child_fields(kind)
    found = _NODE_FIELDS[kind] = tuple(name for name in kind._fields if name in nodes or name in lists or name in mixed)
    return found


# What an argument handing a function on may be: its name, a `partial(...)` of it, a lambda calling it.
_HANDING = frozenset({ast.Name, ast.Call, ast.Lambda})


# Statements after which the rest of their block never runs: a `return`, `raise`, `break` or `continue`, and a
# call ending the program (`exit()`, `sys.exit(1)`: leaves_its_block). A script's loop written after its top-level
# `exit()` is kept for later, not run: no evidence that what it calls runs again and again.
_LEAVING = frozenset({ast.Return, ast.Raise, ast.Break, ast.Continue, ast.Expr})
# Calls that end the program: builtins by their plain name, module functions by their dotted name.
_PROGRAM_EXITS = frozenset({"exit", "quit", "sys.exit", "os._exit", "os.abort"})


def leaves_its_block(statement: ast.stmt) -> bool:
    """Does `statement` leave its block, so that the statements after it there never run? A jump (`return`,
    `raise`, `break`, `continue`) or a statement that is a call ending the program (`exit()`, `quit()`,
    `sys.exit(main())`, `os._exit(1)`)."""
    if type(statement) is not ast.Expr:
        return type(statement) in _LEAVING
    call = statement.value
    return type(call) is ast.Call and dotted(call.func) in _PROGRAM_EXITS


class _Sites(ast.NodeVisitor):
    """For each name: the places it is called from ((caller, repeated)), and whether it is used other than called."""

    def __init__(self, constructors: frozenset[int] = frozenset()) -> None:
        # ids of the constructor defs of the module's classes: scanned with CONSTRUCTION as their caller.
        self.constructors = constructors
        self.calls: dict[str, list[tuple[Optional[str], bool]]] = {}
        self.other_uses: set[str] = set()
        # For each name: the first line that calls it inside a loop or comprehension of this module.
        self.loop_call_lines: dict[str, int] = {}
        # `module.name(...)` calls: (module alias, name) -> the places they are called from, and those in a loop ->
        # the first line of such a call.
        self.attribute_calls: dict[tuple[str, str], list[tuple[Optional[str], bool]]] = {}
        self.looped_attribute_calls: dict[tuple[str, str], int] = {}
        self.caller: Optional[str] = None
        self.repeated = False
        self.in_loop = False
        # For each loop around the visit (in the current function): the names it binds when it is a sweep over
        # configurations written in the code, else None; and the plain assignments of the scanned code.
        self.loops: list[Optional[frozenset[str]]] = []
        self.assigned: _Assignments = _Assignments([])
        # The same, reading a parameter's default display as a value its loops may sweep: only for the objects a
        # sweep builds (`sampler = Sampler(lattice, temperature)` over `temperatures=(1.5, 5.0)`); a value computed
        # from a defaulted parameter's item is handed on as data (`k = inclusion(xx, yy, contrast)`).
        self.default_loops: list[Optional[frozenset[str]]] = []
        self.defaults_assigned: _Assignments = _Assignments([])
        # What each module-level function returns (`_configs()` returning a list display), for loops over its result.
        self.returned: dict[str, list[Optional[ast.expr]]] = {}
        self.visited_first: set[int] = set()   # loop iterables already visited outside their loop
        self.retries: set[int] = set()   # ids of the `try` statements of a loop that leave it on success (_retry)
        # Calls of a plain name handing a name, a `partial` or a lambda on (handed_to_looping_functions).
        self.handing_calls: list[ast.Call] = []
        # For each module-level function: the names it calls in a loop, not handed a configuration, and the first
        # line (a parameter called so: `for _ in range(steps): log_prob(proposal)`).
        self.looped_in: dict[Optional[str], dict[str, int]] = {}
        # ids of the calls that build, in a sweep over written configurations, the object carrying one of them.
        self.configuration_objects: set[int] = set()

    def visit(self, node: ast.AST) -> None:
        # `ast.NodeVisitor.visit`, dispatched on the exact class (the parser makes no subclasses) without formatting
        # a method name per node: this visitor reads every node of each file of a package it is asked about.
        if id(node) not in self.visited_first:
            kind = type(node)
            if kind is ast.Call:
                self.visit_Call(node)
            elif kind is ast.Name:
                self.visit_Name(node)
            else:
                self.generic_visit(node)

    def _visit_fields(self, node: ast.AST) -> None:
        """`ast.NodeVisitor.generic_visit`: each child in field order, but those of the `_INERT` classes."""
        inert = _INERT
        kind = type(node)
        fields = _NODE_FIELDS[kind] if kind in _NODE_FIELDS else _node_fields(kind)
        for field in fields:
            value = getattr(node, field, None)
            if type(value) is list:
                for item in value:
                    if isinstance(item, ast.AST) and type(item) not in inert:
                        self.visit(item)
                        if type(item) in _LEAVING and leaves_its_block(item):
                            break   # the statements after it in its block never run
            elif isinstance(value, ast.AST) and type(value) not in inert:
                self.visit(value)

    def scan(self, nodes: list[ast.stmt], caller: Optional[str],
             function: Optional[ast.FunctionDef | ast.AsyncFunctionDef] = None) -> None:
        """Read the call sites of `nodes`, the body of `function` when one is given (its parameters' defaults are
        values its loops may sweep)."""
        self.caller, self.repeated, self.in_loop, self.loops, self.default_loops = caller, False, False, [], []
        self.assigned = _Assignments(nodes)
        self.defaults_assigned = _Assignments(nodes, function)
        for node in nodes:
            self.visit(node)
            if type(node) in _LEAVING and leaves_its_block(node):
                break

    def _once_per_configuration(self, call: ast.Call) -> bool:
        """Is `call` in loops that are all sweeps over configurations written in the code, handing on their variable
        or an object each iteration builds from it (`for dtype in ("float32", "float64"): validate(dtype)`, `env =
        Env(model=m); env.rollout(a)`), or building that object (`sampler = Sampler(lattice, temperature)` in a
        sweep over temperatures)? It runs once per configuration, each its own program: no evidence that one
        program compiles again and again."""
        return id(call) in self.configuration_objects or handed_a_configuration(call, self.loops)

    def generic_visit(self, node: ast.AST) -> None:
        if id(node) in self.constructors:
            state = self.caller, self.repeated, self.in_loop
            self.caller, self.repeated, self.in_loop = CONSTRUCTION, False, False
            self._visit_fields(node)
            self.caller, self.repeated, self.in_loop = state
        elif isinstance(node, _REPEATING):
            outer, self.repeated = self.repeated, True
            outer_loop = self.in_loop
            # A loop's iterable is evaluated once, before the loop: `for batch in batches(data)` calls it once.
            first = node.iter if isinstance(node, (ast.For, ast.AsyncFor)) else \
                node.generators[0].iter if isinstance(node, _LOOPS) and not isinstance(node, ast.While) else None
            if first is not None:
                self.visit(first)
                self.visited_first.add(id(first))
            self.in_loop = isinstance(node, _LOOPS) or (
                outer_loop and not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)))
            outer_loops, outer_default_loops = self.loops, self.default_loops
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                self.loops, self.default_loops = [], []
            elif isinstance(node, _LOOPS):
                self.loops = [*self.loops, configuration_names(node, self.assigned, self.returned)]
                self.default_loops = [*self.default_loops,
                                      configuration_names(node, self.defaults_assigned, self.returned)]
            if isinstance(node, (ast.For, ast.AsyncFor, ast.While)):
                self.retries.update(id(statement) for statement in node.body if isinstance(statement, ast.Try)
                                    and is_a_retry(statement.body, _AST_BLOCKS))
            self._visit_fields(node)
            self.repeated, self.in_loop, self.loops = outer, outer_loop, outer_loops
            self.default_loops = outer_default_loops
        elif id(node) in self.retries:
            # A retry (`for attempt in range(5): try: ...; break` / `except OOMError: ...`): the body runs again
            # only after a caught exception, with other settings: no evidence of running again and again.
            outer_loop, self.in_loop = self.in_loop, False
            for statement in node.body:
                self.visit(statement)
                if type(statement) in _LEAVING and leaves_its_block(statement):
                    break
            self.in_loop = outer_loop
            for part in (*node.handlers, *node.orelse, *node.finalbody):
                self.visit(part)
        elif type(node) is ast.Assign and self.default_loops and type(node.value) is ast.Call and \
                _builds_carried_object(node, self.default_loops):
            self.configuration_objects.add(id(node.value))
            self._visit_fields(node)
        elif type(node) is ast.Return and self.in_loop and type(node.value) is ast.Call:
            # `return fit(data, lr=lr / 3)` in a loop (a retry after a diverged fit): returning leaves the function,
            # so the loop runs that call at most once per call of the function around it.
            outer_loop, self.in_loop = self.in_loop, False
            self.visit(node.value)
            self.in_loop = outer_loop
        else:
            self._visit_fields(node)

    def visit_Call(self, node: ast.Call) -> None:
        if isinstance(node.func, ast.Name):
            self.calls.setdefault(node.func.id, []).append((self.caller, self.repeated))
            if any(type(argument) in _HANDING for argument in node.args) or any(
                    type(keyword.value) in _HANDING for keyword in node.keywords):
                self.handing_calls.append(node)
            if self.in_loop and not self._once_per_configuration(node):
                self.loop_call_lines.setdefault(node.func.id, node.lineno)
                self.looped_in.setdefault(self.caller, {}).setdefault(node.func.id, node.lineno)
        else:
            receiver = _receiver_name(node.func.value) if isinstance(node.func, ast.Attribute) else None
            if receiver is not None:
                site = (receiver, node.func.attr)
                self.attribute_calls.setdefault(site, []).append((self.caller, self.repeated))
                if self.in_loop and not self._once_per_configuration(node):
                    self.looped_attribute_calls.setdefault(site, node.lineno)
            self.visit(node.func)
        callee = node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", "")
        for argument in [*node.args, *(keyword.value for keyword in node.keywords)]:
            if self.caller is None and callee in _RUNNERS and isinstance(argument, ast.Name):
                self.calls.setdefault(argument.id, []).append((None, self.repeated))
            elif callee in _EXECUTORS and argument is (node.args[0] if node.args else None) and isinstance(
                    argument, ast.Attribute) and isinstance(argument.value, ast.Name):
                # `pool.submit(train.train, config)`: the executor calls it once, here.
                site = (argument.value.id, argument.attr)
                self.attribute_calls.setdefault(site, []).append((self.caller, self.repeated))
                if self.in_loop:
                    self.looped_attribute_calls.setdefault(site, node.lineno)
            else:
                self.visit(argument)

    def visit_Name(self, node: ast.Name) -> None:
        self.other_uses.add(node.id)


def _receiver_name(receiver: ast.expr) -> Optional[str]:
    """The name of what a method call is made on: `model` in `model.fit(X)`, and `PoissonGLM()` in
    `PoissonGLM(reg).fit(X)`, an object a class (or a factory) makes for that one call. The parentheses keep the
    latter apart from a module alias or a local of the same name."""
    if isinstance(receiver, ast.Name):
        return receiver.id
    if isinstance(receiver, ast.Call) and isinstance(receiver.func, ast.Name):
        return f"{receiver.func.id}()"
    return None


class _AstBlocks:
    """The statements run_frequency.is_a_retry asks about, as Python's `ast` spells them."""

    def leaves(self, statement: ast.stmt) -> bool:
        return isinstance(statement, (ast.Break, ast.Return, ast.Raise))

    def branches(self, statement: ast.stmt) -> Optional[tuple[list[ast.stmt], Optional[list[ast.stmt]]]]:
        if not isinstance(statement, ast.If):
            return None
        return statement.body, statement.orelse or None

    def continues(self, statements: list[ast.stmt]) -> bool:
        pending: list[ast.AST] = list(statements)
        while pending:
            node = pending.pop()
            if isinstance(node, ast.Continue):
                return True
            if not isinstance(node, (*_LOOPS, ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.ClassDef)):
                pending.extend(ast_child_nodes(node))
        return False


_AST_BLOCKS = _AstBlocks()


# `range(n)` with a literal n up to this many is a handful of configurations (run_frequency.SHORT_RANGE).
_SHORT_RANGE = 8
_SAME_LENGTH = frozenset({"enumerate", "reversed", "sorted", "list", "tuple", "zip", "product"})


def _assignments(nodes: list[ast.stmt]) -> dict[str, list[Optional[ast.expr]]]:
    """What the scanned code assigns to each name (None for a binding that is no plain assignment)."""
    found: dict[str, list[Optional[ast.expr]]] = {}
    for statement in nodes:
        # (In another order than `ast.walk`'s: what reads a name's values does not depend on their order.)
        for node in walk_ast_list(statement):
            if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
                found.setdefault(node.targets[0].id, []).append(node.value)
            elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name) and node.value is not None:
                # `PRESETS: dict[str, Config] = {...}` binds its value as a plain assignment does.
                found.setdefault(node.target.id, []).append(node.value)
            elif isinstance(node, (ast.AugAssign, ast.AnnAssign, ast.For, ast.AsyncFor, ast.NamedExpr)):
                target = node.target
                for name in ast_walk(target):
                    if isinstance(name, ast.Name):
                        found.setdefault(name.id, []).append(None)
    return found


class _Assignments:
    """`_assignments(nodes)`, read the first time a loop's iterable is a name (`for config in configs`): most of the
    code the call-site scan reads has no such loop, and the assignments were a walk of all of it."""

    __slots__ = ("_nodes", "_function", "_found")

    def __init__(self, nodes: list[ast.stmt], function: Optional[ast.FunctionDef | ast.AsyncFunctionDef] = None
                 ) -> None:
        self._nodes: list[ast.stmt] = nodes
        self._function = function
        self._found: Optional[dict[str, list[Optional[ast.expr]]]] = None

    def get(self, name: str, default: list[Optional[ast.expr]]) -> list[Optional[ast.expr]]:
        return self._read().get(name, default)

    def __contains__(self, name: str) -> bool:
        return name in self._read()

    def _read(self) -> dict[str, list[Optional[ast.expr]]]:
        if self._found is None:
            self._found = _assignments(self._nodes)
            if self._function is not None:
                # `def main(temperatures=(1.5, 5.0)):`: the default is a value the parameter holds, written here.
                arguments = self._function.args
                positional = [*arguments.posonlyargs, *arguments.args]
                defaults = [*zip(positional[len(positional) - len(arguments.defaults):], arguments.defaults),
                            *((argument, default) for argument, default in zip(arguments.kwonlyargs,
                                                                               arguments.kw_defaults)
                              if default is not None)]
                for argument, default in defaults:
                    self._found.setdefault(argument.arg, []).insert(0, default)
        return self._found


def configuration_names(loop: ast.AST, assigned: dict[str, list[Optional[ast.expr]]],
                        returned: Optional[dict[str, list[Optional[ast.expr]]]] = None) -> Optional[frozenset[str]]:
    """The names that carry a configuration through `loop`, when everything it iterates over is written in the code
    (a tuple, list or dict display, a short literal `range`, their products and zips, a dict display's `items()`,
    a name assigned only such values, a module function's returned display: `returned`, or a command-line option
    whose `choices=` or `default=` the module writes out: `args.dtype`), else None.

    Those are the names the loop binds, and the names its body assigns from them (`env = Env(model=model)`): an
    iteration hands its configuration on through either. A loop over float literals (`for w in (1.0, 1.5)`) sweeps
    values a compiled function could take as arguments, not configurations: only an object its body builds from
    them (`model = Battery(omega=w)`) carries a configuration, a program of its own."""
    if isinstance(loop, (ast.For, ast.AsyncFor)):
        pairs = [(loop.target, loop.iter)]
        body: list[ast.AST] = list(loop.body)
    elif isinstance(loop, (ast.ListComp, ast.SetComp, ast.DictComp, ast.GeneratorExp)):
        pairs = [(generator.target, generator.iter) for generator in loop.generators]
        body = [loop.elt] if not isinstance(loop, ast.DictComp) else [loop.key, loop.value]
    else:
        return None
    kinds = [_written(iterable, assigned, 0, returned if returned is not None else {}) for _, iterable in pairs]
    if None in kinds:
        return None
    targets = {node.id for target, _ in pairs for node in ast_walk(target) if isinstance(node, ast.Name)}
    carried = set() if "floats" in kinds else set(targets)
    derived = _derived_names(body, targets)
    # Over numbers, an array of them (`target = jnp.array(point)`) is a value, no object built around them; so is
    # the state the loop carries from one iteration to the next (`angles = ik.solve(target, angles)`).
    values = _values_not_objects(body) if "floats" in kinds else set()
    carried |= {name for name, built in derived.items() if (built and name not in values) or "floats" not in kinds}
    return frozenset(carried)


# Calls that turn numbers into an array or a number, no object of their own (`jnp.array(point)`, `float(x)`).
_VALUE_CONVERSIONS = frozenset({"array", "asarray", "float", "int", "complex", "tuple", "list"})


def _values_not_objects(body: list) -> set[str]:
    """The names `body` assigns the result of a conversion to (`target = jnp.asarray(point, dtype=...)`), or a call
    reading the name itself (`x = step(x, w)`, `q, iterations = ik.solve(q, target)`: the loop's state)."""
    found: set[str] = set()
    for statement in body:
        for node in ast_walk(statement):
            if not isinstance(node, ast.Assign) or not isinstance(node.value, ast.Call):
                continue
            names = {name.id for target in node.targets for name in unpacked_names(target)}
            if (dotted(node.value.func) or "").rpartition(".")[2] in _VALUE_CONVERSIONS:
                found |= names
            else:
                found |= {child.id for child in ast_walk(node.value) if isinstance(child, ast.Name)} & names
    return found


def _builds_carried_object(assignment: ast.Assign, loops: list[Optional[frozenset[str]]]) -> bool:
    """Does `assignment` bind a name that carries the configuration of `loops` (all sweeps over written
    configurations) to the call building it (`sampler = Sampler(lattice, temperature)`)?"""
    if any(names is None for names in loops):
        return False
    carried = frozenset().union(*loops)  # type: ignore[arg-type]
    # A class's construction (CapWords, as classes are named), not a value a function computes from the item.
    made = dotted(assignment.value.func) if isinstance(assignment.value, ast.Call) else None  # type: ignore[attr-defined]
    return len(assignment.targets) == 1 and type(assignment.targets[0]) is ast.Name and \
        assignment.targets[0].id in carried and made is not None and made.rpartition(".")[2][:1].isupper()


def handed_a_configuration(call: ast.Call, loops: list[Optional[frozenset[str]]]) -> bool:
    """Is `call` in `loops` (configuration_names of each loop around it, innermost last) that all sweep written
    configurations, and does it take one of them: as an argument, or as the object whose method it calls
    (`env.rollout(actions)` with `env` built from the loop's model)?"""
    if not loops or any(names is None for names in loops):
        return False
    carried = frozenset().union(*loops)  # type: ignore[arg-type]
    received = [*call.args, *(keyword.value for keyword in call.keywords)]
    if isinstance(call.func, ast.Attribute):
        received.append(call.func.value)
    return any(isinstance(node, ast.Name) and node.id in carried for argument in received
               for node in ast_walk(argument))


# How many steps _written follows from a loop's iterable to the display it goes over: `names` bound to `list(
# PRESETS.keys()) if args.arch == "all" else [args.arch]`, `PRESETS` a module display, is five.
_DEEPEST_SWEEP = 6


def _written(expression: Optional[ast.expr], assigned: dict[str, list[Optional[ast.expr]]], depth: int,
             returned: dict[str, list[Optional[ast.expr]]]) -> Optional[str]:
    """"configurations" when `expression` iterates over values written in the code, "floats" when those include
    float literals, None when what it iterates over is not written there."""
    if expression is None or depth > _DEEPEST_SWEEP:
        return None
    if isinstance(expression, (ast.Tuple, ast.List, ast.Set)):
        # `[None, *args.ell_splits]`: what a starred element unpacks must be written too.
        unpacked = [_written(element.value, assigned, depth + 1, returned) for element in expression.elts
                    if isinstance(element, ast.Starred)]
        if None in unpacked:
            return None
        # Floats (`for alpha in (0.5, 1.0, 2.0)`) are values a compiled function could take as arguments.
        # So are points and vectors written as displays of numbers (`WAYPOINTS = [(10.0, 5.0, 8.0), ...]`).
        return "floats" if "floats" in unpacked or any(_float(element) or _float_vector(element)
                                                       for element in expression.elts) else "configurations"
    if isinstance(expression, ast.Dict):
        return "configurations" if None not in expression.keys else None
    if isinstance(expression, ast.Name):
        constant = returned.constant(expression.id) if expression.id not in assigned and \
            isinstance(returned, ModuleReturns) else None
        if constant is not None:
            return _written(constant, assigned, depth + 1, returned)   # `for name, cfg in CONFIGS`, a module display
        return _all_written(assigned.get(expression.id, []), assigned, depth, returned)
    if isinstance(expression, ast.Attribute) and isinstance(expression.value, ast.Name) and \
            isinstance(returned, ModuleReturns):
        # `for dtype in args.dtype` with `parser.add_argument("--dtype", nargs="+", choices=["float32", ...])`: the
        # command line picks among values written in the code.
        option = returned.option_values(f"{expression.value.id}.{expression.attr}")
        return _written(option, assigned, depth + 1, returned) if option is not None else None
    if isinstance(expression, ast.BinOp) and isinstance(expression.op, ast.Add):
        # `[2] + list(range(10, 1000, 200))`: the items of both sequences
        return _all_written([expression.left, expression.right], assigned, depth, returned)
    if isinstance(expression, ast.IfExp):   # `sizes = (10, 100) if quick else (10, 100, 1000)`
        return _all_written([expression.body, expression.orelse], assigned, depth, returned)
    if isinstance(expression, (ast.ListComp, ast.SetComp, ast.DictComp, ast.GeneratorExp)):
        # `{phase: partial(gibbs, phase=phase) for phase in ("cpx", "opx")}`: an item per configuration swept.
        if any(generator.ifs for generator in expression.generators):
            return None
        return _all_written([generator.iter for generator in expression.generators], assigned, depth, returned)
    if not isinstance(expression, ast.Call):
        return None
    if array_of_written_values(expression):
        # `lrs = jnp.array([1.0, 0.5, 0.1])`: an array of values written in the code iterates over those values.
        return _written(expression.args[0], assigned, depth + 1, returned)
    # `zip(groups, names, strict=False)`: the keyword says how lengths are checked, not what is iterated.
    if any(keyword.arg != "strict" or dotted(expression.func) != "zip" for keyword in expression.keywords):
        return None
    if isinstance(expression.func, ast.Attribute) and expression.func.attr in DICT_VIEWS and not expression.args:
        return _written(expression.func.value, assigned, depth + 1, returned)   # `envs.items()`
    if isinstance(expression.func, ast.Name) and expression.func.id in returned:
        # `base_configs = _base_configs(reg)`, whose body returns a list display of configurations.
        return _all_written(returned[expression.func.id], assigned, depth, returned)
    if not expression.args:
        return None
    name = expression.func.attr if isinstance(expression.func, ast.Attribute) else getattr(expression.func, "id", "")
    if name == "range":
        # Literal bounds, or integers the module fixes (`range(1, N_LEVELS + 1)` with `N_LEVELS = 3`).
        integers = returned.integers() if isinstance(returned, ModuleReturns) else {}
        bounds = [_constant_number(argument, integers, 0) for argument in expression.args]
        bounds = [bound if type(bound) is int else None for bound in bounds]
        return "configurations" if None not in bounds and len(bounds) <= 3 and bounds[2:] != [0] and \
            len(range(*bounds)) <= _SHORT_RANGE else None  # type: ignore[arg-type]
    if name not in _SAME_LENGTH:
        return None
    if name == "zip":
        # `zip(axs.flatten(), lrs)` stops at its shortest argument: a sweep when one of them is written.
        kinds = [_written(argument, assigned, depth + 1, returned) for argument in expression.args]
        if None not in kinds:
            return "floats" if "floats" in kinds else "configurations"
        # Items of what is not written are data, not configurations: only an object the body builds from an
        # iteration's items carries one (as over floats).
        return "floats" if any(kind is not None for kind in kinds) else None
    return _all_written(expression.args, assigned, depth, returned)


def _all_written(values: list, assigned: dict[str, list[Optional[ast.expr]]], depth: int,
                 returned: dict[str, list[Optional[ast.expr]]]) -> Optional[str]:
    kinds = [_written(value, assigned, depth + 1, returned) for value in values]
    if not kinds or None in kinds:
        return None
    return "floats" if "floats" in kinds else "configurations"


class ModuleReturns(dict):
    """What each module-level function of `tree` returns (its own `return` values, not those of nested functions),
    read for a function the first time a loop's iterable calls it."""

    def __init__(self, tree: ast.Module) -> None:
        super().__init__()
        self.defs = {node.name: node for node in tree.body if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef))}
        self._tree = tree
        self._constants: Optional[dict[str, ast.expr]] = None
        self._integers: Optional[dict[str, int]] = None
        self._options: Optional[dict[str, ast.expr]] = None

    def constant(self, name: str) -> Optional[ast.expr]:
        """The display the module binds `name` to once, at its top level (module_constants), or None."""
        if self._constants is None:
            self._constants = _module_displays(self._tree)
        return self._constants.get(name)

    def integers(self) -> dict[str, int]:
        """The integers the module binds once, at its top level (module_integers)."""
        if self._integers is None:
            self._integers = module_integers(self._tree)
        return self._integers

    def option_values(self, option: str) -> Optional[ast.expr]:
        """The display of values the module's command line gives `option` (`args.dtype`, `args` bound to a
        `parser.parse_args()`): the `choices=` of its `add_argument("--dtype", ...)` calls, or their `default=` when
        no choices are given (`nargs="+", default=["Y0275", "Y0292"]`); None unless every such call has one, or when
        the module declares none."""
        if self._options is None:
            self._options = _option_displays(self._tree)
        return self._options.get(option)

    def __contains__(self, name: object) -> bool:
        return name in self.defs

    def __missing__(self, name: str) -> list[Optional[ast.expr]]:
        from .ast_nodes import own_nodes

        value = self[name] = [node.value for node in own_nodes(self.defs[name]) if isinstance(node, ast.Return)]
        return value


def _option_displays(tree: ast.Module) -> dict[str, ast.expr]:
    """For each option `tree` declares with `add_argument`, the display of its values (ModuleReturns.option_values),
    under each name the module binds a parsed namespace to (`args.dtype`). An option declared twice keeps a display
    only when both declarations give one."""
    found: dict[str, Optional[ast.expr]] = {}
    namespaces: set[str] = set()
    for node in ast_walk(tree):
        if isinstance(node, ast.Assign) and isinstance(node.value, ast.Call) and \
                isinstance(node.value.func, ast.Attribute) and node.value.func.attr in _PARSERS:
            for target in node.targets:   # `args = parser.parse_args()`, `args, _ = parser.parse_known_args()`
                first = target.elts[0] if isinstance(target, ast.Tuple) and target.elts else target
                if isinstance(first, ast.Name):
                    namespaces.add(first.id)
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and
                node.func.attr == "add_argument"):
            continue
        keywords = {keyword.arg: keyword.value for keyword in node.keywords if keyword.arg is not None}
        flags = [argument.value for argument in node.args
                 if isinstance(argument, ast.Constant) and isinstance(argument.value, str)]
        dest = keywords.get("dest")
        if isinstance(dest, ast.Constant) and isinstance(dest.value, str):
            name = dest.value
        else:   # argparse's rule: the first long flag, else the first flag, without dashes
            long_flags = [flag for flag in flags if flag.startswith("--")]
            name = (long_flags or flags or [""])[0].lstrip("-").replace("-", "_")
        if not name:
            continue
        values = keywords.get("choices", keywords.get("default"))
        # (An empty default, `default=[]`, says nothing of the values the command line gives.)
        display = values if isinstance(values, (ast.List, ast.Tuple, ast.Set)) and values.elts else None
        found[name] = display if name not in found else (display if found[name] is not None else None)
    return {f"{namespace}.{name}": display for name, display in found.items() if display is not None
            for namespace in namespaces}


# What parses a command line into a namespace of options.
_PARSERS = frozenset({"parse_args", "parse_known_args", "parse_intermixed_args"})


def module_options(tree: Optional[ast.Module]) -> dict[str, int]:
    """The options `tree`'s command line declares with a written display of values (ModuleReturns.option_values),
    each with its number of values."""
    if tree is None:
        return {}
    return {option: len(display.elts)  # type: ignore[attr-defined]
            for option, display in _option_displays(tree).items()}


def module_constants(tree: Optional[ast.Module]) -> dict[str, int]:
    """The names `tree`'s top level binds once, by a plain assignment, to a tuple, list, set or dict display, each
    with its number of items: configurations written in the code (`CONFIGS = [("ema", {...}), ...]`)."""
    integers = module_integers(tree)
    lengths = {name: _written_length(value, integers) for name, value in _module_displays(tree).items()}
    lengths.update(_constructor_displays(tree, integers))
    return {name: length for name, length in lengths.items() if length is not None}


def _constructor_displays(tree: Optional[ast.Module], integers: dict[str, int]) -> dict[str, Optional[int]]:
    """`self.<name>` (keyed so) that the constructors of the module's classes bind once, to a display or to their
    parameter left at a display default (`def __init__(self, model, k_list=(1, 3, 5)): self.k_list = k_list`), and
    that no other statement of the file stores, rebinds or grows: the same collection on every call of the
    object's methods, so a loop over it sweeps the same values each time (one compile per value for the object's
    life), with the default's length. A name two classes bind to different lengths is left out."""
    found: dict[str, Optional[int]] = {}
    if tree is None or "__init__" not in {node.name for node in ast_walk(tree) if isinstance(node, ast.FunctionDef)}:
        return found
    stores: collections.Counter = collections.Counter()
    for node in ast_walk(tree):
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id == "self" and \
                not isinstance(node.ctx, ast.Load):
            stores[node.attr] += 1
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and \
                isinstance(node.func.value, ast.Attribute) and isinstance(node.func.value.value, ast.Name) and \
                node.func.value.value.id == "self":
            stores[node.func.value.attr] += 1   # `self.k_list.append(10)`, or any other method that may grow it
    for statement in tree.body:
        if not isinstance(statement, ast.ClassDef):
            continue
        for member in statement.body:
            if not isinstance(member, ast.FunctionDef) or member.name != "__init__":
                continue
            arguments = member.args
            positional = [*arguments.posonlyargs, *arguments.args]
            defaults = dict(zip([a.arg for a in positional[len(positional) - len(arguments.defaults):]],
                                arguments.defaults))
            defaults.update((a.arg, d) for a, d in zip(arguments.kwonlyargs, arguments.kw_defaults) if d is not None)
            for node in ast_walk(member):   # `k_list = sorted(k_list)`: no longer the default
                if isinstance(node, ast.Name) and not isinstance(node.ctx, ast.Load):
                    defaults.pop(node.id, None)
            for node in member.body:
                if not isinstance(node, ast.Assign) or len(node.targets) != 1:
                    continue
                target = node.targets[0]
                if not (isinstance(target, ast.Attribute) and isinstance(target.value, ast.Name) and
                        target.value.id == "self") or stores[target.attr] != 1:
                    continue
                value = defaults.get(node.value.id) if isinstance(node.value, ast.Name) else node.value
                length = _written_length(value, integers) if value is not None else None
                key = f"self.{target.attr}"
                found[key] = length if found.get(key, length) == length else None
    return found


def _written_length(value: ast.expr, integers: dict[str, int]) -> Optional[int]:
    """How many items a sequence written in the code holds: a display, `list`/`tuple` of a `range` whose bounds
    are `integers` or literals, or a concatenation of such (`[2] + list(range(MIN_DIM, MAX_DIM, STEP))`)."""
    if isinstance(value, ast.Dict):
        return len(value.keys)
    if isinstance(value, (ast.Tuple, ast.List, ast.Set)):
        return len(value.elts)
    if isinstance(value, ast.BinOp) and isinstance(value.op, ast.Add):
        left, right = _written_length(value.left, integers), _written_length(value.right, integers)
        return left + right if left is not None and right is not None else None
    if isinstance(value, ast.Call) and isinstance(value.func, ast.Name) and value.func.id in ("list", "tuple") and \
            len(value.args) == 1 and not value.keywords:
        return _written_length(value.args[0], integers)
    if isinstance(value, ast.Call) and isinstance(value.func, ast.Name) and value.func.id == "range" and \
            not value.keywords and 1 <= len(value.args) <= 3:
        bounds = [_constant_number(argument, integers, 0) for argument in value.args]
        if any(type(bound) is not int for bound in bounds) or bounds[2:] == [0]:
            return None
        return len(range(*bounds))  # type: ignore[arg-type]
    return None


def module_integers(tree: Optional[ast.Module]) -> dict[str, int]:
    """The names `tree`'s top level binds once, by a plain assignment, to an integer computed from literals and
    earlier such names (`BITS = 64`, `LOG_BITS = int(math.log2(BITS))`): a count fixed for the whole program."""
    found: dict[str, int] = {}
    bound: collections.Counter = collections.Counter()
    statements = tree.body if tree is not None else []
    for statement in statements:
        for name in _top_level_bindings(statement):
            bound[name] += 1
    for statement in statements:
        for target, value in _bindings_of(statement):
            if bound[target] == 1:
                number = _constant_number(value, found, 0)
                if isinstance(number, int):
                    found[target] = number
    return found


def _bindings_of(statement: ast.stmt) -> list[tuple[str, ast.expr]]:
    """(name, value) of each name a top-level statement binds to a value of its own: one (`N_LEVELS = 3`), or
    each of a tuple unpacked from a tuple display of as many values (`min_dim, max_dim = 10, 1000`)."""
    target, value = _single_binding(statement)
    if target is not None:
        return [(target, value)]  # type: ignore[list-item]
    if isinstance(statement, ast.Assign) and len(statement.targets) == 1 and \
            isinstance(statement.targets[0], (ast.Tuple, ast.List)) and isinstance(statement.value, ast.Tuple) and \
            len(statement.targets[0].elts) == len(statement.value.elts) and \
            all(isinstance(name, ast.Name) for name in statement.targets[0].elts) and \
            not any(isinstance(element, ast.Starred) for element in statement.value.elts):
        return [(name.id, element) for name, element in zip(statement.targets[0].elts, statement.value.elts)]
    return []


def _single_binding(statement: ast.stmt) -> tuple[Optional[str], Optional[ast.expr]]:
    """(name, value) of a top-level statement binding one name to a value, annotated or not (`N_LEVELS = 3`,
    `PROPERTIES: tuple[Property, ...] = (...)`); (None, None) for any other statement."""
    if isinstance(statement, ast.Assign) and len(statement.targets) == 1 and isinstance(statement.targets[0], ast.Name):
        return statement.targets[0].id, statement.value
    if isinstance(statement, ast.AnnAssign) and isinstance(statement.target, ast.Name) and statement.value is not None:
        return statement.target.id, statement.value
    return None, None


_ARITHMETIC = {ast.Add: lambda a, b: a + b, ast.Sub: lambda a, b: a - b, ast.Mult: lambda a, b: a * b,
               ast.FloorDiv: lambda a, b: a // b, ast.Mod: lambda a, b: a % b}
_NUMBER_CALLS = {"int": int, "math.log2": math.log2, "math.ceil": math.ceil, "math.floor": math.floor,
                 "math.isqrt": math.isqrt}


def _constant_number(expression: ast.expr, known: dict[str, int], depth: int) -> Optional[float]:
    """The value of `expression` when it is a number written in the code: literals, `known` names, arithmetic and a
    few exact functions of them; None otherwise (a huge or failing value included)."""
    if depth > 6:
        return None
    if isinstance(expression, ast.Constant) and type(expression.value) in (int, float):
        return expression.value
    if isinstance(expression, ast.Name):
        return known.get(expression.id)
    if isinstance(expression, ast.BinOp) and type(expression.op) in _ARITHMETIC:
        left = _constant_number(expression.left, known, depth + 1)
        right = _constant_number(expression.right, known, depth + 1)
        if left is None or right is None or abs(left) > 2 ** 31 or abs(right) > 2 ** 31:
            return None
        try:
            return _ARITHMETIC[type(expression.op)](left, right)
        except ZeroDivisionError:
            return None
    if isinstance(expression, ast.Call) and len(expression.args) == 1 and not expression.keywords:
        function = _NUMBER_CALLS.get(dotted(expression.func) or "")
        argument = _constant_number(expression.args[0], known, depth + 1)
        if function is None or argument is None:
            return None
        try:
            return function(argument)
        except (ValueError, TypeError, OverflowError):
            return None
    return None


def _module_displays(tree: Optional[ast.Module]) -> dict[str, ast.expr]:
    """module_constants' names, each with its display."""
    found: dict[str, ast.expr] = {}
    bound: collections.Counter = collections.Counter()
    integers: Optional[dict[str, int]] = None
    for statement in tree.body if tree is not None else ():
        for name in _top_level_bindings(statement):
            bound[name] += 1
        target, value = _single_binding(statement)
        if target is not None and ((isinstance(value, (ast.Tuple, ast.List, ast.Set)) and
                                    not any(isinstance(element, ast.Starred) for element in value.elts)) or
                                   (isinstance(value, ast.Dict) and None not in value.keys)):
            found[target] = value  # type: ignore[assignment]
        elif target is not None and isinstance(value, ast.BinOp) and isinstance(value.op, ast.Add):
            # `subspace_dims = [2] + list(range(MIN_DIM, MAX_DIM, STEP))`: a few values written in the code
            integers = module_integers(tree) if integers is None else integers
            length = _written_length(value, integers)
            if length is not None and length <= _LONGEST_WRITTEN:
                found[target] = value  # type: ignore[assignment]
    return {name: value for name, value in found.items() if bound[name] == 1}


# A concatenation the module binds (`[2] + list(range(10, 1000, 200))`) with at most this many items is a sweep of
# configurations; a display is one however long it is, since every item is written out.
_LONGEST_WRITTEN = 2 * _SHORT_RANGE


def _top_level_bindings(statement: ast.stmt) -> list[str]:
    if isinstance(statement, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
        return [statement.name]
    if isinstance(statement, (ast.Import, ast.ImportFrom)):
        return [(alias.asname or alias.name).split(".")[0] for alias in statement.names]
    return [node.id for node in ast_walk(statement) if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store)]


def _float(expression: ast.expr) -> bool:
    if isinstance(expression, ast.UnaryOp):
        expression = expression.operand
    return isinstance(expression, ast.Constant) and isinstance(expression.value, float)


def _float_vector(expression: ast.expr) -> bool:
    """A tuple or list display of numbers, one a float literal: a point, a vector (`(10.0, -6.0, 4.0)`)."""
    if not isinstance(expression, (ast.Tuple, ast.List)) or not expression.elts:
        return False
    numbers = [element.operand if isinstance(element, ast.UnaryOp) else element for element in expression.elts]
    return all(isinstance(number, ast.Constant) and type(number.value) in (int, float) for number in numbers) and \
        any(_float(element) for element in expression.elts)


def functions_run_once(text: str) -> frozenset[str]:
    """Names of the module-level functions of `text` that run once per program, as far as the module tells."""
    return read_callers(text)[0]


def read_callers(text: str, path: str = "", cache: Optional[dict] = None
                 ) -> tuple[frozenset[str], dict[str, int], tuple[str, ...], frozenset[str]]:
    """The names `functions_run_once` gives, and for each name the module calls inside a loop or comprehension the
    first such line (messages say how often a function runs: "`evaluate` is called in a loop at line 40"). With the
    file's `path`, a function the module never calls runs once too when the other files of its package that import
    it call it only once per program (`dqn_run` called by `train.py`'s `main()`); the third item lists them. The
    fourth names the functions that run only while an object of the module is constructed (called from `__init__`
    alone, directly or through such functions): setup code, whose loops go over the object's configuration.
    `cache` is the run's (RunContext.static_names): what the package's files say is read once per run."""
    try:
        tree = syntax_tree(text)
    except (SyntaxError, ValueError, RecursionError):
        return frozenset(), {}, (), frozenset()
    once, sites = _once(tree)
    sources: set[str] = set()
    if path:
        cache = cache if cache is not None else {}
        for name in sorted(set(_defs(tree)) - once - set(sites.calls) - sites.other_uses):
            callers = _called_once_elsewhere(path, name, cache)
            if callers:
                once, sources = once | {name}, sources | set(callers)
        if sources:  # what those run-once drivers call alone runs once as well
            once, _ = _once(tree, frozenset(once))
    return frozenset(once), sites.loop_call_lines, tuple(sorted(sources)), frozenset(_run_once_from(
        _defs(tree), sites, set(), frozenset()))


def _defs(tree: ast.Module) -> dict[str, ast.AST]:
    return {node.name: node for node in tree.body if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef))}


def _once(tree: ast.Module, known: frozenset[str] = frozenset()) -> tuple[set[str], _Sites]:
    defs = _defs(tree)
    sites = _Sites(frozenset(id(method) for node in tree.body if isinstance(node, ast.ClassDef)
                             for method in node.body
                             if isinstance(method, ast.FunctionDef) and method.name in _CONSTRUCTORS))
    sites.returned = ModuleReturns(tree)
    sites.scan([node for node in tree.body if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef))], None)
    for name, node in defs.items():
        for decorator in node.decorator_list:
            sites.scan([ast.Expr(decorator)], "")
        sites.scan(node.body, name, node)
    # A function handed to a def of the module that calls it in a loop (`metropolis(log_density, ...)`) is called
    # in that loop: the line of its call there.
    for name, (_, line, _) in handed_to_looping_functions(
            [call for call in sites.handing_calls if call.func.id in defs], None,  # type: ignore[attr-defined]
            lambda runner: (("", defs[runner], sites.looped_in.get(runner, {})),) if runner in defs else ()).items():
        sites.loop_call_lines.setdefault(name, line)
    return _run_once_from(defs, sites, set(known), _ROOT_DRIVERS | {None}), sites


def _run_once_from(defs: dict[str, ast.AST], sites: _Sites, once: set[str], roots: frozenset) -> set[str]:
    """`once` grown by the functions of `defs` called only once each from code that runs once: the `roots`
    (None: the module's top level), constructors, and what is already in `once`."""
    changed = True
    while changed:
        changed = False
        for name in defs:
            calls = sites.calls.get(name)
            if name in once or not calls or name in sites.other_uses:
                continue
            if _calls_run_once(calls, once, roots):
                once.add(name)
                changed = True
    return once


def _calls_run_once(calls: list[tuple[Optional[str], bool]], once: set[str],
                    roots: frozenset = _ROOT_DRIVERS | {None}) -> bool:
    return all(not repeated and (caller in once or caller in roots or caller == CONSTRUCTION)
               for caller, repeated in calls)


def _called_once_elsewhere(path: str, name: str, cache: dict, hops: int = 1) -> tuple[str, ...]:
    """The other files of `path`'s package that call `name`, imported by name (`from .launch import run`) or through
    its module (`from jaxline import train` then `train.evaluate(...)`), when each calls it only from its top level
    or a function that runs once (by name, by its own callers, or, `hops` files further, by callers in other files:
    `utils.rendezvous()` in `train.train`, which `platform.main` calls), never in a loop and never hands it on; empty
    when one may call it repeatedly, or none calls it. A test file's calls count as once per test unless in a loop,
    but only beside a caller outside the tests: a function only tests call is a library's API, called as users
    like. Any other `x.name` read in the package, or a star import, counts as a use that may repeat (not followed).
    The files read further come after the callers: a result depends on them too."""
    from ..files import is_test_path

    package = readable_package(path, cache)
    own = os.path.abspath(path)
    module = os.path.splitext(os.path.basename(own))[0]
    callers = []
    further: set[str] = set()
    for other in package_files(package, cache) if package is not None else ():
        if other == own or name not in _words_of(other, cache):
            continue
        imports = _imports_of(other, cache)
        if imports is None:
            return ()
        imported, attributes, module_imports = imports
        if "*" in imported:
            return ()
        module_locals = {local for from_module, level, imported_name, local in module_imports
                         if imported_name == module and _imports_from(other, from_module, level, os.path.dirname(own))}
        if not module_locals and name not in imported:
            # It cannot call the function: its call sites are not needed, only whether it reads `x.name` elsewhere.
            if attributes.get(name, 0):
                return ()
            continue
        read = _read_callers_of(other, cache)
        if read is None:
            return ()
        _, _, once, sites, _ = read
        in_tests = is_test_path(other)
        through_module = [site for site in sites.attribute_calls if site[1] == name and site[0] in module_locals]
        # `from jaxline import train` names the module `train`, not its function `train`.
        by_name = imported.get(name, set()) - module_locals
        if attributes.get(name, 0) > sum(len(sites.attribute_calls[site]) for site in through_module):
            return ()
        if any(site in sites.looped_attribute_calls for site in through_module) or any(
                local in sites.other_uses or local in sites.loop_call_lines for local in by_name):
            return ()
        sites_calls = [sites.attribute_calls[site] for site in through_module] + [
            sites.calls[local] for local in by_name if sites.calls.get(local)]
        if not in_tests and not all(_calls_run_once(calls, once) for calls in sites_calls):
            if hops <= 0:
                return ()
            more, read_further = _once_through_other_files(other, cache, hops - 1)
            if not all(_calls_run_once(calls, once | more) for calls in sites_calls):
                return ()
            further |= set(read_further)
        if sites_calls:
            callers.append((other, in_tests))
    if all(in_tests for _, in_tests in callers):
        return ()
    return tuple(other for other, _ in callers) + tuple(sorted(further - {other for other, _ in callers}))


def _once_through_other_files(path: str, cache: dict, hops: int) -> tuple[frozenset[str], tuple[str, ...]]:
    """The module-level functions of `path` that run once because other files of the package call them once, and
    what runs once through them; with the files that says so."""
    key = ("once", path, hops)
    if key not in cache:
        text = read_source(path)
        cache[key] = (frozenset(), ())
        if text is not None:
            try:
                tree = syntax_tree(text)
            except (SyntaxError, ValueError, RecursionError):
                tree = None
            read = _read_callers_of(path, cache) if tree is not None else None
            if read is not None:
                # The file's own run-once functions and call sites, as its callers' question read them (one scan).
                _, _, local, sites, _ = read
                found: set[str] = set()
                sources: set[str] = set()
                for name in sorted(set(_defs(tree)) - local - set(sites.calls) - sites.other_uses):
                    callers = _called_once_elsewhere(path, name, cache, hops)
                    if callers:
                        found.add(name)
                        sources |= set(callers)
                if found:
                    once, _ = _once(tree, frozenset(local | found))
                    cache[key] = (frozenset(once), tuple(sorted(sources)))
    return cache[key]


def _imports_from(importer: str, from_module: Optional[str], level: int, directory: str) -> bool:
    """Does `from <from_module> import m` (dots: `level`) in the file `importer` name a module of `directory`?"""
    if level:
        base = os.path.dirname(os.path.abspath(importer))
        for _ in range(level - 1):
            base = os.path.dirname(base)
        target = os.path.join(base, *from_module.split(".")) if from_module else base
        return os.path.abspath(target) == directory
    return from_module is not None and from_module.rpartition(".")[2] == os.path.basename(directory)


def _handed_to_a_loop(path: str, class_locals: set[str], method: str, candidates: tuple[str, ...],
                      cache: dict) -> Optional[str]:
    """`problem = ExponentialDecay(t, y)` then `gradient_descent(problem, ...)` in the file at `path`, where a
    module-level `def gradient_descent(problem, ...)` of one of `candidates` (the package's files) calls
    `problem.<method>(...)` in a loop: the base name of that file, or None. The method runs once per iteration of a
    function that never names its class (a solver handed any problem object). So does a method a function (of this
    file or of `candidates`) calls once on the object, when this file calls that function in a loop; a bound method
    `problem.<method>` handed to a function that calls that parameter in a loop (`metropolis(target.log_prob, ...)`);
    and a method of another class, made here around the object, that calls `self.<attribute>.<method>(...)` on it
    and itself runs repeatedly in this file (`likelihood = Gaussian(emulator)`, then `likelihood.log_prob` handed to
    the sampler's loop). The objects are those the file makes by calling the class, or a function of the file that
    returns a new one (`emulator = pretrained_emulator()`)."""
    tree = _parsed(path) if class_locals else None
    if tree is None:
        return None
    objects, makers = _objects_made(tree, class_locals)
    if not objects and not makers:
        return None
    looped_calls = {id(node) for loop in ast_walk(tree) if isinstance(loop, _LOOPS) for node in ast_walk(loop)
                    if isinstance(node, ast.Call)}
    return _runs_repeatedly_here(path, tree, looped_calls, objects, method, candidates, cache, _HANDING_HOPS, makers)


# How many objects `_runs_repeatedly_here` follows a method through (an emulator held by a likelihood).
_HANDING_HOPS = 1


def _objects_made(tree: ast.Module, classes: set[str]) -> tuple[set[str], set[str]]:
    """The names `tree` binds to a new object of one of `classes` (local names of a class), and the names of what
    makes one: the class, or a module-level function of the file that returns one (`return SpectrumEmulator(weights,
    ...)`)."""
    makers = classes | {statement.name for statement in tree.body if isinstance(statement, (
        ast.FunctionDef, ast.AsyncFunctionDef)) and any(
        isinstance(node, ast.Return) and isinstance(node.value, ast.Call) and isinstance(node.value.func, ast.Name) and
        node.value.func.id in classes for node in own_nodes(statement))}
    return {target.id for node in ast_walk(tree) if isinstance(node, ast.Assign) and
            isinstance(node.value, ast.Call) and isinstance(node.value.func, ast.Name) and
            node.value.func.id in makers for target in node.targets if isinstance(target, ast.Name)}, makers


def _runs_repeatedly_here(path: str, tree: ast.Module, looped_calls: set[int], objects: set[str], method: str,
                          candidates: tuple[str, ...], cache: dict, hops: int,
                          makers: frozenset[str] | set[str] = frozenset()) -> Optional[str]:
    """Does the file at `path` (its `tree`, the ids of its calls made in a loop) run `<object>.<method>` again and
    again for one of `objects` (or an object one of `makers` makes right in the call: `Detector(towed_array())`),
    through a function or a class it hands the object or the bound method to (see _handed_to_a_loop)? The base name
    of the file holding the loop, or None."""
    for call in ast_walk(tree):
        if not isinstance(call, ast.Call) or not isinstance(call.func, ast.Name):
            continue
        handed = _handed_positions(call, lambda argument: isinstance(argument, ast.Name) and argument.id in objects or
                                   isinstance(argument, ast.Call) and isinstance(argument.func, ast.Name) and
                                   argument.func.id in makers)
        bound = _handed_positions(call, lambda argument: isinstance(argument, ast.Attribute) and
                                  argument.attr == method and isinstance(argument.value, ast.Name) and
                                  argument.value.id in objects)
        if not handed[0] and not handed[1] and not bound[0] and not bound[1]:
            continue
        looped = id(call) in looped_calls
        for candidate in (path, *candidates):
            if call.func.id not in _words_of(candidate, cache):
                continue
            candidate_tree = tree if candidate == path else _parsed(candidate) or ast.Module([], [])
            definition = _module_definition(candidate_tree, call.func.id)
            if isinstance(definition, ast.ClassDef):
                if hops > 0 and (handed[0] or handed[1]):
                    found = _held_and_called(path, tree, looped_calls, call, definition, handed, method,
                                             candidates, cache, hops - 1)
                    if found is not None:
                        return found
                continue
            if definition is None:
                continue
            parameters = [argument.arg for argument in (*definition.args.posonlyargs, *definition.args.args)]
            received = _received(parameters, handed)
            # The object handed to a def calling its method in a loop (a def of this file doing so in a loop of
            # its own is a looped call of the method the question reads already).
            if (candidate != path or looped) and any((looped or isinstance(loop, _LOOPS)) and any(
                    isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == method and
                    isinstance(node.func.value, ast.Name) and node.func.value.id in received
                    for node in ast_walk(loop)) for loop in ast_walk(definition)):
                return os.path.basename(candidate if not looped else path)
            callbacks = _received(parameters, bound)
            if callbacks and (looped or _first_looped(_looping_definition(candidate, call.func.id, cache)[2],
                                                      callbacks) is not None):
                where = os.path.basename(candidate if not looped else path)
                return f"{where} (handed as a bound method to `{call.func.id}`, which calls it in a loop)" \
                    if not looped else where
    return None


def _handed_positions(call: ast.Call, handed: Callable[[ast.expr], bool]) -> tuple[list[int], list[str]]:
    """The positions and keywords at which `call` passes an argument `handed` accepts."""
    return ([position for position, argument in enumerate(call.args) if handed(argument)],
            [keyword.arg for keyword in call.keywords if keyword.arg is not None and handed(keyword.value)])


def _received(parameters: list[str], handed: tuple[list[int], list[str]]) -> set[str]:
    positions, keywords = handed
    return {parameters[position] for position in positions if position < len(parameters)} | set(keywords)


def _module_definition(tree: ast.Module, name: str) -> Optional[ast.AST]:
    """The module-level def or class `name` of `tree`, or None."""
    return next((statement for statement in tree.body if isinstance(
        statement, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) and statement.name == name), None)


def _looping_definition(path: str, name: str, cache: dict) -> tuple[str, Optional[ast.AST], dict[str, int]]:
    """The base name of the file at `path`, its module-level def or class `name` and the calls that def makes in
    a loop (_Sites.looped_in)."""
    read = _read_callers_of(path, cache)
    tree = _parsed(path) if read is not None else None
    definition = _module_definition(tree, name) if tree is not None else None
    return os.path.basename(path), definition, read[3].looped_in.get(name, {}) if read is not None else {}


def _first_looped(looped: dict[str, int], names: set[str]) -> Optional[int]:
    """The first line of `looped` (a def's calls made in a loop, _Sites.looped_in) calling one of `names`."""
    found = [looped[name] for name in names if name in looped]
    return min(found) if found else None


def _function_handed(argument: ast.expr, names: Optional[set[str]]) -> Optional[str]:
    """Which of the functions `names` `argument` is, as a value: the name, `partial(name, ...)`, or a lambda calling
    it (`lambda x: name(x, scale)`); None for any other argument."""
    if isinstance(argument, ast.Call) and (dotted(argument.func) or "").rpartition(".")[2] == "partial" and \
            argument.args:
        argument = argument.args[0]
    elif isinstance(argument, ast.Lambda) and isinstance(argument.body, ast.Call):
        argument = argument.body.func
    return argument.id if isinstance(argument, ast.Name) and (names is None or argument.id in names) else None


def handed_to_looping_functions(calls: Iterable[ast.AST], names: Optional[set[str]],
                                definitions: Callable[[str], Iterable[tuple[str, Optional[ast.AST], dict[str, int]]]]
                                ) -> dict[str, tuple[str, int, str]]:
    """The functions of `names` (local names; None: any name) that one of `calls` hands to a module-level def
    (looked up by `definitions`: the file, the definition and its looped calls, _Sites.looped_in, for the name
    called) calling that parameter in a loop of its own
    (`metropolis(log_density, start, steps)` with `for _ in range(steps): log_density(proposal)`): each with the
    file, the line of that loop's call and the def's name. The function runs once per iteration there."""
    found: dict[str, tuple[str, int, str]] = {}
    for call in calls:
        if type(call) is not ast.Call or type(call.func) is not ast.Name or not (call.args or call.keywords):
            continue
        handed: dict[str, tuple[list[int], list[str]]] = {}
        for position, argument in enumerate(call.args):
            function = _function_handed(argument, names)
            if function is not None and function not in found:
                handed.setdefault(function, ([], []))[0].append(position)
        for keyword in call.keywords:
            function = _function_handed(keyword.value, names) if keyword.arg is not None else None
            if function is not None and function not in found:
                handed.setdefault(function, ([], []))[1].append(keyword.arg)   # type: ignore[arg-type]
        if not handed:
            continue
        for where, definition, looped in definitions(call.func.id):
            if not isinstance(definition, (ast.FunctionDef, ast.AsyncFunctionDef)):
                continue
            if not looped:
                break
            parameters = [argument.arg for argument in (*definition.args.posonlyargs, *definition.args.args)]
            for function, places in handed.items():
                line = _first_looped(looped, _received(parameters, places))
                if line is not None:
                    found.setdefault(function, (where, line, call.func.id))
            break
    return found


def functions_run_repeatedly(path: str, cache: dict, runner_definition: Callable[[str], Optional[tuple[str, str]]],
                             imported: set[str]) -> tuple[dict[str, str], dict[str, str]]:
    """The module-level functions of `path` (undecorated, no tests) that run again and again, each with why: called
    in a loop or comprehension of the file (or handed to a def of the file that calls it in one), or handed by name,
    in a `partial` or a lambda, to a def of another project file that calls that parameter in a loop (`target`
    handed as `log_density` to an imported sampler's `for` loop). `runner_definition` gives, for a name the file
    calls, the file and module-level def it is imported from (None when it is none of the project's). The
    second mapping: the same for the `imported` functions the file hands on to such a def."""
    read = _read_callers_of(path, cache)
    tree = _parsed(path) if read is not None else None
    if tree is None:
        return {}, {}
    sites = read[3]
    defs = {name: node for name, node in _defs(tree).items() if not node.decorator_list and
            not name.startswith("test")}
    found = {name: f"called in a loop in {os.path.basename(path)}" for name in defs if name in sites.loop_call_lines}

    def imported_runner(runner: str) -> Iterable[tuple[str, Optional[ast.AST], dict[str, int]]]:
        located = runner_definition(runner)
        found = _looping_definition(located[0], located[1], cache) if located is not None else None
        # A decorated runner (`@jax.jit`) traces what it is handed once, its Python loop unrolled.
        return (found,) if found is not None and not getattr(found[1], "decorator_list", None) else ()

    handed = handed_to_looping_functions(sites.handing_calls, (set(defs) - set(found)) | imported, lambda runner: (
        (("", defs[runner], sites.looped_in.get(runner, {})),) if runner in defs else imported_runner(runner)))
    passed: dict[str, str] = {}
    for name, (where, line, runner) in handed.items():
        why = f"handed to `{runner}`, which calls it in a loop ({where or os.path.basename(path)}:{line})"
        if name in imported:
            passed[name] = why
        else:
            found[name] = why
    return found, passed


def _held_and_called(path: str, tree: ast.Module, looped_calls: set[int], construction: ast.Call,
                     holder: ast.ClassDef, handed: tuple[list[int], list[str]], method: str,
                     candidates: tuple[str, ...], cache: dict, hops: int) -> Optional[str]:
    """`likelihood = GaussianLikelihood(emulator, data)` (the `construction`, of the class `holder`) whose constructor
    stores the object on `self.emulator`, and a method of `holder` that calls `self.emulator.<method>(...)`: when
    that method runs again and again in this file (called in a loop on the new object, or handed on to one), so does
    `method`. The base name of the file holding the loop, or None."""
    constructor = next((statement for statement in holder.body if isinstance(
        statement, (ast.FunctionDef, ast.AsyncFunctionDef)) and statement.name in _CONSTRUCTORS), None)
    if constructor is None:
        return None
    parameters = [argument.arg for argument in (*constructor.args.posonlyargs, *constructor.args.args)][1:]
    received = _received(parameters, handed)
    attributes = {self_attribute(target) for node in ast_walk(constructor) if isinstance(node, ast.Assign) and
                  isinstance(node.value, ast.Name) and node.value.id in received for target in node.targets} - {None}
    callers = [statement.name for statement in holder.body if isinstance(
        statement, (ast.FunctionDef, ast.AsyncFunctionDef)) and statement.name not in _CONSTRUCTORS and any(
        isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == method and
        self_attribute(node.func.value) in attributes for node in ast_walk(statement))]
    holders = {target.id for node in ast_walk(tree) if isinstance(node, ast.Assign) and node.value is construction
               for target in node.targets if isinstance(target, ast.Name)}
    if not callers or not holders:
        return None
    for caller in callers:
        if any(id(node) in looped_calls and isinstance(node.func, ast.Attribute) and node.func.attr == caller and
               isinstance(node.func.value, ast.Name) and node.func.value.id in holders
               for node in ast_walk(tree) if isinstance(node, ast.Call)):
            return f"{os.path.basename(path)} (through `{holder.name}.{caller}`, which calls it on an attribute)"
        found = _runs_repeatedly_here(path, tree, looped_calls, holders, caller, candidates, cache, hops)
        if found is not None:
            return f"{found.partition(' ')[0]} (through `{holder.name}.{caller}`, which calls it on an attribute" \
                   f"{', ' + found.partition(' (')[2][:-1] if ' (' in found else ''})"
    return None


def _words_of(path: str, cache: dict) -> frozenset[str]:
    key = ("words", path)
    if key not in cache:
        text = read_source(path)
        cache[key] = frozenset(words(text)) if text is not None else frozenset()
    return cache[key]


def _identifiers_of(path: str, cache: dict) -> frozenset[str]:
    """The identifiers the file at `path` may spell, as Python reads them (NFKC: `ＭＬＰ` is `MLP`); a superset."""
    key = ("identifiers", path)
    if key not in cache:
        text = read_source(path)
        cache[key] = _words_of(path, cache) if text is None or text.isascii() else frozenset(
            words(unicodedata.normalize("NFKC", text)))
    return cache[key]


def _read_callers_of(path: str, cache: dict):
    """What a file imports by name (name -> local names; "*" for a star import), how often it reads each attribute
    name, its run-once functions and call sites, and the names it imports from modules (which may be modules of
    the package); None when it cannot be parsed."""
    key = ("callers", path)
    if key not in cache:
        tree = _parsed(path)
        if tree is None:
            cache[key] = None
            return None
        imports = cache.get(("imports", path))
        if imports is None:
            imports = cache[("imports", path)] = _imports(tree)
        imported, attributes, module_imports = imports
        once, sites = _once(tree)
        cache[key] = (imported, attributes, once, sites, module_imports)
    return cache[key]


def _imports_of(path: str, cache: dict):
    """The first, second and last items `_read_callers_of` gives, without reading the file's call sites (most files
    a question reads import neither the function nor its module); None when it cannot be parsed."""
    key = ("imports", path)
    if key not in cache:
        read = cache.get(("callers", path), ())
        if read != ():
            cache[key] = None if read is None else (read[0], read[1], read[4])
        else:
            tree = _parsed(path)
            cache[key] = None if tree is None else _imports(tree)
    return cache[key]


# The receivers a method names its own object by.
_OWN_RECEIVERS = frozenset({"self", "cls"})


def _derives_from(path: str, local_names: set[str], cache: dict) -> bool:
    """Does a class of the file at `path` derive from the class it imports as one of `local_names`, directly or
    through another class of the file (by the base's last dotted name)? Only then may its methods' `self` be an
    object of that class."""
    key = ("derives from", path, frozenset(local_names))
    if key not in cache:
        tree = _parsed(path)
        bases = {statement.name: {dotted(base).rpartition(".")[2] for base in statement.bases if dotted(base)}
                 for statement in ast_walk(tree) if type(statement) is ast.ClassDef} if tree is not None else {}
        derived = set(local_names)
        grown = True
        while grown:
            grown = False
            for name, named in bases.items():
                if name not in derived and named & derived:
                    derived.add(name)
                    grown = True
        cache[key] = any(name in derived for name in bases)
    return cache[key]


def _parsed(path: str) -> Optional[ast.Module]:
    source = read_source(path) or ""
    try:
        tree = syntax_tree(source)
    except (SyntaxError, ValueError, RecursionError):
        return None
    hold_for_lint(path, source, tree)   # (a file of the package the run may be still to lint)
    return tree


def _imports(tree: ast.Module) -> tuple[dict[str, set[str]], dict[str, int], list[tuple[Optional[str], int, str, str]]]:
    imported: dict[str, set[str]] = {}
    attributes: dict[str, int] = {}
    # (from module, dots, name, local name) of every `from ... import name` and `import a.b.name as local`: the
    # names that may be modules of the package.
    module_imports: list[tuple[Optional[str], int, str, str]] = []
    for node in walk_ast_list(tree):
        kind = type(node)   # (the parser makes no subclasses; this reads every node of the file)
        if kind is ast.Attribute:
            attributes[node.attr] = attributes.get(node.attr, 0) + 1
        elif kind is ast.ImportFrom:
            for alias in node.names:
                imported.setdefault(alias.name, set()).add(alias.asname or alias.name)
                module_imports.append((node.module, node.level, alias.name, alias.asname or alias.name))
        elif kind is ast.Import:
            for alias in node.names:
                if alias.asname and "." in alias.name:
                    parent, _, module_name = alias.name.rpartition(".")
                    module_imports.append((parent, 0, module_name, alias.asname))
    return imported, attributes, module_imports


# The last name of calls that trace a function handed to them (lax loops, jit, the differentiating and batching
# transforms, a Pallas kernel's or a primitive's lowering): a def passed to one, by name, runs under a trace.
_TRACING_CALLS = frozenset({"scan", "fori_loop", "while_loop", "map", "cond", "switch", "jit", "filter_jit", "pmap",
                            "vmap", "filter_vmap", "grad", "value_and_grad", "filter_grad", "filter_value_and_grad",
                            "checkpoint", "remat", "jacfwd", "jacrev", "hessian", "pallas_call", "lower_fun"})


def runs_only_under_a_trace(path: str, name: str, cache: dict, hops: int = 0) -> bool:
    """Is the module-level function `name` of `path` run only while JAX traces its callers: every call of it in its
    module and in the other files of its package sits in a def a jit decorator compiles (`@eqx.filter_jit`,
    `@partial(jax.jit, ...)`), in a def or a lambda handed to a lax loop or a transform (a `lax.scan` step,
    `jax.jit(lambda p: exploitability(p, env))`), in a def nested in one, or in a module-level function that itself
    runs only under a trace (`_CALLER_HOPS` such functions up the chain)? Its loops are then unrolled into that one
    trace: a lax loop it calls in a loop compiles with it, not per call. Any other use of the name (a call in eager
    code, the function handed on as a value) answers no."""
    key = ("runs only under a trace", os.path.abspath(path), name)
    if key not in cache:
        cache[key] = False   # a chain calling back into `name` proves nothing
        cache[key] = _runs_only_under_a_trace(path, name, cache, hops)
    return cache[key]


# How many module-level callers up a chain runs_only_under_a_trace follows (`merge_pairs` called by `merge_all`
# called by a jitted `merge_sort`): each hop reads the package's files that spell the caller's name.
_CALLER_HOPS = 3


def _runs_only_under_a_trace(path: str, name: str, cache: dict, hops: int) -> bool:
    own = os.path.abspath(path)
    own_tree = _parsed(own)
    if own_tree is None:
        return False
    # The module's own aliases of it (`smc = sequential_monte_carlo`), which other files may call instead.
    aliases = {target.id for statement in own_tree.body if isinstance(statement, ast.Assign) and
               isinstance(statement.value, ast.Name) and statement.value.id == name
               for target in statement.targets if isinstance(target, ast.Name)}
    names = {name} | aliases
    package = readable_package(path, cache)
    traced_calls = 0
    for other in [own] + [other for other in (package_files(package, cache) if package is not None else ())
                          if other != own]:
        if other != own and not names & _words_of(other, cache):
            continue
        tree = own_tree if other == own else _parsed(other)
        if tree is None:
            return False

        def caller_traced(caller: str, file: str = other) -> bool:
            return hops < _CALLER_HOPS and caller not in names and runs_only_under_a_trace(file, caller, cache,
                                                                                           hops + 1)

        calls = _calls_by_tracing(tree, names, caller_traced, aliases if other == own else frozenset())
        if calls is None:
            return False
        traced_calls += calls
    return traced_calls > 0


def _calls_by_tracing(tree: ast.Module, names: set[str], caller_traced: Callable[[str], bool],
                      own_aliases: Iterable[str] = ()) -> Optional[int]:
    """How many calls of one of `names` (or `<module>.name`) the file makes, when every one runs under a trace (see
    runs_only_under_a_trace; `caller_traced` answers for a module-level function holding a call); None when one may
    not, or when the file uses the name otherwise than by calling it or handing it to a transform."""
    count = 0
    called: set[int] = set()
    # `smc = sequential_monte_carlo` of the function's own module: another name for it, no use.
    aliasing = {id(statement) for statement in tree.body if isinstance(statement, ast.Assign) and
                isinstance(statement.value, ast.Name) and all(isinstance(target, ast.Name) and target.id in own_aliases
                                                              for target in statement.targets)}
    pending: list[tuple[ast.AST, bool, frozenset[str], frozenset[int], Optional[str]]] = [
        (tree, False, frozenset(), frozenset(), None)]
    while pending:
        node, traced, handed, handed_nodes, top = pending.pop()
        if id(node) in aliasing or isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)) and \
                names & _local_names(node):
            continue   # (a local of that name: `exploitability = values.sum() / n` in the function itself)
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            traced = traced or node.name in handed or any(compiling_decorator(d) for d in node.decorator_list)
            top = node.name if top is None else top
        elif isinstance(node, ast.Lambda):
            traced = traced or id(node) in handed_nodes
        elif isinstance(node, ast.ClassDef) and top is None:
            top = ""    # a method: who calls it is not read here
        elif isinstance(node, ast.Call):
            func = node.func
            if isinstance(func, ast.Name) and func.id in names or isinstance(func, ast.Attribute) and \
                    func.attr in names:
                called.add(id(func))
                if not traced and not (top and caller_traced(top)):
                    return None
                count += 1
        elif isinstance(node, ast.Name) and node.id in names and id(node) not in called:
            if not isinstance(node.ctx, ast.Load):
                return None   # the name rebound: its calls may be of something else
            if id(node) in handed_nodes:
                count += 1    # `jax.jit(run_episode)`, `lax.scan(run_episode, ...)`: traced where it is handed
            elif not traced:
                return None   # handed on as a value (`run(step)`): its callers are unknown
        if isinstance(node, (ast.Module, ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            more, nodes = _handed_to_tracing(node)
            handed, handed_nodes = handed | more, handed_nodes | nodes
        pending.extend((child, traced, handed, handed_nodes, top) for child in ast_child_nodes(node))
    return count


def _local_names(function: ast.AST) -> set[str]:
    """The names a def or lambda binds for itself: its parameters and what its body (not its nested defs) stores."""
    arguments = function.args   # type: ignore[attr-defined]
    found = {argument.arg for argument in (*arguments.posonlyargs, *arguments.args, *arguments.kwonlyargs,
                                           *filter(None, (arguments.vararg, arguments.kwarg)))}
    pending = list(ast_child_nodes(function)) if not isinstance(function, ast.Lambda) else [function.body]
    while pending:
        node = pending.pop()
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Lambda)):
            continue
        if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
            found.add(node.id)
        pending.extend(ast_child_nodes(node))
    return found


def _handed_to_tracing(scope: ast.AST) -> tuple[frozenset[str], frozenset[int]]:
    """The names the body of `scope` (not its nested defs) hands to a lax loop or a JAX transform, and the lambdas
    and names (the nodes' ids) it hands to one."""
    found: set[str] = set()
    nodes: set[int] = set()
    pending = list(ast_child_nodes(scope))
    while pending:
        node = pending.pop()
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Lambda)):
            continue
        called = dotted(node.func) or "" if isinstance(node, ast.Call) else ""
        # (Python's own `map(f, items)` runs `f` eagerly: only `lax.map` traces it.)
        if called.rpartition(".")[2] in _TRACING_CALLS and called != "map":
            # `mlir.lower_fun(partial(impl, "cuda"))`: the function a partial binds is handed on.
            handed = [argument.args[0] if isinstance(argument, ast.Call) and argument.args and
                      (dotted(argument.func) or "").rpartition(".")[2] == "partial" else argument
                      for argument in node.args]
            found.update(argument.id for argument in handed if isinstance(argument, ast.Name))
            nodes.update(id(argument) for argument in handed if isinstance(argument, (ast.Lambda, ast.Name)))
        pending.extend(ast_child_nodes(node))
    return frozenset(found), frozenset(nodes)


def called_in_loop_elsewhere(path: str, name: str, cache: dict, class_name: Optional[str] = None,
                             through_callers: bool = False) -> Optional[str]:
    """The first other file of `path`'s package (its base name) that imports the module-level function `name` (by
    name, or through its module: `report.checkpoint_norm(params)`) and calls it inside a loop or comprehension, or
    None. Evidence that the function runs again and again, as `read_callers` gives for calls in its own module.
    With `class_name`, `name` is a method of that module-level class: a file importing the class that calls
    `<object>.name(...)` in a loop (`fit.gradient(pars)` per step, `agent.take_action(obs)` per observation). With
    `through_callers`, a call of `name` in a module-level function of that file which the file calls in a loop
    counts too (`solver = Minimizer(f)` in `fit_one`, called per item)."""
    key = ("called in a loop elsewhere", os.path.abspath(path), name, class_name, through_callers)
    if key not in cache:
        cache[key] = _called_in_loop_elsewhere(path, name, cache, class_name, through_callers)
    return cache[key]


def _called_in_loop_elsewhere(path: str, name: str, cache: dict, class_name: Optional[str],
                              through_callers: bool = False, forwarded: bool = False) -> Optional[str]:
    from ..files import is_test_path

    package = readable_package(path, cache)
    own = os.path.abspath(path)
    module = os.path.splitext(os.path.basename(own))[0]
    # Outside any package, a module of a folder of scripts (`models.py` beside `simulate.py`): the scripts of its
    # folder, which import it by its plain name.
    others = package_files(package, cache) + _scripts_beside(package, cache) if package is not None else \
        _scripts_beside(os.path.join(os.path.dirname(own), "-"), cache)
    # The project's folders of scripts beside its package (`applications/`, `examples/`), which import it by its
    # absolute name (`from jax_fem.solver import dynamic_relax_solve`): only what they import from the package.
    projects = tuple(other for other in _script_folders(package, cache)
                     if not other.startswith(package + os.sep)) if package is not None else ()
    for other in others + projects:
        # A test's loop goes over cases, each its own program: no evidence of a loop over data.
        if other == own or is_test_path(other):
            continue
        if class_name is not None and class_name in _identifiers_of(other, cache):
            # An object of the class handed to a function of the package that calls the method in its loop: the
            # file making the object need not spell the method.
            imports = _imports_of(other, cache)
            key = ("handed to a loop", other, class_name, name)
            if key not in cache:
                cache[key] = _handed_to_a_loop(other, imports[0].get(class_name, set()), name, others, cache) \
                    if imports is not None else None
            handed = cache[key]
            if handed is not None:
                return handed
        if name not in _words_of(other, cache):
            continue
        # A method is reached only from a file that imports its class or its module: a file that spells neither
        # is not parsed (most of a package spells a common method name: `apply`, `update`), and one that imports
        # neither (nor the function) has its call sites left unread.
        if class_name is not None and class_name not in _identifiers_of(other, cache) and \
                module not in _identifiers_of(other, cache):
            continue
        imports = _imports_of(other, cache)
        if imports is None:
            continue
        imported, _, module_imports = imports
        module_locals = {local for from_module, level, imported_name, local in module_imports
                         if imported_name == module and _imports_from(other, from_module, level, os.path.dirname(own))}
        if class_name is not None:
            read = _read_callers_of(other, cache) if class_name in imported or module_locals else None
            # An object made for the call (`PoissonGLM(reg).fit(X)`) is of the class only when the class makes it.
            made_here = {f"{local}()" for local in imported.get(class_name, set())}
            receivers = module_locals | {receiver for receiver, _ in read[3].attribute_calls
                                         if receiver.endswith("()") and receiver not in made_here} \
                if read is not None else module_locals
            if not _derives_from(other, {class_name, *imported.get(class_name, ())}, cache):
                # `self.__setattr__(key, val)` in a loop of that file's own class calls its method, not the class's.
                receivers = receivers | _OWN_RECEIVERS
            if read is not None and any(attribute == name and receiver not in receivers
                                        for receiver, attribute in read[3].looped_attribute_calls):
                return os.path.basename(other)
            if read is not None and through_callers and any(
                    attribute == name and receiver not in receivers and caller and
                    caller in read[3].loop_call_lines
                    for (receiver, attribute), callers in read[3].attribute_calls.items() for caller, _ in callers):
                return os.path.basename(other)
            continue
        # `from pointtrack import inference` may name the module `inference` or the function the package exports
        # under that name; only the function can be called, so a call of the name in a loop is a call of `name`.
        by_name = imported.get(name, set())
        if other in projects:
            top = os.path.basename(package)   # type: ignore[arg-type]
            by_name = {local for from_module, level, imported_name, local in module_imports
                       if imported_name == name and not level and (from_module or "").split(".")[0] == top}
            module_locals = set()
        read = _read_callers_of(other, cache) if by_name or module_locals else None
        if read is not None and (any(local in read[3].loop_call_lines for local in by_name) or any(
                (local, name) in read[3].looped_attribute_calls for local in module_locals)):
            return os.path.basename(other)
        if read is not None and through_callers and any(
                caller and caller in read[3].loop_call_lines for local in by_name
                for caller, _ in read[3].calls.get(local, ())):
            return os.path.basename(other)
        if read is not None and by_name:
            # Handed to a def of another file of the package that calls it in a loop (this file's own defs doing
            # so are among its looped calls).
            looping = handed_to_looping_functions(read[3].handing_calls, by_name, lambda runner: (
                _looping_definition(candidate, runner, cache)
                for candidate in others if candidate != other and runner in _words_of(candidate, cache)))
            for where, line, runner in looping.values():
                return f"{where} (handed to `{runner}` by {os.path.basename(other)}, called in its loop at line {line})"
    if forwarded or class_name is not None:
        return None
    for other in others:
        # `def run(method, context, steps): return run_steps(context, method, steps)`: a package file's thin
        # wrapper runs `name` exactly as often as it runs itself.
        imports = _imports_of(other, cache) if other != own and name in _words_of(other, cache) else None
        if imports is None or not imports[0].get(name):
            continue
        tree = _parsed(other)
        for wrapper in _forwarders(tree, imports[0][name]) if tree is not None else ():
            found = _called_in_loop_elsewhere(other, wrapper, cache, None, through_callers, forwarded=True) or \
                _looped_in_own_file(other, wrapper, cache)
            if found is not None:
                return f"{found} (through `{wrapper}`)"
    return None


def _looped_in_own_file(path: str, name: str, cache: dict) -> Optional[str]:
    """The base name of `path` when its own code calls its module-level function `name` in a loop or
    comprehension, or in a function of its own that it calls so (a script's `preview(batch)` forwarder, called by
    the `process(batch)` its `main` runs per batch), else None."""
    read = _read_callers_of(path, cache)
    if read is None:
        return None
    sites = read[3]
    if name in sites.loop_call_lines or any(
            caller and caller != name and caller in sites.loop_call_lines for caller, _ in sites.calls.get(name, ())):
        return os.path.basename(path)
    return None


def _forwarders(tree: ast.Module, locals_: set[str]) -> list[str]:
    """The module-level functions of `tree` whose body (past a docstring) is one `return` of a call of one of
    `locals_`."""
    found = []
    for statement in tree.body:
        if not isinstance(statement, (ast.FunctionDef, ast.AsyncFunctionDef)) or statement.decorator_list:
            continue
        body = statement.body[1:] if statement.body and isinstance(statement.body[0], ast.Expr) and isinstance(
            statement.body[0].value, ast.Constant) else statement.body
        if len(body) == 1 and isinstance(body[0], ast.Return) and isinstance(body[0].value, ast.Call) and \
                isinstance(body[0].value.func, ast.Name) and body[0].value.func.id in locals_:
            found.append(statement.name)
    return found


# Folders beside a package that hold no scripts of a run (a test's loop is over cases; docs, builds).
_NOT_SCRIPTS = frozenset({"tests", "test", "testing", "docs", "doc", "build", "dist", "site-packages", "node_modules"})
# How deep, and how many files, a project's script folders are read.
_SCRIPT_DEPTH = 3
_MOST_SCRIPTS = 400


def _script_folders(package: str, cache: dict) -> tuple[str, ...]:
    """The Python files in the sub-folders of the folder holding the package (the package's own among them: the
    caller leaves them out, since the list is kept per folder), apart from folders of tests and documentation, up
    to `_SCRIPT_DEPTH` folders down: a project's applications, examples and benchmarks, which run its functions."""
    folder = os.path.dirname(package)
    if os.path.basename(folder) in ("site-packages", "dist-packages"):
        return ()   # an installed package: its neighbours are other projects
    if os.path.basename(folder) == "src":
        folder = os.path.dirname(folder)   # `src/` layout: the scripts are beside `src/`
    key = ("script folders", folder)
    if key not in cache:
        found: list[str] = []
        pending = [(folder, 0)]
        while pending and len(found) < _MOST_SCRIPTS:
            directory, depth = pending.pop()
            try:
                entries = sorted(os.scandir(directory), key=lambda entry: entry.name)
            except OSError:
                continue
            for entry in entries:
                if entry.is_dir(follow_symlinks=False):
                    if depth < _SCRIPT_DEPTH and not entry.name.startswith((".", "_")) and \
                            entry.name.lower() not in _NOT_SCRIPTS and entry.name != "src":
                        pending.append((entry.path, depth + 1))
                elif depth > 0 and entry.name.endswith(".py") and entry.name not in ("setup.py", "conftest.py"):
                    found.append(entry.path)
        cache[key] = tuple(found[:_MOST_SCRIPTS])
    return cache[key]


def _scripts_beside(package: str, cache: dict) -> tuple[str, ...]:
    """The Python files in the folder that holds the package (a project's scripts beside its package: `survey.py`
    next to `coordkit/`), not in its sub-folders."""
    return _python_files_in(os.path.dirname(package), cache, "scripts beside", skipped=("setup.py", "conftest.py"))


def _python_files_in(folder: str, cache: dict, kind: str, skipped: tuple[str, ...] = ()) -> tuple[str, ...]:
    """The Python files right in `folder` (not in its sub-folders) but the `skipped` names, kept in `cache` under
    `kind`."""
    key = (kind, folder)
    if key not in cache:
        try:
            names = sorted(os.listdir(folder))
        except OSError:
            names = []
        cache[key] = tuple(os.path.join(folder, name) for name in names if name.endswith(".py") and
                           name not in skipped and os.path.isfile(os.path.join(folder, name)))
    return cache[key]


def private_module(path: str, cache: dict) -> bool:
    """Is the file at `path` a private module of its package (`pkg/_solver.py`, `pkg/_src/ops.py`)? Its names are
    the package's API only through another module that imports them, which a read of the package would see."""
    package = readable_package(path, cache)
    if package is None:
        return False
    relative = os.path.relpath(os.path.abspath(path), os.path.dirname(package))
    parts = relative[:-3].split(os.sep) if relative.endswith(".py") else relative.split(os.sep)
    return any(part.startswith("_") and not (part.startswith("__") and part.endswith("__")) for part in parts)


def readers_of_package(path: str, cache: dict) -> Optional[tuple[str, ...]]:
    """The other files of `path`'s package and the project's scripts beside it (which may import what the file
    defines), or None when the package cannot be read whole."""
    package = readable_package(path, cache)
    if package is None:
        return None
    own = os.path.abspath(path)
    files = (*package_files(package, cache), *_script_folders(package, cache), *_scripts_beside(package, cache))
    return tuple(dict.fromkeys(f for f in files if os.path.abspath(f) != own))


def readers_of_project(path: str, cache: dict) -> Optional[tuple[str, ...]]:
    """The files that may call what the file at `path` defines: its package's (readers_of_package), or for a file
    in a plain folder (a namespace package without `__init__.py`, scripts) the other Python files there (importing
    its package's scripts); None when they cannot be read whole."""
    readers = readers_of_package(path, cache)
    if readers is not None or top_package(path, cache) is not None:
        return readers
    own = os.path.abspath(path)
    files = _python_files_in(os.path.dirname(own), cache, "plain folder")
    return tuple(f for f in files if f != own) if files and len(files) <= MAX_FILES else None


def attribute_call_arity(path: str, attribute: str, cache: dict) -> Optional[int]:
    """The most positional arguments a call `<object>.attribute(...)` passes, in the file at `path` and in every
    file that may call its code (readers_of_project), when each mention of `.attribute` there is either such a call,
    with positional arguments only, or (in this file) an assignment to it: `self.sample = jax.jit(self._sample)`
    called `trainer.sample(params, key)` only, whose later parameters no call passes. None when a call passes a
    keyword or unpacks, the attribute is read otherwise (handed on as a value), another file assigns it, nothing
    calls it, or the project cannot be read whole."""
    key = ("attribute call arity", os.path.abspath(path), attribute)
    if key not in cache:
        cache[key] = _attribute_call_arity(path, attribute, cache)
    return cache[key]


def _attribute_call_arity(path: str, attribute: str, cache: dict) -> Optional[int]:
    readers = readers_of_project(path, cache)
    if readers is None:
        return None
    arities: list[int] = []
    own = os.path.abspath(path)
    for other in (own, *readers):
        if other != own and attribute not in _words_of(other, cache):
            continue
        tree = _parsed(other)
        if tree is None:
            return None
        called: set[int] = set()
        for node in ast_walk(tree):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == attribute:
                if node.keywords or any(isinstance(argument, ast.Starred) for argument in node.args):
                    return None
                arities.append(len(node.args))
                called.add(id(node.func))
            elif isinstance(node, ast.Attribute) and node.attr == attribute and id(node) not in called and not (
                    other == own and isinstance(node.ctx, ast.Store)):
                return None
    return max(arities) if arities else None


def spells(path: str, name: str, cache: dict) -> bool:
    """Does the text of the file at `path` spell the identifier `name` (in code, strings or comments)?"""
    return name in _words_of(path, cache)


def self_call_in_a_loop(tree: Optional[ast.Module], class_name: str, name: str) -> Optional[tuple[str, int]]:
    """A method of the module-level class `class_name` of `tree` that calls `self.<name>(...)` inside a loop or
    comprehension of its own body (`for _ in range(max_epochs): history.append(self.validate(params, data))` in
    `fit`), with the line of that call; or None. Not a constructor or a set-up method (their loops go over the
    object's configuration), not a method a jit decorator compiles (its loop unrolls into one program), not a
    sweep over configurations written in the code handing its item on, nor a call the loop returns."""
    for statement in tree.body if tree is not None else ():
        if not isinstance(statement, ast.ClassDef) or statement.name != class_name:
            continue
        for method in statement.body:
            if not isinstance(method, (ast.FunctionDef, ast.AsyncFunctionDef)) or method.name == name or \
                    method.name in SETUP_METHODS or method.name.startswith("test") or \
                    any(compiling_decorator(decorator) for decorator in method.decorator_list):
                continue
            sites = _Sites()
            sites.returned = ModuleReturns(tree)
            sites.scan(method.body, method.name, method)
            line = sites.looped_attribute_calls.get(("self", name))
            if line is not None:
                return method.name, line
    return None

