"""From findings to text edits on the file's own parse, and from edits to the fixed file.

Every edit is made on `libcst.parse_module` of the whole file (not the analysis's tree): the finding's position
names the node, the builder gives its replacement, and the replacement's code takes exactly the node's span, so
everything around it (comments, blank lines, the other statements' layout) stays as the user wrote it.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass, field
from typing import Any, Optional, Sequence

import libcst as cst
from libcst.metadata import MetadataWrapper, PositionProvider

from ..diagnostics import Diagnostic
from .builders import JAX, JAX_NUMPY, SAFE, UNSAFE, Names, build
from .edits import Edit
from .hoist import hoist
from .static_args import PARTIAL

MAX_ROUNDS = 10   # fixes that make room for others (nested `and`s) need a few rounds; a cycle must still end
_NEWLINES = re.compile(r"\r\n|\r|\n")
_NOQA_COMMENT = re.compile(r"#\s*noqa", re.IGNORECASE)


@dataclass
class Fix:
    diagnostic: Diagnostic
    applicability: str
    message: str
    edits: list[Edit] = field(default_factory=list)
    round: int = 0   # the pass that applied it (0: on the file as it was, where its finding's position holds)

    def public(self) -> dict[str, Any]:
        return {"applicability": self.applicability, "message": self.message,
                "edits": [edit.public() for edit in sorted(self.edits, key=lambda e: (e.line, e.col))]}


class _Module:
    """The file's parse and what edits need from it: node positions, import spellings, where imports go."""

    def __init__(self, source: str) -> None:
        self.source = source
        self.module = cst.parse_module(source)
        wrapper = MetadataWrapper(self.module, unsafe_skip_copy=True)
        self.positions = wrapper.resolve(PositionProvider)
        self.lines = _lines(source)
        self.starts = [0]
        for line in self.lines:
            self.starts.append(self.starts[-1] + len(line))
        self.by_span: dict[tuple[int, int, int, int], list[cst.CSTNode]] = {}
        for node, where in self.positions.items():
            key = (where.start.line, where.start.column, where.end.line, where.end.column)
            self.by_span.setdefault(key, []).append(node)
        self.parents: Optional[Any] = None
        self.hoisted_names: set[str] = set()
        self._names_used: Optional[set[str]] = None
        self.partial: Optional[str] = None   # how the file spells functools.partial, when it imports it
        self.names, self.bound_elsewhere, self.import_line = self._imports()

    def _imports(self) -> tuple[Names, set[str], int]:
        """How the module spells jax and jax.numpy at top level, the top-level names imported from anything else,
        and the line before which a new import goes (after the leading docstring and imports)."""
        jax_name: Optional[str] = None
        jnp_name: Optional[str] = None
        other: set[str] = set()
        insert_before = None
        for index, statement in enumerate(self.module.body):
            is_import = isinstance(statement, cst.SimpleStatementLine) and all(
                isinstance(small, (cst.Import, cst.ImportFrom)) for small in statement.body)
            is_docstring = index == 0 and isinstance(statement, cst.SimpleStatementLine) and isinstance(
                statement.body[0], cst.Expr) and isinstance(statement.body[0].value,
                                                           (cst.SimpleString, cst.ConcatenatedString))
            if is_import or is_docstring:
                insert_before = self.positions[statement].end.line + 1
            elif insert_before is None:
                insert_before = self.positions[statement].start.line
            if not is_import:
                if insert_before is not None and not is_docstring:
                    break
                continue
            for small in statement.body:
                if isinstance(small, cst.Import):
                    for alias in small.names:
                        dotted = self.module.code_for_node(alias.name)
                        bound = alias.asname.name.value if alias.asname else dotted.split(".")[0]
                        if dotted == "jax" or (dotted.startswith("jax.") and not alias.asname):
                            jax_name = jax_name or bound
                            if dotted == "jax.numpy" and not alias.asname:
                                jnp_name = jnp_name or "jax.numpy"
                        elif dotted == "jax.numpy":
                            jnp_name = jnp_name or bound
                        elif dotted == "functools":
                            self.partial = self.partial or f"{bound}.partial"
                            other.add(bound)
                        else:
                            other.add(bound)
                elif isinstance(small, cst.ImportFrom) and not isinstance(small.names, cst.ImportStar):
                    module = self.module.code_for_node(small.module) if small.module else ""
                    for alias in small.names:
                        bound = alias.asname.name.value if alias.asname else alias.name.value
                        if module == "jax" and not small.relative and alias.name.value == "numpy":
                            jnp_name = jnp_name or bound
                        elif module == "functools" and alias.name.value == "partial":
                            self.partial = bound
                            other.add(bound)
                        else:
                            other.add(bound)
        if insert_before is None:
            insert_before = len(self.lines) + 1
        return Names(jax=jax_name or "", jnp=jnp_name or ""), other, insert_before

    def spelling(self) -> Names:
        """The names new code uses: the file's own, else the ones the added imports bind."""
        return Names(jax=self.names.jax or "jax", jnp=self.names.jnp or "jnp")

    def import_edit(self, module: str) -> Optional[Edit]:
        """The edit that adds `module` (JAX or JAX_NUMPY) when the file lacks it; None when present. Raises
        LookupError when the name it would bind is taken by another import."""
        if module == JAX and self.names.jax or module == JAX_NUMPY and self.names.jnp or (
                module == PARTIAL and self.partial):
            return None
        name = {JAX: "jax", JAX_NUMPY: "jnp", PARTIAL: "partial"}[module]
        if name in self.bound_elsewhere:
            raise LookupError(name)
        text = {JAX: "import jax", JAX_NUMPY: "import jax.numpy as jnp", PARTIAL: "from functools import partial"}[
            module]
        newline = self.module.default_newline
        if self.import_line > len(self.lines):
            last = len(self.lines)
            tail = self.lines[-1] if self.lines else ""
            prefix = "" if not tail or tail.endswith(("\n", "\r")) else newline
            column = len(tail.rstrip("\r\n")) if prefix else len(tail)
            return Edit(last or 1, column if last else 0, last or 1, column if last else 0, prefix + text + newline)
        return Edit(self.import_line, 0, self.import_line, 0, text + newline)

    def content(self, node: cst.CSTNode, replacement: cst.CSTNode, span: tuple[int, int, int, int]
                ) -> Optional[str]:
        """The text that replaces `node`'s span. Rendered in place, in the whole module: a node alone loses the
        indentation of its block on its continuation lines."""
        fixed = self.module.deep_replace(node, replacement).code
        starts = [0]
        for line in self.lines:
            starts.append(starts[-1] + len(line))
        start = _offset(starts, span[0], span[1])
        end = _offset(starts, span[2], span[3])
        tail = len(self.source) - end
        if not (fixed.startswith(self.source[:start]) and fixed.endswith(self.source[end:])) or \
                len(fixed) - tail < start:
            return None   # the node's parentheses or surroundings changed too: not an edit of its span
        return fixed[start:len(fixed) - tail]

    def _parent(self, node: cst.CSTNode) -> Optional[cst.CSTNode]:
        from libcst.metadata import ParentNodeProvider

        if self.parents is None:
            self.parents = MetadataWrapper(self.module, unsafe_skip_copy=True).resolve(ParentNodeProvider)
        return self.parents.get(node)

    def names_used(self) -> set[str]:
        if self._names_used is None:
            collector = _NameCollector()
            self.module.visit(collector)
            self._names_used = collector.names
        return self._names_used

    def text_of(self, span: Any) -> str:
        starts = [0]
        for line in self.lines:
            starts.append(starts[-1] + len(line))
        return self.source[_offset(starts, span.start.line, span.start.column):
                           _offset(starts, span.end.line, span.end.column)]

    def static_argument(self, node: cst.CSTNode, data: dict) -> Optional[tuple[cst.CSTNode, Any]]:
        """The jit form to edit to declare data["param"] static, for a finding in function data["function"]."""
        from .static_args import static_argument

        current: Optional[cst.CSTNode] = node
        while current is not None and not isinstance(current, cst.FunctionDef):
            current = self._parent(current)
        if current is None or current.name.value != data.get("function"):
            return None
        partial_name = "partial" if self.partial is None else self.partial
        return static_argument(current, self.module, data["param"], partial_name)

    def noqa_in(self, line: int, end_line: int) -> bool:
        return any(_NOQA_COMMENT.search(self.lines[number - 1]) for number in range(line, end_line + 1)
                   if 0 < number <= len(self.lines))


