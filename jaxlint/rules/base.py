"""The rule protocol and the single walk that feeds every rule.

A rule is a small class: its code, a one-line summary, documentation (what / why / example / fix) and VALID and
INVALID examples that the test suite runs. It defines `visit_<NodeType>` methods and asks `self.facts` and
`self.context` about the code; it never works out what is traced by itself.
"""

from __future__ import annotations

import functools
import inspect
import io
import tokenize
from dataclasses import dataclass, field
from typing import ClassVar, Optional, Union

import libcst as cst

from ..analysis.confirm_target import ConfirmTarget, confirm_target
from ..analysis.module import ModuleFacts, TracedFunction
from ..analysis.values import Value
from ..analysis.walk import derives_from
from ..analysis.wrappers import WRAPPERS, Wrapper
from ..fixes.catalog import documentation_lines
from ..codes import ROWS, RuleRow, in_tests_note


@dataclass(frozen=True)
class Finding:
    node: cst.CSTNode
    code: str
    message: str
    fix: Optional[str] = None
    # What `--confirm` runs to reproduce it (computed by the analysis, carried to the Diagnostic).
    confirm_target: Optional[ConfirmTarget] = None
    # The offer of a mechanical fix (see jaxlint/fixes): the applicability and what the fixer needs to know that
    # only the analysis knows.
    fix_data: Optional[dict] = None


@dataclass
class Loop:
    node: cst.CSTNode
    targets: set[str]


@dataclass
class Scope:
    node: Union[cst.Module, cst.ClassDef, cst.FunctionDef, cst.Lambda]
    trace: Optional[TracedFunction]
    loops: list[Loop] = field(default_factory=list)


class Context:
    """Where the walk is: the innermost function (and whether JAX traces it) and the loops around us in it."""

    def __init__(self, facts: ModuleFacts) -> None:
        self.facts = facts
        self.scopes: list[Scope] = []
        # The innermost scope's trace, kept up to date by `enter`/`leave`: every rule asks for it on every node.
        self.trace: Optional[TracedFunction] = None
        self.findings: list[Finding] = []
        # Inside the test of an `if`/`while`/ternary/`assert`: bool() is applied to the whole test there.
        self.condition_depth = 0
        # Subscript/attribute nodes that are written to (`x[i] = v`), not read.
        self.assignment_targets: set[cst.CSTNode] = set()
        # The module-level statement being walked, and the one holding each finding (positions are computed for
        # those statements only).
        self.statement: Optional[cst.CSTNode] = None
        self.statements: list[Optional[cst.CSTNode]] = []

    def enter(self, scope: Scope) -> None:
        self.scopes.append(scope)
        self.trace = scope.trace

    def leave(self) -> None:
        self.scopes.pop()
        self.trace = self.scopes[-1].trace if self.scopes else None

    @property
    def function(self) -> Optional[Union[cst.FunctionDef, cst.Lambda]]:
        for scope in reversed(self.scopes):
            if type(scope.node) is cst.FunctionDef or type(scope.node) is cst.Lambda:
                return scope.node
        return None

    @property
    def loops(self) -> list[Loop]:
        return self.scopes[-1].loops if self.scopes else []

    def report(self, finding: Finding) -> None:
        self.findings.append(finding)
        self.statements.append(self.statement)


