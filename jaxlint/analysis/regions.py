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
  code, functions handed to lax bodies, methods reached through `self.` or an instance), to a fixed point;
  likewise a class that such code names or instantiates (equinox/flax modules called or passed there: the whole
  class is kept);
- registers custom derivative rules (`@f.defjvp`, `f.defvjp(fwd, bwd)`): the rules are traced with `f`;
- mentions the name of a jitted function (calls counted for static and defaulted arguments, JXL503), or of a
  function that runs a lax loop (JXL504 asks whether it is called in a loop);
- holds a statement-level `x.at[...].set(...)` (JXL302 fires outside traced code too);
- declares a static pytree field (`pytree_node=`/`static=`, `static_field(`) or registers a static pytree class,
  makes a mutable reference (`jax.new_ref(...)`, `nnx.Param(...)`: references.py reads the names bound to them),
  binds a container in a kept class or at module level, declares a field in a kept class (`step: jax.Array`), binds
  a module-level name to an array call (`TABLE = jnp.array(...)`: traced code indexing it makes tracers), or
  defines a module-level function that shadows a builtin.
Also kept: the counter and the asserts of a test that counts traces in a closure (trace_counters.py), the
loop of a training driver (`train`, run_frequency.py), and the defs and bindings of the names a loop reads into
what it hands a jitted call (`lr = schedule(epoch)`: run_frequency.python_number). The names these triggers look
for come from analysis/tables.py, which the analysis reads too. Each table of the
analysis's module index names the method here that keeps what fills it (`ModuleIndex.PLANNER_TRIGGERS`;
tests/test_planner_triggers.py), and tests/test_region_planning.py checks that results on the rule examples and
fixtures are identical with and without this planner.
"""

from __future__ import annotations

import ast
import builtins
import re
from dataclasses import dataclass, field
from typing import Iterable, Optional

from .ast_nodes import (DEFS, Statement, array_of_written_values, ast_walk, file_imports, nested_statements,
                        qualified_name, returns_a_new_jit, self_attribute, statement_lists, walk_ast, walk_ast_list)
from .import_names import canonical
from .region_text import ITEM_ASSIGNMENT, WORD, text_of, triggers, word_offsets
from .region_units import Block, Unit, inside, instance_classes, scope_level_defs, shared_line_groups
from .tables import (CONTAINER_BUILTINS, CONTAINER_CONSTRUCTORS, CONTAINER_LITERALS, DERIVATIVE_RULE_METHODS,
                     JAX_ARRAY_MODULES, LAX_LOOPS, MODELLED_LIBRARIES, PARTIAL, REGISTER_STATIC, SEQUENCE_LITERALS,
                     STATIC_FIELD_FACTORIES, STATIC_FIELD_KEYWORDS, SWEEP_BUILDERS, TRANSPARENT,
                     AT_METHODS, is_training_driver_name, may_make_jax_array)

_CONTAINER_LITERALS = tuple(getattr(ast, name) for name in CONTAINER_LITERALS)
_SEQUENCE_LITERALS = tuple(getattr(ast, name) for name in SEQUENCE_LITERALS)
# The words that spell a static pytree declaration: `static=`, `pytree_node=`, `static_field(`, `register_static`.
_STATIC_KEYWORDS = tuple(STATIC_FIELD_KEYWORDS)
_RECEIVER_BEFORE_DOT = re.compile(r"([A-Za-z_]\w*)$")
_STATIC_CALLS = tuple(sorted({name.rpartition(".")[2] for name in STATIC_FIELD_FACTORIES | REGISTER_STATIC}))
# `self.table = jnp.arange(n)`: an attribute bound to a call through an imported name (group 1).
_SELF_CALL_ASSIGNMENT = re.compile(r"^[ \t]*self\.\w+[ \t]*=[ \t]*(\w+)\.[\w.]+\(", re.MULTILINE)
_REFERENCE_CONSTRUCTORS = ("new_ref", "empty_ref", "array_ref", "mutable_array", "Variable", "Param", "BatchStat",
                           "Cache", "Intermediate")


def _is_assertion(statement: ast.AST) -> bool:
    """`assert n == 1`, `self.assertEqual(n, 1)`, `np.testing.assert_equal(...)`."""
    if isinstance(statement, ast.Assert):
        return True
    if isinstance(statement, ast.Expr) and isinstance(statement.value, ast.Call):
        func = statement.value.func
        name = func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else ""
        return name.lower().startswith("assert")
    return False


# `calls["n"] += 1`, `seen["tracer"] = ...`: a closure counting traces or recording one in a dict.
_ITEM_WRITE = re.compile(r"\w\[[^\]\n]*\]\s*\+?=[^=]")


def _binds_constant(statement: ast.AST) -> bool:
    """`n = 0`: the counter a closure bumps with `nonlocal n; n += 1`."""
    return isinstance(statement, ast.Assign) and isinstance(statement.value, ast.Constant) and all(
        isinstance(target, ast.Name) for target in statement.targets)


@dataclass
class RegionPlan:
    """What to hand to libcst for one file."""
    aliases: dict[str, str]
    relative: dict[str, tuple[int, str]]
    # None: no statement of the file can produce a finding (the file still passed Python's parser).
    skeleton: Optional[str]
    # line_map[k] is the original line of skeleton line k + 1.
    line_map: list[int] = field(default_factory=list)
    # kept[n] is true when original line n is in the skeleton; None when every line is.
    kept: Optional[bytearray] = None

    @property
    def kept_lines(self) -> int:
        return len(self.line_map)


# --- the planner --------------------------------------------------------------------------------------------------
class _Planner:
    def __init__(self, source: str, tree: ast.Module, extra_jit: frozenset[str],
                 extra_candidates: frozenset[str]) -> None:
        self.text = text_of(source)
        self.tree = tree
        self.triggers = triggers(extra_jit)
        self.blocks: list[Block] = []   # every body looked into so far
        self.module = Block(tree.body, None, self.text.lines, self.blocks)
        self.aliases, self.relative = file_imports(self.text, tree)
        self.wrapper_locals = frozenset(local for local, imported in self.aliases.items()
                                        if canonical(imported) in self.triggers.wrappers)
        self.extra_candidates = extra_candidates
        self.callers: set[str] = set()
        self.imported_callers: frozenset[str] = frozenset()
        # Functions returning a new jitted function, of this module or imported (`imported_factories`): a name
        # bound to what a call of one returns is called like a jitted function.
        self.factories: set[str] = set()
        self.imported_factories: frozenset[str] = frozenset()
        # Imported functions of other project files that return a jax array (plan_regions `array_results`).
        self.imported_array_results: frozenset[str] = frozenset()
        self.any_candidate = False
        self._array_names: dict[int, set[str]] = {}
        self._sequence_names_of: dict[int, set[str]] = {}
        self._not_none_names_of: dict[int, set[str]] = {}
        self._transform_bindings_of: dict[int, list[tuple[str, ast.AST]]] = {}
        self._tables: Optional[dict[str, tuple[tuple[str, ...], Unit]]] = None
        self._item_classes_of: dict[str, set[str]] = {}
        self._self_attribute_statements_of: dict[int, list[tuple[Unit, frozenset[str]]]] = {}

    def release(self) -> None:
        """Break the statement tree's parent links. Units and blocks point at each other (and at the file's
        syntax tree): left as they are, each file's trees would wait for a full garbage collection, and every
        collection would scan all the trees waiting with them."""
        for block in self.blocks:
            block.release()
        self.blocks.clear()  # the registry every unit holds

    def _all_units(self) -> Iterable[Unit]:
        """The units of every body looked into so far."""
        return [unit for block in self.blocks for unit in block.units]

    # which units hold what
    def _leaves_at(self, lines: Iterable[int]) -> list[Unit]:
        units: dict[int, Unit] = {}
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
            wrapper_lines.extend(text.line_of(offset) for offset in word_offsets(text.text, local))
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

    def _keep(self, unit: Unit) -> None:
        unit.whole = True
        self._keep_ancestors(unit)

    @staticmethod
    def _keep_ancestors(unit: Unit) -> None:
        block: Optional[Block] = unit.parent
        while block is not None and block.owner is not None:
            block.owner.header_kept = True
            block = block.owner.parent

    def _take_references(self, unit: Unit, pending: list[Unit]) -> None:
        """What a kept unit that may run under tracing (or hands functions to a wrapper) can reach by name:
        functions along its scope chain, methods through `self.`/`cls.` or an instance (`m = Model(); m.f`, or
        one made on the spot: `Model().f`),
        classes it names; they may be traced too."""
        scopes = list(unit.parent.chain())
        known = set().union(*(block.names for block in scopes))
        # The words of its text are a cheap superset of its names: walk the tree only when one could matter.
        text = "".join(self.text.lines[unit.start - 1:unit.end])
        words = set(WORD.findall(text))
        if "self(" in text:
            words.add("__call__")   # `self(params, x)` in a method runs its class's `__call__`
        # `def encode(params, encoder=Encoder()): jax.jit(encoder.apply)`: the default says the class.
        default_instances: dict[str, str] = {}
        function = next((block.owner.node for block in scopes if block.owner is not None), None)
        if unit.handed is not None and isinstance(function, (ast.FunctionDef, ast.AsyncFunctionDef)):
            default_instances = {argument.arg: default.func.id for argument, default in _defaulted_parameters(function)
                                 if argument.arg in words and type(default) is ast.Call
                                 and type(default.func) is ast.Name}
        if unit.handed is None and (not known or not known & (words | set(default_instances.values()))):
            # (A statement handing `model.apply` to a wrapper may reach a method of any class, or through a name
            # bound to a grad-like transform a function of another file: read on.)
            return
        names: set[str] = set()
        class_uses: set[str] = set()   # names that may make, call or pass an instance of a class
        attributes: set[str] = set()
        # Attributes of anything but `self`/`cls`: `self.method` is looked up in the enclosing class only.
        instance_attributes: set[str] = set()
        self_attributes: set[str] = set()
        self_called: set[str] = set()   # `self.schedule(step)`
        bases: set[str] = set()
        # Class names that only classify (`isinstance(x, C)`, `except C`) or are inherited from (`class D(C)`):
        # no instance of the class is made or called there, so its header is all the analysis reads.
        classifying: set[int] = set()
        roots = [unit.node] if unit.candidate or unit.handed is None else list(unit.handed)
        bound_seen: set[int] = set()
        dispatched = False
        # Exact classes (the parser makes no subclasses), names first: this loop sees every node of traced code.
        for root in roots:
            for node in walk_ast_list(root):
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
                        elif value.id == "self":
                            self_attributes.add(node.attr)
                    elif self_attribute(value) is not None:
                        # `self.model.apply(...)`: the object the constructor was given may be of any class of the
                        # module (module_classes._local_constructions), so any method of that name may run.
                        instance_attributes.add(node.attr)
                    elif type(value) is ast.Call and type(value.func) is ast.Name:
                        # `Field(chart).matrices(...)`: a method of the instance made right there.
                        instance_attributes.add(node.attr)
                elif kind is ast.Call:
                    func = node.func
                    if type(func) is ast.Name and func.id in ("isinstance", "issubclass") and len(node.args) == 2:
                        classifying.update(id(inner) for inner in walk_ast(node.args[1]))
                    elif type(func) is ast.Attribute and type(func.value) is ast.Name and func.value.id == "self":
                        self_called.add(func.attr)
                    elif type(func) is ast.Name and func.id == "self":
                        attributes.add("__call__")
                    elif type(func) is ast.Call and type(func.func) is ast.Name and func.func.id == "getattr" and \
                            len(func.args) >= 2:
                        # `getattr(callback, event)(*args)`: the method a string names, known only to the callers
                        # that pass it (function_flow `_dispatched_methods`), any method of the module's classes.
                        named = func.args[1]
                        if type(named) is ast.Constant and isinstance(named.value, str):
                            instance_attributes.add(named.value)
                        else:
                            dispatched = True
                elif kind is ast.ExceptHandler:
                    if node.type is not None:
                        classifying.update(id(inner) for inner in walk_ast(node.type))
                elif kind is ast.ClassDef:
                    classifying.update(id(inner) for base in node.bases for inner in walk_ast(base))
            for value in self._bound_transforms(names, scopes):
                if id(value) not in bound_seen:
                    bound_seen.add(id(value))
                    roots.append(value)
                    if type(value) is ast.Lambda or type(value) is ast.Call and \
                            qualified_name(value.func, self.aliases) in TRANSPARENT:
                        # `warmed = lambda n: ...` then `jax.jit(warmed)`: the binding says the jit's target is a
                        # new function on every call of the function around (roots.py `local_object`); `dvalue =
                        # jax.grad(value)` of an imported `value`, then `jax.jit(jax.vmap(dvalue))`: the binding
                        # says which function of the other file is traced (roots.py `_external_root`).
                        for leaf in self._leaves_at([value.lineno]):
                            self._keep(leaf)
        for parameter, class_name in default_instances.items():
            if parameter in bases:
                names.add(class_name)
                class_uses.add(class_name)
        instances = names | bases
        if any(instances & block.instances.keys() for block in scopes):
            instance_attributes.add("__call__")   # `jax.jit(model)` traces `Model.__call__`
        elif unit.handed is not None and isinstance(function, (ast.FunctionDef, ast.AsyncFunctionDef)) and any(
                type(handed) is ast.Name and handed.id in _parameter_names(function)
                for root in unit.handed for handed in walk_ast(root)):
            # `jax.jit(jax.value_and_grad(objective))` of a parameter: the object callers pass may be an instance
            # of a class of the module (roots.py `_passed_object_root`).
            instance_attributes.add("__call__")
        targets: list[Unit] = []
        for name in names & self._function_tables().keys():
            # `OPS[op_type](x)` with `OPS = {"Relu": relu, ...}`: each function of the table may be called.
            held, table = self._function_tables()[name]
            if not table.whole:
                self._keep(table)
            targets.extend(unit for function in held for unit in self.module.defs.get(function, ()))
        for block in scopes:
            for name in names & block.defs.keys():
                targets.extend(block.defs[name])
            if block.owner is not None and isinstance(block.owner.node, ast.ClassDef):
                # `self.method` from a method (or a function nested in one) of this class.
                targets.extend(u for name in attributes & block.defs.keys() for u in block.defs[name])
                self._keep_self_attribute_sources(block, self_attributes - block.defs.keys(), targets)
                if self_called - block.defs.keys():
                    # `self.schedule(step)` with no method of that name: the object the constructor was given may
                    # be an instance of any class of the module (module_classes._call_given_instance).
                    instance_attributes.add("__call__")
                # `for layer in self.layers: x = layer(x)` with `Sequential([Dense(4, 8), Dropout(0.1)])` made in
                # the file: the classes of the items it was given (module_classes.py `_local_element_constructions`).
                for name in self._item_classes(block.owner.node.name):
                    targets.extend(self.module.classes.get(name, ()))
                # `jax.jit(self.call)` in a base class traces the `call` of its subclasses (`overrides_of`).
                for subclass in self._subclass_units(block.owner.node.name):
                    targets.extend(u for name in self_attributes & subclass.body.defs.keys()
                                   for u in subclass.body.defs[name])
            for name, classes in block.classes.items():
                for class_unit in classes:
                    if name in class_uses and not inside(unit, class_unit):
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
                        if unit.handed is not None:
                            # `jax.jit(opt.update)`: a class storing a function under that name (a record
                            # field, `self.update = ...`) says it may be the same object on every read.
                            stored = instance_attributes - class_unit.body.defs.keys()
                            if stored & _annotated_fields(class_unit.node):
                                self._keep_header(class_unit)
                            self._keep_self_attribute_sources(class_unit.body, stored, targets)
                    elif instance_attributes & scope_level_defs(class_unit.node):
                        targets.append(class_unit)
            for name in instances & block.instances.keys():
                for other in block.instances[name]:
                    if not other.whole:
                        self._keep(other)
                    for class_name in instance_classes(other.node, name):
                        for scope in scopes:
                            targets.extend(scope.classes.get(class_name, ()))
                            # `opt_init, opt_update, _ = momentum(lr)`: the factory whose products are called.
                            targets.extend(scope.defs.get(class_name, ()))
        if dispatched:
            targets.extend(method for class_units in self.module.classes.values() for class_unit in class_units
                           if class_unit.body is not None for methods in class_unit.body.defs.values()
                           for method in methods)
        for target in targets + [base for target in targets for base in _local_base_units(target)]:
            self._make_candidate(target, pending)

    def _item_classes(self, class_name: str) -> set[str]:
        """The module's classes whose instances calls of `class_name` in this file pass inside a list, tuple or dict
        display (`Sequential([Dense(4, 8), Dropout(0.1)])`, or a name the calling block binds to one) or as an
        argument of their own (`Cascade(Clip(), Scale())`, into `*stages`)."""
        known = self._item_classes_of.get(class_name)
        if known is not None:
            return known
        known = self._item_classes_of[class_name] = set()
        text, classes = self.text, self.module.classes
        if class_name not in classes:
            return known
        lines = sorted({text.line_of(offset) for offset in word_offsets(text.text, class_name)
                        if text.followed_by(offset + len(class_name), "(")})
        for leaf in self._leaves_at(lines):
            for node in walk_ast_list(leaf.node):
                if type(node) is not ast.Call or type(node.func) is not ast.Name or node.func.id != class_name:
                    continue
                for value in [*node.args, *(keyword.value for keyword in node.keywords)]:
                    if type(value) is ast.Name and leaf.parent is not None:
                        value = next((unit.node.value for unit in leaf.parent.units  # type: ignore[attr-defined]
                                      if type(unit.node) is ast.Assign and any(
                                          type(target) is ast.Name and target.id == value.id
                                          for target in unit.node.targets)), value)
                    items = value.elts if isinstance(value, (ast.List, ast.Tuple)) else \
                        [item for item in value.values if item is not None] if type(value) is ast.Dict else [value]
                    known.update(item.func.id for item in items if type(item) is ast.Call and
                                 type(item.func) is ast.Name and item.func.id in classes)
        return known

    def _bound_transforms(self, names: set[str], scopes: list[Block]) -> list[ast.AST]:
        """The calls that bind a name among `names` to a grad-like transform or a partial in a function around the
        unit, or in the module's code (`force = jax.grad(lambda r: -pot(r))`, then `jax.jit(force)`; `potential =
        partial(pot, orbit=o)` called in traced code): what is traced is inside them (`transform_bindings`,
        `partial_bindings`)."""
        found: list[ast.AST] = []
        for block in scopes:
            owner = block.owner.node if block.owner is not None else None
            if owner is not None and not isinstance(owner, DEFS):
                continue
            bindings = self._transform_bindings_of.get(id(owner))
            if bindings is None:
                statements: Iterable[ast.AST] = nested_statements(owner) if owner is not None else (
                    node for unit in self.module.units if not isinstance(unit.node, (*DEFS, ast.ClassDef))
                    for node in nested_statements(unit.node))
                bindings = self._transform_bindings_of[id(owner)] = [
                    (target.id, node.value) for node in statements
                    if type(node) is ast.Assign and (self._is_partial(node.value) or type(node.value) is ast.Lambda)
                    for target in node.targets if type(target) is ast.Name]
            found.extend(value for name, value in bindings if name in names)
        return found

    def _subclass_units(self, class_name: str) -> list[Unit]:
        """The module-level classes that name `class_name` among their bases."""
        return [unit for units in self.module.classes.values() for unit in units if unit.body is not None and any(
            type(base) is ast.Name and base.id == class_name for base in unit.node.bases)]

    def _keep_self_attribute_sources(self, class_block: Block, attributes: set[str], targets: list[Unit]) -> None:
        """`self.modes` or `self.schedule(t)` read in code that may be traced: the statements of the class's methods
        that assign those attributes say what they hold (`self.modes = jnp.asarray(...)`, `self.schedule =
        make_schedule(lr)`: ModuleFacts.jax_attribute, self_assigned_values), and what they name may be traced;
        so do those assigning the attributes their values are computed from (`self.sqrt_alpha_bar =
        np.sqrt(self.alpha_bar)`, `self.alpha_bar = np.cumprod(...)`: host_arrays `_numpy_attribute`)."""
        wanted = set(attributes)
        kept: set[int] = set()
        while wanted:
            read: set[Optional[str]] = set()
            for statement, written in self._self_attribute_statements(class_block):
                if id(statement) not in kept and not written.isdisjoint(wanted):
                    kept.add(id(statement))
                    targets.append(statement)
                    value = statement.node.value if type(statement.node) in (ast.Assign, ast.AnnAssign) else None
                    if value is not None:
                        read.update(self_attribute(node) for node in walk_ast(value))
            read.discard(None)
            wanted = read - attributes
            attributes = attributes | read

    def _self_attribute_statements(self, class_block: Block) -> list[tuple[Unit, frozenset[str]]]:
        """The statements of the class's methods that assign attributes of `self` (`self.modes = ...`) or add to
        them (`self.layers.append(...)`, `self.layers += [...]`), each with those attributes, in the methods' order:
        read once per class (every kept statement of its methods asks)."""
        found = self._self_attribute_statements_of.get(id(class_block))
        if found is not None:
            return found
        found = self._self_attribute_statements_of[id(class_block)] = []
        for methods in class_block.defs.values():
            for method in methods:
                body = method.body
                for statement in body.units if body is not None else ():
                    node = statement.node
                    if isinstance(node, (ast.Assign, ast.AnnAssign)):
                        assigned = node.targets if isinstance(node, ast.Assign) else [node.target]
                        written = frozenset(
                            self_attribute(part) for target in assigned
                            for part in (target.elts if isinstance(target, (ast.Tuple, ast.List)) else [target]))
                    elif not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                        written = _filled_self_attributes(node)
                    else:
                        continue
                    written = written - {None}
                    if written:
                        found.append((statement, written))
        return found

    def _function_tables(self) -> dict[str, tuple[tuple[str, ...], Unit]]:
        """Module-level names bound to a dict, list or tuple display of names (`OPS = {"Relu": relu}`): the
        names it holds and the statement (calls.py: `OPS[name](x)` in traced code calls each of those functions)."""
        if self._tables is None:
            self._tables = {}
            for unit in self.module.units:
                statement = unit.node
                if isinstance(statement, ast.Assign) and isinstance(statement.value, (ast.Dict, ast.List, ast.Tuple)):
                    values = statement.value.values if isinstance(statement.value, ast.Dict) else \
                        statement.value.elts
                    held = tuple(value.id for value in values if isinstance(value, ast.Name))
                    for target in statement.targets:
                        if held and isinstance(target, ast.Name):
                            self._tables[target.id] = (held, unit)
        return self._tables

    def _keep_header(self, unit: Unit) -> None:
        """Keep a class's `class` line (its bases are looked up: flax/equinox module kinds) without its members,
        and the headers of the classes it inherits from."""
        if unit.whole or unit.header_kept:
            return
        if unit.body is None:
            self._keep(unit)
        else:
            unit.header_kept = True
            self._keep_ancestors(unit)
        bases = {inner.id for base in unit.node.bases for inner in walk_ast(base) if isinstance(inner, ast.Name)}
        for block in unit.parent.chain():
            for name in bases & block.classes.keys():
                for class_unit in block.classes[name]:
                    self._keep_header(class_unit)

    def _collect_callers(self, unit: Unit) -> None:
        """Names bound to jitted functions (decorated defs, `f = jax.jit(...)`): calls of them matter."""
        for node in nested_statements(unit.node):
            if isinstance(node, DEFS) and node.decorator_list:
                if self._holds_wrapper(inner for d in node.decorator_list for inner in walk_ast(d)):
                    self.callers.add(node.name)
            elif isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(
                    node.targets[0], ast.Name) and isinstance(node.value, ast.Call):
                if self._holds_wrapper(walk_ast(node.value)):
                    self.callers.add(node.targets[0].id)
            elif isinstance(node, ast.Assign) and len(node.targets) == 1 and \
                    self_attribute(node.targets[0]) is not None and isinstance(node.value, ast.Call):
                # `self._update = jax.jit(self._update_fn, static_argnames=...)`: `self._update(...)` calls it.
                if self._holds_wrapper(walk_ast(node.value)):
                    self.callers.add(node.targets[0].attr)

    def _collect_jit_factories(self, unit: Unit) -> None:
        """A module-level function returning a new jitted function (`return jax.jit(eval_step)`,
        ModuleFacts.returns_new_jit): calls of it, and of the names bound to what they return, matter (JXL502)."""
        owner = unit.parent.owner if unit.parent is not None else None
        if type(unit.node) is ast.Return and owner is not None and isinstance(owner.node, DEFS) and \
                owner.parent is self.module and returns_a_new_jit(owner.node, self.aliases):
            self.callers.add(owner.node.name)
            self.factories.add(owner.node.name)

    def _collect_lax_loop_callers(self, unit: Unit) -> None:
        """A function running a lax loop (JXL504 asks whether this module calls it repeatedly): calls of it
        matter."""
        owner = unit.parent.owner if unit.parent is not None else None
        if owner is None or not isinstance(owner.node, DEFS):
            return
        if any(isinstance(node, ast.Call) and qualified_name(node.func, self.aliases) in LAX_LOOPS
               for node in walk_ast(unit.node)):
            self.callers.add(owner.node.name)

    def _handed(self, statement: Statement) -> Optional[list[ast.AST]]:
        """The arguments of the wrapper calls in a statement (what it hands to be traced), or None when a wrapper
        is named there other than as the function called (`partial(jax.jit, ...)`, `fn = jax.vmap`)."""
        handed: list[ast.AST] = []
        called: set[int] = set()
        named: list[ast.AST] = []
        for node in walk_ast(statement):
            if self._is_wrapper(node):
                named.append(node)
            elif isinstance(node, ast.Call) and self._is_wrapper(node.func):
                handed.extend(node.args)
                handed.extend(keyword.value for keyword in node.keywords)
                called.update(id(inner) for inner in walk_ast(node.func))
        if any(id(node) not in called for node in named):
            return None
        return handed

    def _make_site(self, unit: Unit, handed: list[ast.AST], pending: list[Unit]) -> None:
        """A statement outside the functions known to be traced that hands functions to a wrapper (`jax.jit(f)(x)`,
        `lax.scan(body, ...)`): kept whole, but only what it hands over may be traced; the rest of it runs in
        Python, so what it merely calls needs no analysis."""
        if unit.candidate or unit.handed is not None:
            return
        unit.handed = handed
        self._keep(unit)
        pending.append(unit)

    def _make_candidate(self, unit: Unit, pending: list[Unit]) -> None:
        if not unit.candidate:
            unit.candidate = True
            self.any_candidate = True
            self._keep(unit)
            pending.append(unit)

    @staticmethod
    def _holds_at_statement(unit: Unit) -> bool:
        for node in nested_statements(unit.node):
            if isinstance(node, ast.Expr) and isinstance(node.value, ast.Call):
                func = node.value.func
                if isinstance(func, ast.Attribute) and isinstance(func.value, ast.Subscript) and isinstance(
                        func.value.value, ast.Attribute) and func.value.value.attr == "at":
                    return True
        return False

    def _keep_item_assignments(self) -> None:
        """JXL301 outside traced code: `x[i] = v` where the scope binds `x` only to jax.numpy/jax.random calls
        (`host_jax_arrays` reads every binding of the scope): keep the whole function, or the module's code."""
        array_modules = tuple(module.rstrip(".") for module in JAX_ARRAY_MODULES)
        if not self.imported_array_results and not any(imported == "jax" or imported.startswith(array_modules)
                                                       for imported in self.aliases.values()):
            return
        lines = sorted({self.text.line_of(m.start()) for m in ITEM_ASSIGNMENT.finditer(self.text.text)})
        for leaf in self._leaves_at(lines):
            if leaf.whole:
                continue
            # `u[i, j], v[i, j] = 0.0, 1.0` writes two items.
            targets = [part for node in nested_statements(leaf.node)
                       if isinstance(node, (ast.Assign, ast.AugAssign))
                       for target in (node.targets if isinstance(node, ast.Assign) else [node.target])
                       for part in (target.elts if isinstance(target, (ast.Tuple, ast.List)) else [target])
                       if isinstance(part, ast.Subscript)]
            subscripted = {target.value.id for target in targets if isinstance(target.value, ast.Name)}
            owner = leaf.parent.owner
            while owner is not None and not isinstance(owner.node, DEFS):
                owner = owner.parent.owner
            held = {attribute for target in targets for attribute in _held_attribute(target.value)}
            if held and owner is not None and owner.parent.owner is not None and \
                    isinstance(owner.parent.owner.node, ast.ClassDef) and \
                    held & self._jax_attributes(owner.parent.owner):
                # `self.data[name][self.ptr] = value` in a method, `self.data = {"obs": jnp.zeros(...)}` in
                # `__init__` (ModuleFacts.immutable_attribute_array reads the class's assignments).
                self._keep(owner.parent.owner)
                continue
            if not subscripted:
                continue
            if not subscripted & self._jax_array_names(owner):
                continue  # a list or a numpy array: nothing for JXL301 outside traced code
            if owner is not None:
                self._keep(owner)
            else:
                self._keep(leaf)
                for unit in self.module.units:
                    if not isinstance(unit.node, (*DEFS, ast.ClassDef)):
                        self._keep(unit)

    def _jax_array_names(self, owner: Optional[Unit]) -> set[str]:
        """Names that `name = jnp.zeros(...)` (a jax.numpy or jax.random call) binds in a function, or in the
        module's own statements (owner None): `host_jax_arrays` needs such a binding."""
        key = id(owner)
        found = self._array_names.get(key)
        if found is None:
            if owner is not None:
                nodes: Iterable[ast.AST] = nested_statements(owner.node)
            else:
                nodes = (node for unit in self.module.units if not isinstance(unit.node, (*DEFS, ast.ClassDef))
                         for node in nested_statements(unit.node))
            # `u, v = jnp.zeros(n), jnp.zeros(n)` binds each name to its item (ScopeBindings `unpack_displays`).
            found = self._array_names[key] = {
                name.id for node in nodes if isinstance(node, (ast.Assign, ast.AnnAssign))
                for target in (node.targets if isinstance(node, ast.Assign) else [node.target])
                for name, value in _unpacked(target, node.value)
                if isinstance(name, ast.Name) and isinstance(value, ast.Call)
                and (may_make_jax_array(qualified_name(value.func, self.aliases))
                     or self._calls_project_import(value) or _at_update(value))}
        return found

    def _jax_attributes(self, class_unit: Unit) -> set[str]:
        """The attributes the methods of a class assign a jax.numpy/jax.random call or a dict display or comprehension
        of them (`self.data = {"obs": jnp.zeros(...)}`): `immutable_attribute_array` needs those assignments."""
        found: set[str] = set()
        for node in ast_walk(class_unit.node):
            if not isinstance(node, ast.Assign):
                continue
            values = node.value.values if isinstance(node.value, ast.Dict) else \
                [node.value.value] if isinstance(node.value, ast.DictComp) else [node.value]
            if values and all(isinstance(value, ast.Call) and (
                    may_make_jax_array(qualified_name(value.func, self.aliases)) or
                    self._calls_project_import(value)) for value in values):
                found.update(attribute for target in node.targets for attribute in _held_attribute(target))
        return found

    def _calls_project_import(self, call: ast.Call) -> bool:
        """A call of a name imported from a module the analysis does not model (a project file): it may return a
        jax array whatever its arguments (`host_jax_arrays` asks that file)."""
        head = call.func
        while isinstance(head, ast.Attribute):
            head = head.value
        return isinstance(head, ast.Name) and (head.id in self.relative or (
            head.id in self.aliases and self.aliases[head.id].split(".")[0] not in MODELLED_LIBRARIES))

    def _sequence_names(self, owner: Unit) -> set[str]:
        """Names a function binds to a list or tuple display or a list comprehension (`outer_sequences`)."""
        found = self._sequence_names_of.get(id(owner))
        if found is None:
            found = self._sequence_names_of[id(owner)] = {
                target.id for node in nested_statements(owner.node)
                if isinstance(node, ast.Assign) and isinstance(node.value, (ast.List, ast.Tuple, ast.ListComp))
                for target in node.targets if isinstance(target, ast.Name)}
        return found

    def _not_none_names(self, owner: Unit) -> set[str]:
        """The flags a function binds to an `is not None` test (`diff_mode = grid is not None`), and the names they
        test: every binding of those (`transforms_guarded_not_none`)."""
        found = self._not_none_names_of.get(id(owner))
        if found is None:
            found = self._not_none_names_of[id(owner)] = set()
            for node in nested_statements(owner.node):
                if not isinstance(node, ast.Assign) or not all(isinstance(t, ast.Name) for t in node.targets):
                    continue
                value = node.value
                if isinstance(value, ast.Compare) and len(value.ops) == 1 and isinstance(value.ops[0], ast.IsNot) \
                        and isinstance(value.left, ast.Name):
                    found.add(value.left.id)
                    found.update(t.id for t in node.targets)  # type: ignore[attr-defined]
        return found

    def plan(self) -> RegionPlan:
        wrapper_lines, at_lines = self._word_hits()
        pending: list[Unit] = []
        for leaf in self._leaves_at(wrapper_lines):
            if self._holds_wrapper(leaf.header_nodes()):
                # A wrapper in a def's header is its decorator (or a default): the function is traced, or
                # at least kept whole; a statement holding a wrapper call hands functions to it.
                handed = None if isinstance(leaf.node, (*DEFS, ast.ClassDef)) else self._handed(leaf.node)
                if handed is None:
                    self._make_candidate(leaf, pending)
                else:
                    self._make_site(leaf, handed, pending)
                self._collect_callers(leaf)
                self._collect_jit_factories(leaf)
                self._collect_lax_loop_callers(leaf)
        self._keep_derivative_rules(pending)
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
        if self.imported_callers:
            called = self._jitted_call_lines()  # untraced loops calling them: JXL503
            self._keep_lines(called)
            self._keep_constructed_classes(called)
            self._keep_number_sources(called)
        if not any(unit.whole or unit.header_kept for unit in self.module.units):
            return RegionPlan(self.aliases, self.relative, None, [])
        self._keep_context()
        return self._skeleton()

    def _keep_derivative_rules(self, pending: list[Unit]) -> None:
        """`@f.defjvp`, `f.defvjp(fwd, bwd)` (`derivative_rules`): the rules are traced with `f`."""
        rule_lines = sorted({text_line for word in DERIVATIVE_RULE_METHODS
                             for text_line in map(self.text.line_of, word_offsets(self.text.text, word))})
        for leaf in self._leaves_at(rule_lines):
            if any(isinstance(node, ast.Attribute) and node.attr in DERIVATIVE_RULE_METHODS
                   for node in leaf.header_nodes()):
                self._make_candidate(leaf, pending)

    def _blocks(self) -> Iterable[Block]:
        return list(self.blocks)

    def _keep_context(self) -> None:
        """Statements that feed facts the kept code reads from elsewhere in the file."""
        called = self._jitted_call_lines()
        self._keep_lines(self._static_declaration_lines() + called + self._reference_lines())
        self._keep_constructed_classes(called)
        self._keep_number_sources(called)
        self._keep_call_receivers()
        self._keep_counters_and_driver_loops()
        self._keep_builtin_shadows()
        if self.any_candidate:
            self._keep_module_sequences()
        self._keep_outer_bindings()

    def _keep_lines(self, lines: list[int]) -> None:
        for leaf in self._leaves_at(sorted(set(lines))):
            self._keep(leaf)

    def _static_declaration_lines(self) -> list[int]:
        """Static pytree fields (`static_fields`) and classes registered as static pytrees (`static_classes`):
        what they declare never holds a tracer."""
        text = self.text
        lines: list[int] = []
        for word in _STATIC_KEYWORDS:
            for offset in word_offsets(text.text, word):
                after = offset + len(word)
                # `pytree_node=False`, or the metadata dict's key: `{"pytree_node": False}`.
                if text.followed_by(after, "=") or text.text[after:after + 2] in ('":', "':"):
                    lines.append(text.line_of(offset))
        for word in _STATIC_CALLS:
            lines.extend(text.line_of(offset) for offset in word_offsets(text.text, word))
        return lines

    def _reference_lines(self) -> list[int]:
        """Bindings of mutable references (analysis/references.py): `v = nnx.Param(w)`, `self.n = jax.new_ref(x)`;
        and in a file using flax nnx, jax arrays stored on `self` (`self.table = jnp.arange(n)`: state of an nnx
        module, module_index.py `array_fields`)."""
        text = self.text
        lines = [text.line_of(offset) for word in _REFERENCE_CONSTRUCTORS for offset in word_offsets(text.text, word)
                 if text.followed_by(offset + len(word), "(")]
        if any(imported.startswith("flax.nnx") for imported in self.aliases.values()):
            lines.extend(text.line_of(match.start()) for match in _SELF_CALL_ASSIGNMENT.finditer(text.text)
                         if (self.aliases.get(match.group(1), "") + ".").startswith(JAX_ARRAY_MODULES))
        return lines

    def _jitted_call_lines(self) -> list[int]:
        """Calls of a jitted function by name (`calls_by_name`): static/defaulted arguments (JXL503, `_is_passed`),
        JXL502; in a loop, the statements of the loop's body that bind a name the call passes
        (`made_per_iteration`: `config = StepConfig(...)` then `step(config, x)`)."""
        text = self.text
        lines: list[int] = []
        for name in self.callers:
            # `name(...)`, or `jax.grad(name)(...)`: a transform of it applied on the spot
            # (run_frequency.transformed_and_applied).
            lines.extend(text.line_of(offset) for offset in word_offsets(text.text, name)
                         if text.followed_by(offset + len(name), "(") or
                         text.text.startswith(")(", offset + len(name)))
        factories = self.factories | self.imported_factories
        products = {leaf.node.targets[0].id for leaf in self._leaves_at(sorted(set(lines)))
                    if factories and type(leaf.node) is ast.Assign and len(leaf.node.targets) == 1 and
                    type(leaf.node.targets[0]) is ast.Name and type(leaf.node.value) is ast.Call and
                    type(leaf.node.value.func) is ast.Name and leaf.node.value.func.id in factories}
        for name in products - self.callers:
            # `eval_step = make_eval_step(...)`, then `eval_step(...)`: the factory's new jitted function.
            lines.extend(text.line_of(offset) for offset in word_offsets(text.text, name)
                         if text.followed_by(offset + len(name), "("))
        for leaf in self._leaves_at(sorted(set(lines))):
            passed = {node.id for node in walk_ast_list(leaf.node) if isinstance(node, ast.Name)}
            block: Optional[Block] = leaf.parent
            # Up to the enclosing function's own body: a binding there makes the object once per call of the
            # function (`made_per_call`), one in a loop's body once per iteration.
            while block is not None and block.owner is not None and not isinstance(block.owner.node, ast.ClassDef):
                lines.extend(unit.start for unit in block.units if isinstance(unit.node, ast.Assign) and any(
                    isinstance(target, ast.Name) and target.id in passed for target in unit.node.targets))
                if isinstance(block.owner.node, DEFS):
                    break
                block = block.owner.parent
        return lines

    def _keep_constructed_classes(self, lines: list[int]) -> None:
        """The module's classes that those statements name (`options = Options(0.1)` passed as a static
        argument): their headers and equality methods say whether an instance hashes by identity
        (`made_per_iteration`)."""
        named = {node.id for leaf in self._leaves_at(sorted(set(lines))) for node in walk_ast_list(leaf.node)
                 if isinstance(node, ast.Name)}
        for name in named & self.module.classes.keys():
            for class_unit in self.module.classes[name]:
                self._keep_header(class_unit)
                if class_unit.body is not None:
                    for method in ("__eq__", "__hash__"):
                        for unit in class_unit.body.defs.get(method, ()):
                            if not unit.whole:
                                self._keep(unit)

    def _keep_number_sources(self, lines: list[int]) -> None:
        """A value those statements bind and hand a jitted call may be a Python number a function of the file
        computes (`lr = schedule(epoch)`, `schedule` a def, a lambda, a factory's closure kept in a local or a
        parameter's default, or `BASE_LR * decay ** epoch` with a module constant): the defs and bindings of the
        names the bound values read, along the scope chain, and what those bindings and defaults read in turn
        (ModuleFacts.python_number, JXL503 under a filtering jit)."""
        pending: list[tuple[str, Block]] = []
        for leaf in self._leaves_at(sorted(set(lines))):
            if isinstance(leaf.node, (*DEFS, ast.ClassDef)):
                continue   # `def step(` itself: a jitted def's own statements are traced, no untraced loop's
            for node in walk_ast(leaf.node):
                if isinstance(node, (ast.Assign, ast.AnnAssign)) and node.value is not None:
                    pending.extend((name.id, leaf.parent) for name in walk_ast(node.value)
                                   if isinstance(name, ast.Name))
        seen: set[tuple[str, int]] = set()
        while pending:
            name, block = pending.pop()
            if (name, id(block)) in seen or len(seen) > _MOST_NUMBER_SOURCES:
                continue
            seen.add((name, id(block)))
            for scope in block.chain():
                owner = scope.owner
                if isinstance(scope.owner.node if owner is not None else None, ast.ClassDef):
                    continue   # a class body's names are not the scope of its methods' code
                found = False
                for unit in scope.defs.get(name, ()):
                    self._keep(unit)
                    found = True
                for unit in scope.value_bindings.get(name, ()):
                    self._keep(unit)
                    pending.extend((read.id, scope) for read in walk_ast(unit.node.value)  # type: ignore[attr-defined]
                                   if isinstance(read, ast.Name))
                    found = True
                if owner is not None and isinstance(owner.node, DEFS):
                    for parameter, default in _defaulted_parameters(owner.node):
                        if parameter.arg == name:
                            pending.extend((read.id, owner.parent) for read in walk_ast(default)
                                           if isinstance(read, ast.Name))
                            found = True
                if found:
                    break

    def _keep_call_receivers(self) -> None:
        """`solver.update(...)` where `update` runs a lax loop or is jitted: the binding `solver = LineSearch(f)` in
        the calling scope says whose method it is (`_instance_class`, JXL504 on a method called in a loop)."""
        text = self.text
        for name in self.callers:
            for offset in word_offsets(text.text, name):
                if offset < 2 or text.text[offset - 1] != "." or not text.followed_by(offset + len(name), "("):
                    continue
                receiver = _RECEIVER_BEFORE_DOT.search(text.text, max(0, offset - 101), offset - 1)
                if receiver is None:
                    continue
                for leaf in self._leaves_at([text.line_of(offset)]):
                    block: Optional[Block] = leaf.parent
                    while block is not None:
                        for unit in block.instances.get(receiver.group(1), ()):
                            if not unit.whole:
                                self._keep(unit)
                        block = block.owner.parent if block.owner is not None else None

    def _keep_counters_and_driver_loops(self) -> None:
        """The counter and asserts of a function counting traces in a closure (trace_counters.py), and the loop
        of a training driver (run_frequency.py)."""
        for block in list(self._blocks()):
            # The counter and the asserts of a function that counts traces in a closure (trace_counters.py).
            owner = block.owner
            if owner is not None and owner.header_kept and not owner.whole and isinstance(owner.node, DEFS):
                body = "".join(self.text.lines[owner.start - 1:owner.end])
                if "nonlocal" in body or ".append(" in body or _ITEM_WRITE.search(body):
                    for unit in block.units:
                        if not unit.whole and (_is_assertion(unit.node) or _binds_constant(unit.node)):
                            self._keep(unit)
        for block in list(self._blocks()):
            # A training driver's loop tells run_frequency.py that the driver runs once per experiment.
            owner = block.owner
            if owner is not None and owner.header_kept and isinstance(owner.node, DEFS) and \
                    is_training_driver_name(owner.node.name):
                loop = next((unit for unit in block.units if isinstance(unit.node, (ast.For, ast.While))), None)
                if loop is not None and not loop.whole:
                    self._keep(loop)

    def _keep_builtin_shadows(self) -> None:
        """`builtin_called` asks whether a module-level def shadows the builtin."""
        for unit in self.module.units:
            if any(hasattr(builtins, name) for name in scope_level_defs(unit.node, into_classes=False)):
                self._keep(unit)

    def _keep_outer_bindings(self) -> None:
        """Containers bound in a scope around traced code (`containers_by_scope`), names bound to a partial
        (`partial_bindings`) or to a grad-like transform (`transform_bindings`)."""
        for block in list(self._blocks()):
            owner = block.owner
            in_kept_scope = (owner is None and self.any_candidate) or (
                owner is not None and owner.header_kept and not owner.whole)
            if not in_kept_scope:
                continue
            # `N = jnp.asarray(n)` in a function around traced code: a captured jax array (`is_captured_jax_array`
            # reads every binding of the name in that function).
            # Likewise `experts = [relu, tanh]` there: a Python sequence (`outer_sequences` reads every binding).
            in_def = owner is not None and isinstance(owner.node, DEFS)
            # And `diff_mode = grid is not None` there, with every binding of `grid`: no None in the traced code
            # when every transform sits under the flag (`transforms_guarded_not_none`).
            arrays = self._jax_array_names(owner) | self._sequence_names(owner) | self._not_none_names(owner) \
                if in_def else set()
            for unit in block.units:
                if arrays and not unit.whole and arrays & set(WORD.findall(
                        "".join(self.text.lines[unit.start - 1:unit.end]))):
                    self._keep(unit)
                    continue
                # Containers bound in a scope around traced code (`is_outer_container`, JXL202), and names rebound
                # to `functools.partial(f, ...)` (what `jax.jit(f)` then traces has those arguments bound).
                # In a function, also the sweeps its loops iterate over (run_frequency.sweep_length).
                if not unit.whole and not unit.header_kept and self._binds_context_name(
                        unit.node, owner is not None and isinstance(owner.node, DEFS)):
                    self._keep(unit)
                elif in_def and not unit.whole and self._tests_numpy_identity(unit.node):
                    # `if xp is np: return ...` before the transforms of the function: past it, `xp` is not numpy
                    # (`transforms_past_numpy`).
                    self._keep(unit)
                elif owner is not None and isinstance(owner.node, ast.ClassDef) and isinstance(
                        unit.node, ast.AnnAssign) and not unit.whole:
                    # The fields of a NamedTuple / dataclass: its generated constructor stores arguments there.
                    self._keep(unit)

    def _tests_numpy_identity(self, statement: ast.AST) -> bool:
        """Is `statement` an `if` testing a name by identity with numpy (`if xp is np:`, `if xp is not np:`)?"""
        if not isinstance(statement, ast.If):
            return False
        test = statement.test.operand if isinstance(statement.test, ast.UnaryOp) and isinstance(
            statement.test.op, ast.Not) else statement.test
        return isinstance(test, ast.Compare) and len(test.ops) == 1 and isinstance(test.ops[0], (ast.Is, ast.IsNot)) \
            and isinstance(test.left, ast.Name) and isinstance(test.comparators[0], ast.Name) and \
            self.aliases.get(test.comparators[0].id) == "numpy"

    def _keep_module_sequences(self) -> None:
        """Module-level names bound to list/tuple literals (`is_module_sequence`) or to array calls (jax.numpy and
        jax.random: `host_jax_arrays`, omnistaging; numpy: `host_numpy_arrays`), every module-level binding of
        them, and whatever rebinds them in a function around kept code (it shadows the module's)."""
        bound: dict[str, list[Unit]] = {}
        sequences: set[str] = set()
        for unit in self.module.units:
            stack: list[ast.AST] = [unit.node]
            while stack:
                node = stack.pop()
                if isinstance(node, ast.Assign):
                    for target in node.targets:
                        if isinstance(target, ast.Name):
                            if isinstance(node.value, _SEQUENCE_LITERALS) or self._is_array_call(node.value):
                                sequences.add(target.id)
                # Every binding counts, unpacking and loops included (`A, B = (jnp.array(x) for x in (A, B))`
                # rebinds a numpy table to a jax array).
                for target in _binding_targets(node):
                    for name_node in ast_walk(target):
                        if isinstance(name_node, ast.Name):
                            bound.setdefault(name_node.id, []).append(unit)
                if isinstance(node, (*DEFS, ast.ClassDef)):
                    continue
                for statements in statement_lists(node):
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
                if not unit.whole and sequences & set(WORD.findall(
                        "".join(self.text.lines[unit.start - 1:unit.end]))):
                    self._keep(unit)

    def _is_array_call(self, value: ast.AST) -> bool:
        return isinstance(value, ast.Call) and (qualified_name(value.func, self.aliases) or "").startswith(
            ("jax.numpy.", "jax.random.", "numpy."))

    def _binds_context_name(self, statement: Statement, in_function: bool) -> bool:
        stack = [statement]
        while stack:
            node = stack.pop()
            if isinstance(node, ast.Assign) and (self._is_container(node.value) or self._is_partial(node.value)
                                                 or (in_function and self._is_sweep(node.value))) \
                    and any(isinstance(t, ast.Name) for t in node.targets):
                return True
            if isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name) and node.value is not None \
                    and self._is_container(node.value):
                return True
            if isinstance(node, (*DEFS, ast.ClassDef)):
                continue
            for statements in statement_lists(node):
                stack.extend(statements)
        return False

    def _is_sweep(self, value: ast.AST) -> bool:
        """A tuple display or a call building a sweep over such (`sweep_length` counts loops over it), or an array
        of one sequence (`jnp.array([1.0, 0.5, 0.1])`, whose items it iterates)."""
        if isinstance(value, ast.Tuple):
            return True
        return isinstance(value, ast.Call) and (array_of_written_values(value) or
            (isinstance(value.func, ast.Name) and value.func.id in SWEEP_BUILDERS)
            or qualified_name(value.func, self.aliases) in SWEEP_BUILDERS)

    def _is_partial(self, value: ast.AST) -> bool:
        """`functools.partial(f, ...)`, or a grad-like transform of a function (`transform_bindings`)."""
        return isinstance(value, ast.Call) and qualified_name(value.func, self.aliases) in PARTIAL | TRANSPARENT

    def _is_container(self, value: ast.AST) -> bool:
        if isinstance(value, _CONTAINER_LITERALS):
            return True
        if isinstance(value, ast.Call):
            if isinstance(value.func, ast.Name) and value.func.id in CONTAINER_BUILTINS:
                return True
            return qualified_name(value.func, self.aliases) in CONTAINER_CONSTRUCTORS
        return False

    # the skeleton text
    def _skeleton(self) -> RegionPlan:
        lines = self.text.lines
        if not all(unit.clean_start for unit in self._all_units()):
            # A statement shares its first line with something else (`@` alone on a line...): rare enough to
            # hand libcst the whole file.
            return RegionPlan(self.aliases, self.relative, self.text.text, list(range(1, len(lines) + 1)))
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
        return RegionPlan(self.aliases, self.relative, "".join(skeleton), line_map, keep)

    def _emit(self, block: Block, keep: bytearray, inserted: dict[int, str]) -> None:
        """Mark the lines of `block` to keep; a split class or function keeps its header and kept members."""
        for group in shared_line_groups(block.units):
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


# How many (name, scope) pairs `_keep_number_sources` follows in one file.
_MOST_NUMBER_SOURCES = 200


def plan_regions(source: str, tree: ast.Module, extra_jit: frozenset[str] = frozenset(),
                 extra_candidates: Iterable[str] = (), extra_callers: Iterable[str] = (),
                 array_results: Iterable[str] = (), imported_factories: Iterable[str] = ()) -> RegionPlan:
    """The skeleton of `source` (already parsed into `tree` by Python) that holds everything the analysis needs.

    `extra_candidates` names functions to treat as possibly traced whatever this file says (a caller elsewhere
    traces them); `extra_callers` names imported functions compiled with static arguments, whose calls matter
    like those of the file's own jitted functions (JXL503); `array_results` names imported functions of other
    project files that return a jax array, whose results the file may assign items of (JXL301) though it imports
    no jax; `imported_factories` names those of `extra_callers` that return a new jitted function on each call
    (JXL502: the names bound to their results are called like jitted functions)."""
    extra_jit, extra_candidates, extra_callers = frozenset(extra_jit), frozenset(extra_candidates), frozenset(
        extra_callers)
    if not extra_candidates and not extra_callers and not triggers(extra_jit).anywhere(source) and \
            not ITEM_ASSIGNMENT.search(source):
        # No wrapper's name, no `.at` and no item assignment anywhere in the text: nothing can be reported.
        text = text_of(source)
        return RegionPlan(*file_imports(text, tree), None, [])
    planner = _Planner(source, tree, extra_jit, extra_candidates)
    planner.imported_callers = frozenset(extra_callers)
    planner.imported_factories = frozenset(imported_factories)
    planner.imported_array_results = frozenset(array_results)
    planner.callers.update(extra_callers)
    try:
        return planner.plan()
    finally:
        planner.release()


def _at_update(call: ast.Call) -> bool:
    """`x.at[i].set(v)` (any update method): a new jax array (`host_jax_arrays`)."""
    func = call.func
    return isinstance(func, ast.Attribute) and func.attr in AT_METHODS and \
        isinstance(func.value, ast.Subscript) and isinstance(func.value.value, ast.Attribute) and \
        func.value.value.attr == "at"


def _unpacked(target: ast.AST, value: Optional[ast.AST]) -> list[tuple[ast.AST, Optional[ast.AST]]]:
    """The target with its value, or each part of a tuple target with its item of a display of the same length."""
    if isinstance(target, (ast.Tuple, ast.List)) and isinstance(value, (ast.Tuple, ast.List)) and \
            len(target.elts) == len(value.elts):
        return list(zip(target.elts, value.elts))
    return [(target, value)]


def _held_attribute(expression: ast.AST) -> list[str]:
    """`data` for `self.data` or `self.data[name]`; nothing for anything else."""
    if isinstance(expression, ast.Subscript):
        expression = expression.value
    if isinstance(expression, ast.Attribute) and isinstance(expression.value, ast.Name) and \
            expression.value.id == "self":
        return [expression.attr]
    return []


def _binding_targets(node: ast.AST) -> list[ast.AST]:
    if isinstance(node, ast.Assign):
        return list(node.targets)
    if isinstance(node, (ast.AnnAssign, ast.AugAssign, ast.For, ast.AsyncFor)):
        return [node.target]
    if isinstance(node, (ast.With, ast.AsyncWith)):
        return [item.optional_vars for item in node.items if item.optional_vars is not None]
    return []


def _defaulted_parameters(node: ast.FunctionDef | ast.AsyncFunctionDef) -> list[tuple[ast.arg, ast.expr]]:
    """(parameter, default) for each parameter of `node` that has a default."""
    positional = [*node.args.posonlyargs, *node.args.args]
    pairs = list(zip(positional[len(positional) - len(node.args.defaults):], node.args.defaults))
    pairs.extend((argument, default) for argument, default in zip(node.args.kwonlyargs, node.args.kw_defaults)
                 if default is not None)
    return pairs


def _annotated_fields(node: ast.ClassDef) -> set[str]:
    """Names a class body declares with an annotation (`update: Callable`): a record's fields."""
    return {statement.target.id for statement in node.body
            if isinstance(statement, ast.AnnAssign) and isinstance(statement.target, ast.Name)}


def _local_base_units(unit: Unit) -> list[Unit]:
    """The classes of the enclosing scopes that a class unit derives from: their constructors run for its
    instances (`Rx(p)` runs `Rotation.__init__`), and their methods are its methods."""
    if not isinstance(unit.node, ast.ClassDef) or unit.parent is None:
        return []
    found: list[Unit] = []
    pending = [unit]
    while pending and len(found) < 8:
        current = pending.pop()
        bases = {base.id for base in current.node.bases if isinstance(base, ast.Name)}
        for block in current.parent.chain() if current.parent is not None else ():
            for name in bases & block.classes.keys():
                for class_unit in block.classes[name]:
                    if class_unit is not unit and class_unit not in found:
                        found.append(class_unit)
                        pending.append(class_unit)
    return found


def _filled_self_attributes(statement: ast.stmt) -> frozenset[Optional[str]]:
    """The attributes of `self` the statement adds to (`self.layers += [...]`, `self.layers.append(Dense(...))`, in
    a loop or not; None for any other target): what it adds says what the attribute holds
    (ModuleIndex.self_element_mixes)."""
    found: set[Optional[str]] = set()
    for node in walk_ast_list(statement):   # (a list costs less than a generator: most statements fill none)
        if type(node) is ast.AugAssign:
            target = node.target
        elif type(node) is ast.Call and type(node.func) is ast.Attribute and node.func.attr in ("append", "extend"):
            target = node.func.value
        else:
            continue
        found.add(self_attribute(target))
    return frozenset(found)


def _parameter_names(function: ast.FunctionDef | ast.AsyncFunctionDef) -> set[str]:
    arguments = function.args
    return {argument.arg for argument in (*arguments.posonlyargs, *arguments.args, *arguments.kwonlyargs)}