class _NameCollector(cst.CSTVisitor):
    def __init__(self) -> None:
        self.names: set[str] = set()

    def visit_Name(self, node: cst.Name) -> None:
        self.names.add(node.value)


def _lines(source: str) -> list[str]:
    """The source's lines with their own line endings (CRLF kept), split where libcst counts lines."""
    lines = []
    start = 0
    for match in _NEWLINES.finditer(source):
        lines.append(source[start:match.end()])
        start = match.end()
    if start < len(source):
        lines.append(source[start:])
    return lines


def plan_fixes(source: str, diagnostics: Sequence[Diagnostic], unsafe: bool = True) -> list[Fix]:
    """The fix of each diagnostic that offers one (safe only unless `unsafe`), as edits of `source`; a source that
    libcst cannot parse has none."""
    wanted = [d for d in diagnostics if d.fix_data and (unsafe or d.fixable == SAFE)]
    if not wanted:
        return []
    try:
        parsed = _Module(source)
    except (cst.ParserSyntaxError, RecursionError):
        return []
    names = parsed.spelling()
    fixes = []
    for diagnostic in wanted:
        key = (diagnostic.line, diagnostic.col - 1, diagnostic.end_line, diagnostic.end_col - 1)
        for node in parsed.by_span.get(key, ()):
            data = diagnostic.fix_data or {}
            target = node
            if data.get("hoist"):
                hoisted = hoist(parsed, node, int(data["hoist"]))
                if hoisted is not None and unsafe and not parsed.noqa_in(diagnostic.line, diagnostic.end_line):
                    fixes.append(Fix(diagnostic, UNSAFE, "Create the jitted function once, before the loop",
                                     hoisted))
                break
            if "param" in data:
                found = parsed.static_argument(node, data)
                if found is None:
                    break
                target, rewrite = found
            else:
                rewrite = build(diagnostic.code, node, data, names)
            if rewrite is None or not (unsafe or rewrite.applicability == SAFE):
                continue
            where = parsed.positions[target]
            span = (where.start.line, where.start.column, where.end.line, where.end.column)
            replacement = rewrite.node
            if getattr(target, "lpar", None) and hasattr(replacement, "lpar"):
                # A node's span excludes its own parentheses, which stay: the replacement is rendered within them.
                replacement = replacement.with_changes(lpar=target.lpar, rpar=target.rpar)
            if parsed.noqa_in(diagnostic.line, diagnostic.end_line) or parsed.noqa_in(span[0], span[2]):
                break  # a line the user marked is never rewritten
            try:
                imports = [edit for edit in (parsed.import_edit(module) for module in rewrite.imports) if edit]
            except LookupError:
                break   # `jnp` already names something else here
            content = parsed.content(target, replacement, span)
            if content is None:
                break
            edits = [Edit(*span, content), *imports]
            fixes.append(Fix(diagnostic, rewrite.applicability, rewrite.message, edits))
            break
    return fixes