class Rule:
    code: ClassVar[str]
    # From the code's row in the registry (jaxlint/codes.py): the name, family, severity and confirm evidence.
    row: ClassVar[RuleRow]
    name: ClassVar[str]
    summary: ClassVar[str]
    what: ClassVar[str]
    why: ClassVar[str]
    fix_hint: ClassVar[str]
    use_instead: ClassVar[str] = ""
    # Code that must stay silent / must be reported. Lines to report end with `# expect: CODE`.
    valid: ClassVar[tuple[str, ...]] = ()
    invalid: ClassVar[tuple[str, ...]] = ()

    def __init_subclass__(cls, **kwargs) -> None:
        super().__init_subclass__(**kwargs)
        row = ROWS.get(getattr(cls, "code", ""))
        if row is None:
            raise TypeError(f"{cls.__name__}: code {getattr(cls, 'code', None)!r} has no row in jaxlint/codes.py")
        cls.row = row
        cls.name = row.name

    def __init__(self, context: Context) -> None:
        self.context = context
        self.facts = context.facts

    # helpers rules share
    @property
    def trace(self) -> Optional[TracedFunction]:
        return self.context.trace

    def value(self, expression: cst.BaseExpression) -> Value:
        return self.facts.value_of(expression)

    def traced(self, expression: Optional[cst.BaseExpression]) -> bool:
        return expression is not None and self.trace is not None and self.facts.value_of(expression).traced

    def truthiness_fails(self, expression: Optional[cst.BaseExpression]) -> bool:
        """Would bool(expression) raise under tracing? Not for Python containers, nor for values that may be
        Python objects rather than arrays (an Optional parameter, a pytree field, an unknown call's result)."""
        if not self.traced(expression):
            return False
        value = self.facts.value_of(expression)
        return not value.sequence and not value.opaque and not value.container

    def concretization_fails(self, expression: Optional[cst.BaseExpression]) -> bool:
        """Would turning expression into a Python number (int(), range(), a shape, a slice bound) raise under
        tracing? Not for values that may be Python numbers rather than arrays: a pytree's metadata field
        (`bcoo.n_sparse`), an Optional parameter, an unknown call's result."""
        return self.traced(expression) and self.facts.value_of(expression).not_python_number

    def describe(self, expression: cst.BaseExpression) -> str:
        """How a message names a traced expression: `x`, or `x` in `x.sum() > 0`."""
        names = self.facts.traced_names(expression)
        code = quoted_code(self.facts.code_for_node(expression))
        if len(code) > 40:
            code = code[:37] + "..."
        if not names or names[0] == code:
            return f"`{code}`"
        return f"`{code}` (traced through `{names[0]}`)"

    def _root_wrapper(self) -> Optional[Wrapper]:
        """The wrapper that traces the current function itself (`@jax.jit`, `nnx.jit(f)`), when there is one."""
        trace = self.trace
        if trace is None or not trace.root:
            return None
        return next((wrapper for wrapper in WRAPPERS.values() if wrapper.label == trace.reason), None)

    def defaulted_note(self, expression: cst.BaseExpression) -> str:
        value = self.facts.value_of(expression)
        if not (value.defaulted and value.source):
            return ""
        wrapper = self._root_wrapper()
        if wrapper is not None and wrapper.filtered and wrapper.static_names_keyword is None:
            # equinox.filter_jit has no static_argnames: a Python value is static there already.
            return (f"; `{value.source}` has a default and `{wrapper.label}` keeps a Python value passed for it "
                    f"static, so this fails only when a caller passes an array (pass a Python value instead)")
        return (f"; `{value.source}` has a default, so this fails as soon as a caller passes it "
                f"(or declare it in static_argnames)")

    def static_argument_fix(self, expression: cst.BaseExpression) -> Optional[dict]:
        """The offer to declare a parameter static, when `expression` is traced only through a parameter with a
        default (a flag or a size that steers Python) of the function a jit wrapper with `static_argnames`
        (jax.jit, flax.nnx.jit; not equinox.filter_jit, which has none) traces itself."""
        value = self.facts.value_of(expression)
        trace = self.trace
        wrapper = self._root_wrapper()
        if not (value.defaulted and value.source and trace is not None and wrapper is not None
                and wrapper.compiles and wrapper.static_names_keyword == "static_argnames"
                and value.source in trace.params and isinstance(trace.node, cst.FunctionDef)):
            return None
        return {"param": value.source, "function": trace.info.name}

    def report(self, node: cst.CSTNode, message: str, fix: Optional[str] = None,
               fix_data: Optional[dict] = None) -> None:
        """`fix` is the advice in words; `fix_data` offers a mechanical fix (jaxlint.fixes checks that the node's
        syntax allows it, the rule vouches for the semantics)."""
        if fix_data is not None:
            from ..fixes.builders import offer

            fix_data = offer(self.code, node, fix_data)
        self.context.report(Finding(node, self.code, message, fix if fix is not None else self.fix_hint,
                                    confirm_target(self.facts, self.context.function, node), fix_data))

    @classmethod
    def example_code(cls) -> str:
        """The first INVALID example without its `# expect:` markers."""
        return strip_expectations(cls.invalid[0]) if cls.invalid else ""

    @classmethod
    def severity_note(cls) -> str:
        """`error; --confirm expects TracerBoolConversionError at the flagged line`, from the registry row."""
        row = cls.row
        if row.raises:
            return f"{row.severity}; --confirm expects {row.confirm_evidence} at the flagged line"
        if row.symptom:
            return f"{row.severity}; --confirm expects the symptom {row.symptom}"
        return row.severity

    @classmethod
    def documentation(cls) -> str:
        parts = [f"{cls.code} ({cls.name}): {cls.summary}", "", "What it does", "  " + cls.what, "",
                 "Why is this bad?", "  " + cls.why]
        example = cls.example_code()
        if example:
            parts += ["", "Example", _indent(example)]
        if cls.use_instead:
            parts += ["", "Use instead", _indent(cls.use_instead)]
        parts += ["", "Fix", "  " + cls.fix_hint, *documentation_lines(cls.code), "", "Severity",
                  "  " + cls.severity_note(), "", "In test files", "  " + in_tests_note(cls.row)]
        return "\n".join(parts) + "\n"


def quoted_code(code: str) -> str:
    """Source text as a message quotes it: comments dropped and whitespace collapsed, so that a finding stays one
    line of text output whatever the layout of the source (black splits long conditions over several lines)."""
    lines = code.splitlines()
    try:
        for token in tokenize.generate_tokens(io.StringIO(code).readline):
            if token.type == tokenize.COMMENT:
                row, column = token.start
                lines[row - 1] = lines[row - 1][:column]
    except (tokenize.TokenError, IndentationError, SyntaxError):
        pass  # an expression cut out of a valid module always tokenizes; keep the text as it is if not
    return " ".join(" ".join(lines).split()).replace("( ", "(").replace(" )", ")")


def strip_expectations(source: str) -> str:
    lines = []
    for line in source.splitlines():
        marker = line.find("# expect:")
        lines.append(line[:marker].rstrip() if marker >= 0 else line)
    return "\n".join(lines).strip("\n")


def _indent(code: str) -> str:
    return "\n".join("    " + line if line else "" for line in code.strip("\n").splitlines())


class RuleRunner(cst.CSTVisitor):
    """Walks the module once and hands each node to the rules that asked for its type."""

    # The only attributes `on_visit_attribute` looks at (analysis/walk.py announces no other).
    announced_attributes = frozenset({"test", "body", "orelse"})

    def __init__(self, facts: ModuleFacts, rule_classes: list[type[Rule]]) -> None:
        self.context = Context(facts)
        self.facts = facts
        self.depth = 0   # 0 at the module, 1 at its statements
        self.visitors: dict[str, list] = {}
        self.leavers: dict[str, list] = {}
        for rule_class in rule_classes:
            rule = rule_class(self.context)
            for attribute in _handler_names(rule_class):
                handlers = self.visitors if attribute.startswith("visit_") else self.leavers
                handlers.setdefault(attribute[6:], []).append(getattr(rule, attribute))
        # What `on_visit`/`on_leave` do anything for (analysis/walk.py calls them on those only): the classes the
        # rules handle, scopes, loops and assignments, and statements (the module-level one is found by depth).
        self.visited_types = _visited_types(frozenset((*self.visitors, *self.leavers)))

    @property
    def findings(self) -> list[Finding]:
        return self.context.findings

    def on_visit(self, node: cst.CSTNode) -> bool:
        # libcst's node classes are final and their isinstance checks slow (ABCs): dispatch on the exact type.
        kind = type(node)
        if self.depth == 1:
            self.context.statement = node
        self.depth += 1
        if kind is cst.Assign:
            self.context.assignment_targets.update(t.target for t in node.targets)
        elif kind is cst.AugAssign or kind is cst.AnnAssign:
            self.context.assignment_targets.add(node.target)
        concrete = self._concrete(node, kind)
        if concrete:
            # After a host fallback's conversion (analysis/host_fallback.py), or an operand a decided `and` / `or`
            # never reaches: nothing here is traced, the node itself included (`bool(...)` is one).
            self.context.enter(Scope(node, None))
        for handler in self.visitors.get(kind.__name__, ()):
            handler(node)
        if kind in _SCOPES:
            self.context.enter(Scope(node, self.facts.traced_function(node)))
        elif kind is cst.Param and node.default is not None:
            # A default value is evaluated once, where the def runs, in the code around the function: not traced
            # with the function's body (`key=jax.random.PRNGKey(time.time_ns())` is a per-process key).
            self.context.enter(Scope(node, self.context.scopes[-2].trace if len(self.context.scopes) > 1 else None))
        elif concrete:
            pass
        elif kind is cst.For or kind is cst.While:
            targets = _target_names(node.target) if kind is cst.For else set()
            self.context.loops.append(Loop(node, targets))
        elif kind in _COMPREHENSIONS:
            targets: set[str] = set()
            clause = node.for_in
            while clause is not None:
                targets |= _target_names(clause.target)
                clause = clause.inner_for_in
            self.context.loops.append(Loop(node, targets))
        return True

    def on_visit_attribute(self, node: cst.CSTNode, attribute: str) -> None:
        if attribute == "test" and type(node) in _CONDITIONAL:
            self.context.condition_depth += 1
        elif (attribute == "body" or attribute == "orelse") and self.facts.concrete_branches and (
                getattr(node, attribute) in self.facts.concrete_branches):
            # A guarded branch that runs only on concrete values: nothing there is traced.
            self.context.enter(Scope(node, None))

    def on_leave_attribute(self, original_node: cst.CSTNode, attribute: str) -> None:
        if attribute == "test" and type(original_node) in _CONDITIONAL:
            self.context.condition_depth -= 1
        elif (attribute == "body" or attribute == "orelse") and self.facts.concrete_branches and (
                getattr(original_node, attribute) in self.facts.concrete_branches):
            self.context.leave()

    def _concrete(self, node: cst.CSTNode, kind: type) -> bool:
        """Whether `node` is code the analysis found runs only on concrete values (a scope or a default is its own
        scope). The sets of concrete code are mostly empty, and are asked only when not: a libcst node's hash is a
        Python call."""
        return bool(self.facts.concrete_statements) and kind not in _SCOPES and not (
            kind is cst.Param and node.default is not None) and node in self.facts.concrete_statements

    def on_leave(self, original_node: cst.CSTNode) -> None:
        self.depth -= 1
        kind = type(original_node)
        concrete = self._concrete(original_node, kind)
        if kind in _SCOPES or kind is cst.Param and original_node.default is not None:
            self.context.leave()
        elif not concrete and (kind is cst.For or kind is cst.While or kind in _COMPREHENSIONS):
            self.context.loops.pop()
        for handler in self.leavers.get(kind.__name__, ()):
            handler(original_node)
        if concrete:
            self.context.leave()