def _offset(starts: list[int], line: int, col: int) -> int:
    return starts[min(line, len(starts)) - 1] + col if line <= len(starts) else starts[-1]


def apply_fixes(source: str, fixes: Sequence[Fix]) -> tuple[str, list[Fix]]:
    """`source` with every fix that overlaps no earlier one applied, and those fixes. Identical insertions (two
    fixes adding the same import) are made once."""
    lines = _lines(source)
    starts = [0]
    for line in lines:
        starts.append(starts[-1] + len(line))
    taken: list[tuple[int, int]] = []
    insertions: dict[tuple[int, str], None] = {}
    chosen: list[Fix] = []
    replacements: list[tuple[int, int, str]] = []
    for fix in sorted(fixes, key=lambda f: (f.edits[0].line, f.edits[0].col)):
        spans = [(_offset(starts, e.line, e.col), _offset(starts, e.end_line, e.end_col), e) for e in fix.edits]
        own = [(start, end) for start, end, edit in spans if (start, edit.content) not in insertions]
        if any(_conflict(start, end, taken_start, taken_end) for start, end in own for taken_start, taken_end in taken):
            continue
        chosen.append(fix)
        for start, end, edit in spans:
            if start == end:
                if (start, edit.content) in insertions:
                    continue
                insertions[(start, edit.content)] = None
            taken.append((start, end))
            replacements.append((start, end, edit.content))
    text = source
    for start, end, content in sorted(replacements, key=lambda r: (r[0], r[1]), reverse=True):
        text = text[:start] + content + text[end:]
    return text, chosen


def _conflict(start: int, end: int, other_start: int, other_end: int) -> bool:
    if start == end:
        return other_start < start < other_end
    if other_start == other_end:
        return start < other_start < end
    return start < other_end and other_start < end


def same_file(path: str, other: str) -> bool:
    """One file, however the run spelled it (`./m.py` from the walk, `m.py` from an import that was followed)."""
    return path == other or os.path.normpath(path) == os.path.normpath(other)


def reparses(source: str, path: str = "<fixed>") -> bool:
    try:
        cst.parse_module(source)
        compile(source, path, "exec", flags=0x400, dont_inherit=True)  # ast.PyCF_ONLY_AST
    except (cst.ParserSyntaxError, SyntaxError, ValueError, RecursionError):
        return False
    return True


@dataclass
class FileFixResult:
    path: str
    original: str
    fixed: str
    applied: list[Fix]
    error: Optional[str] = None   # why nothing was written although fixes were found

    @property
    def changed(self) -> bool:
        return self.fixed != self.original


def fix_source(source: str, path: str, settings: Any, unsafe: bool,
               diagnostics: Optional[Sequence[Diagnostic]] = None, rounds: int = MAX_ROUNDS) -> FileFixResult:
    """Apply the fixes of `path`'s findings, re-linting after each pass, until none is left (at most `rounds`
    passes). `diagnostics` are the first pass's findings when the caller has them (they may include findings only
    a whole-project run reports)."""
    from ..engine import lint_source

    text = source
    applied: list[Fix] = []
    for round_number in range(rounds):
        found = diagnostics if round_number == 0 and diagnostics is not None else lint_source(text, path, settings)
        fixes = plan_fixes(text, [d for d in found if same_file(d.path, path)], unsafe)
        if not fixes:
            break
        new, chosen = apply_fixes(text, fixes)
        if not chosen or new == text:
            break
        if not reparses(new, path):
            return FileFixResult(path, source, source if not applied else text, applied,
                                 error="the fixed code does not parse; the fixes of this pass were not applied")
        for fix in chosen:
            fix.round = round_number
        applied.extend(chosen)
        text = new
    return FileFixResult(path, source, text, applied)


def settle_offers(diagnostics: Sequence[Diagnostic], sources: dict[str, str]) -> None:
    """Withdraw the offers whose edits are away from the finding (a jit decorator's static_argnames, a def moved out
    of its loop) where the file's own parse has no such edit: `[*]` and the summary count only what --fix does.
    The other builders already checked the finding's syntax when the rule offered the fix."""
    from ..files import read_source

    by_path: dict[str, list[Diagnostic]] = {}
    for diagnostic in diagnostics:
        if diagnostic.fix_data and ("param" in diagnostic.fix_data or "hoist" in diagnostic.fix_data):
            by_path.setdefault(diagnostic.path, []).append(diagnostic)
    known = {os.path.normpath(path): text for path, text in sources.items()}
    for path, found in by_path.items():
        source = known.get(os.path.normpath(path))
        if source is None:
            source = read_source(path)
        planned = {id(fix.diagnostic) for fix in plan_fixes(source, found, unsafe=True)} if source else set()
        for diagnostic in found:
            if id(diagnostic) not in planned:
                diagnostic.fix_data = None


def attach_public_fixes(diagnostics: Sequence[Diagnostic], sources: dict[str, str]) -> None:
    """Fill `Diagnostic.fix` (the JSON/SARIF edits) of each finding that offers a fix; `sources` holds text that
    cannot be read again (stdin), other files are read from disk."""
    from ..files import read_source

    by_path: dict[str, list[Diagnostic]] = {}
    for diagnostic in diagnostics:
        if diagnostic.fix_data:
            by_path.setdefault(diagnostic.path, []).append(diagnostic)
    for path, found in by_path.items():
        source = sources.get(path)
        if source is None:
            source = read_source(path)
        if source is None:
            continue
        for fix in plan_fixes(source, found, unsafe=True):
            fix.diagnostic.fix = fix.public()