_SCOPES = frozenset({cst.Module, cst.ClassDef, cst.FunctionDef, cst.Lambda})
_COMPREHENSIONS = frozenset({cst.ListComp, cst.SetComp, cst.DictComp, cst.GeneratorExp})
_CONDITIONAL = frozenset({cst.If, cst.While, cst.IfExp, cst.Assert})
_STRUCTURE = frozenset(_SCOPES | _COMPREHENSIONS | {cst.For, cst.While, cst.Assign, cst.AugAssign, cst.AnnAssign}
                       | {cst.Param}
                       | {kind for kind in vars(cst).values() if isinstance(kind, type)
                          and derives_from(kind, cst.BaseStatement) and not inspect.isabstract(kind)})


@functools.cache
def _visited_types(handled: frozenset[str]) -> frozenset[type]:
    """The node classes a runner whose rules handle the classes named `handled` is called on: one set per rule
    selection, so that every module's walk shares its plan (analysis/walk.py)."""
    return _STRUCTURE | {getattr(cst, name) for name in handled}


@functools.cache
def _handler_names(rule_class: type[Rule]) -> tuple[str, ...]:
    """The `visit_X`/`leave_X` methods of a rule class, in `dir` order (`dir` is slow; a runner is made per module)."""
    return tuple(attribute for attribute in dir(rule_class) if attribute.startswith(("visit_", "leave_")))


def _target_names(target: cst.CSTNode) -> set[str]:
    if isinstance(target, cst.Name):
        return {target.value}
    if isinstance(target, (cst.Tuple, cst.List)):
        return set().union(*(_target_names(e.value) for e in target.elements)) if target.elements else set()
    if isinstance(target, cst.StarredElement):
        return _target_names(target.value)
    return set()
