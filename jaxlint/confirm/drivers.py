"""What in the project already runs a flagged function: its tests, `__main__` blocks and other callers (parent side).

`--confirm` prefers the project's own inputs to guessed ones: a test that calls the function passes the shapes,
dtypes, pytrees and static values the project really uses. This module finds such drivers by reading the project's
source with `ast` (it imports nothing and runs nothing); the worker runs the narrowest one (one pytest node, or a
`__main__` block) while it records the flagged function's calls (jaxlint.confirm.recorder).

Order, narrowest first: a test function that names the flagged function itself; a test that names a function which
calls it (the finding's traced callers, or a project function one call away); a `__main__` block or an example
script that names either. Within each kind, shorter tests first (fewer statements run before the call).
"""

from __future__ import annotations

import ast
import os
from dataclasses import asdict, dataclass
from typing import Iterable, Optional

from .. import files

MAX_DRIVERS = 4                 # per finding: each costs a pytest run in the worker
MAX_PROJECT_FILES = 10000       # a project bigger than this is searched only in the files nearest the flagged one
_MAX_LISTED_FILES = 200000      # the walk that lists a project's files stops here (a home directory taken as root)
_SKIP_DIRECTORIES = frozenset({".git", ".hg", ".svn", ".tox", ".nox", ".venv", "venv", "env", "build", "dist",
                               "node_modules", "site-packages", "__pycache__", ".mypy_cache", ".pytest_cache",
                               ".jaxlint_cache", ".eggs"})


@dataclass(frozen=True)
class Driver:
    kind: str               # "test" (one pytest node), "main" (a file's `if __name__ == "__main__":` block),
                            # "doctest" (the `>>>` examples of a docstring of the flagged module)
    path: str               # the file that holds it
    qualname: str           # `TestAdam.test_update`, `test_update`; "" for a `__main__` block
    line: int               # the line pytest reports the test at (its `def`, or its first decorator)
    def_line: int           # the `def` line
    calls: str              # the name it uses to reach the flagged function (itself or a caller)
    distance: int           # 0: names the flagged function; 1: names a caller of it

    @property
    def node_id(self) -> str:
        if self.kind == "doctest":
            return f"{self.path}::{self.qualname}>>>"
        return f"{self.path}::{self.qualname.replace('.', '::')}" if self.kind == "test" else self.path

    def describe(self) -> str:
        if self.kind == "doctest":
            return f"docstring examples of `{self.qualname}`"
        if self.kind == "test":
            return f"test `{os.path.basename(self.path)}::{self.qualname.replace('.', '::')}`"
        return f"`__main__` of `{os.path.basename(self.path)}`"

    def as_dict(self) -> dict:
        return asdict(self)


def project_root(path: str) -> str:
    """The nearest directory above `path` with a VCS or packaging marker (the file's own directory if none)."""
    return files.project_root(os.path.dirname(os.path.abspath(path)))


def is_test_file(path: str) -> bool:
    """A module that may hold test cases calling the flagged code, searched for a driver `--confirm` can run. Wider
    than files.is_test_path (what is reported as a test file) where that helps the search: a `testing` folder, a
    `tests.py`; narrower where no case lives: `conftest.py` and `__init__.py` hold fixtures, not calls to drive."""
    name = os.path.basename(path)
    parts = set(os.path.normpath(path).split(os.sep)[:-1])
    return name.startswith("test_") or name.endswith("_test.py") or name == "tests.py" or \
        bool(parts & {"tests", "test", "testing"}) and name != "conftest.py" and name != "__init__.py"


@dataclass
class _Definition:
    qualname: str
    line: int
    def_line: int
    statements: int
    names: frozenset        # every Name id and Attribute attr used in its body
    strings: frozenset = frozenset()    # its string literals long enough to be a message (tests only)


@dataclass
class _FileIndex:
    path: str
    tests: list             # _Definition of test functions and test methods
    functions: list         # _Definition of other module-level functions and methods
    main_names: Optional[frozenset]     # names used in its `if __name__ == "__main__":` block
    imports: list           # the modules it imports (`from a.b import c` gives a.b and a.b.c)


class Project:
    """The project's Python files, parsed on demand and once: one per confirm run and project root."""

    def __init__(self, root: str) -> None:
        self.root = root
        self._files: Optional[list[str]] = None
        self._nearest: dict[str, list[str]] = {}
        self._texts: dict[str, str] = {}
        self._indexes: dict[str, Optional[_FileIndex]] = {}

    def files(self, near: str) -> list[str]:
        """The project's Python files nearest the directory of `near` (fewest directory steps apart, then in sorted
        order), at most MAX_PROJECT_FILES of them: in a monorepo the far corners are cut, never the flagged module's
        own package and tests."""
        if self._files is None:
            found: list[str] = []
            for directory, subdirectories, names in os.walk(self.root):
                subdirectories[:] = sorted(d for d in subdirectories if d not in _SKIP_DIRECTORIES
                                           and not d.startswith(".") and not d.endswith(".egg-info"))
                found.extend(os.path.join(directory, n) for n in sorted(names) if n.endswith(".py"))
                if len(found) >= _MAX_LISTED_FILES:
                    break
            self._files = found
        if len(self._files) <= MAX_PROJECT_FILES:
            return self._files
        origin = os.path.dirname(os.path.abspath(near))
        if origin not in self._nearest:
            start = origin.split(os.sep)

            def steps(path: str) -> int:
                parts = os.path.dirname(path).split(os.sep)
                shared = len(os.path.commonprefix([start, parts]))
                return len(start) + len(parts) - 2 * shared

            self._nearest[origin] = sorted(self._files, key=steps)[:MAX_PROJECT_FILES]
        return self._nearest[origin]

    def text(self, path: str) -> str:
        if path not in self._texts:
            try:
                with open(path, encoding="utf-8", errors="replace") as handle:
                    self._texts[path] = handle.read()
            except OSError:
                self._texts[path] = ""
        return self._texts[path]

    def index(self, path: str) -> Optional[_FileIndex]:
        if path not in self._indexes:
            try:
                tree = ast.parse(self.text(path), filename=path)
            except (SyntaxError, ValueError, RecursionError):
                self._indexes[path] = None
            else:
                self._indexes[path] = _index(path, tree, is_test_file(path))
        return self._indexes[path]

    # --- finding drivers ----------------------------------------------------------------------------------------
    def drivers(self, flagged_path: str, names: Iterable[str], qualnames: Iterable[str] = (),
                lines: Optional[tuple[int, int]] = None) -> list[Driver]:
        """Drivers for a function reached by `names` (its own name first, then its callers'), narrowest first.

        A finding inside a test function (`qualnames` names it) is driven by that test itself. With the flagged
        `lines`, a test that looks for a message written near them (`pytest.warns(match="Missing a plate")`)
        comes first: it is the test of that very branch."""
        flagged_path = os.path.abspath(flagged_path)
        found: list[tuple[tuple, Driver]] = []
        guards: frozenset = frozenset()
        if lines is not None:
            found.extend(self._message_tests(flagged_path, lines))
            guards = self._guards(flagged_path, lines)
        own_index = self.index(flagged_path) if is_test_file(flagged_path) else None
        if own_index is not None:
            wanted = set(qualnames)
            for definition in own_index.tests:
                if definition.qualname in wanted:
                    found.append(((-1, 0, 0, flagged_path, definition.line), Driver(
                        "test", flagged_path, definition.qualname, definition.line, definition.def_line,
                        definition.qualname.split(".")[-1], 0)))
        found.extend(self._examples(flagged_path, qualnames))
        own = [n for n in dict.fromkeys(names) if n and n.isidentifier() and not n.startswith("<")]
        if not own:
            return [driver for _, driver in found]
        module = _module_names(flagged_path, self.root)
        # One call away: project functions (outside tests) that name the flagged function.
        callers: list[str] = []
        for path in self._mentioning(own[:1], flagged_path):
            index = self.index(path)
            if index is None or is_test_file(path):
                continue
            for definition in index.functions:
                name = definition.qualname.split(".")[-1]
                if own[0] in definition.names and name not in own and not name.startswith("_") and \
                        name not in callers:
                    callers.append(name)
        reach = [(name, 0 if i == 0 else 1) for i, name in enumerate(own)] + [(name, 1) for name in callers[:8]]
        for path in self._mentioning([name for name, _ in reach], flagged_path):
            index = self.index(path)
            if index is None:
                continue
            # A file that does not import the flagged module (nor a package above it) names another function
            # so named: running it would only cost time.
            if path != flagged_path and not _reaches(index.imports, module):
                continue
            for definition in index.tests:
                for name, distance in reach:
                    if name in definition.names:
                        # A test that passes `apply_softmax` reaches `if not apply_softmax:` more likely than one
                        # that leaves it alone; `test_check_model_guide_match` is about that function: both come
                        # before tests that only happen to call it.
                        guarded = 0 if guards & definition.names else 2
                        named_after = 0 if own[0].lower() in definition.qualname.split(".")[-1].lower() else 1
                        rank = (distance, guarded + named_after, self._cost(path, definition), path,
                                definition.line)
                        found.append((rank, Driver("test", path, definition.qualname, definition.line,
                                                   definition.def_line, name, distance)))
                        break
            if index.main_names is not None:
                for name, distance in reach:
                    if name in index.main_names:
                        rank = (distance + 2, 1, 0, path, 0)
                        found.append((rank, Driver("main", path, "", 0, 0, name, distance)))
                        break
        found.sort(key=lambda item: item[0])
        unique: list[Driver] = []
        for _, driver in found:
            if all(driver.node_id != other.node_id for other in unique):
                unique.append(driver)
        return unique[:MAX_DRIVERS]

    def _examples(self, flagged_path: str, qualnames: Iterable[str]) -> list[tuple[tuple, Driver]]:
        """The `>>>` examples in the docstrings of the flagged function and its entry functions (a constructor's
        in its class's docstring): the project's own inputs, written for a reader. After the tests that name the
        function (examples may run long: a whole inference), before those one call away."""
        index = self.index(flagged_path)
        if index is None:
            return []
        try:
            tree = ast.parse(self.text(flagged_path), filename=flagged_path)
        except (SyntaxError, ValueError, RecursionError):
            return []
        found = []
        for qualname in dict.fromkeys(qualnames):
            parts = qualname.split(".")
            for owner in ([parts, parts[:-1]] if parts[-1] in ("__init__", "__call__") else [parts]):
                node = _definition_at(tree, owner)
                if node is not None and ">>>" in (ast.get_docstring(node) or ""):
                    name = ".".join(owner)
                    found.append(((0, 4, 0, flagged_path, node.lineno), Driver(
                        "doctest", flagged_path, name, node.lineno, node.lineno, parts[-1], 0)))
        return found

    def _guards(self, flagged_path: str, lines: tuple[int, int]) -> frozenset:
        try:
            tree = ast.parse(self.text(flagged_path), filename=flagged_path)
        except (SyntaxError, ValueError, RecursionError):
            return frozenset()
        return guards_around(tree, *lines)

    def _message_tests(self, flagged_path: str, lines: tuple[int, int]) -> list[tuple[tuple, Driver]]:
        try:
            tree = ast.parse(self.text(flagged_path), filename=flagged_path)
        except (SyntaxError, ValueError, RecursionError):
            return []
        messages = _messages_near(tree, *lines)
        if not messages:
            return []
        module = _module_names(flagged_path, self.root)
        found = []
        for path in self.files(flagged_path):
            if not is_test_file(path) or path == flagged_path:
                continue
            index = self.index(path)
            if index is None or not _reaches(index.imports, module):
                continue
            for definition in index.tests:
                if any(text in message for text in definition.strings for message in messages):
                    found.append(((0, -1, self._cost(path, definition), path, definition.line), Driver(
                        "test", path, definition.qualname, definition.line, definition.def_line, "", 0)))
        return found

    def _cost(self, path: str, definition: _Definition) -> int:
        """What running one test costs, in statements: its own, and pytest's collection of its whole file (a
        file of thousands of parameterised cases takes longer to collect than most tests take to run)."""
        return definition.statements + self.text(path).count("\n") // COLLECTION_LINES

    def _mentioning(self, names: list[str], near: str) -> list[str]:
        return [path for path in self.files(near) if any(name in self.text(path) for name in names)]


def _module_names(path: str, root: str) -> frozenset:
    """Every dotted name the flagged module may be imported by or through: each run of consecutive path parts
    below the project root (`optax._src.alias`, `_src.alias`, `optax`; `mlp.metrics`, `mlp` under a fixtures
    directory put on sys.path by its tests). Namespace packages (no `__init__.py`) count too."""
    relative = os.path.relpath(os.path.abspath(path), root)
    parts = [p for p in os.path.splitext(relative)[0].split(os.sep) if p and p not in ("__init__", "..", ".")]
    return frozenset(".".join(parts[i:j]) for i in range(len(parts)) for j in range(i + 1, len(parts) + 1))


def _reaches(imports: list[str], names: frozenset) -> bool:
    """Does a file with these imports reach the module: does it import it, a package above it (whose public names
    may re-export it), or a name from either?"""
    return any(name in names for name in imports)


def _index(path: str, tree: ast.Module, test_file: bool) -> _FileIndex:
    tests: list[_Definition] = []
    functions: list[_Definition] = []
    main_names: Optional[frozenset] = None
    imports: list[str] = []

    def imported(node: ast.AST) -> None:
        if isinstance(node, ast.Import):
            imports.extend(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            imports.append(node.module)
            imports.extend(f"{node.module}.{alias.name}" for alias in node.names)

    def definition(node: ast.AST, qualname: str) -> _Definition:
        assert isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef))
        first = min([node.lineno] + [d.lineno for d in node.decorator_list])
        statements = sum(isinstance(child, ast.stmt) for child in ast.walk(node))
        return _Definition(qualname, first, node.lineno, statements, _names(node),
                           _strings(node) if test_file else frozenset())

    for node in tree.body:
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            imported(node)
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            if test_file and node.name.startswith("test"):
                tests.append(definition(node, node.name))
            else:
                functions.append(definition(node, node.name))
        elif isinstance(node, ast.ClassDef):
            for item in node.body:
                if isinstance(item, (ast.FunctionDef, ast.AsyncFunctionDef)):
                    qualname = f"{node.name}.{item.name}"
                    if test_file and item.name.startswith("test"):
                        tests.append(definition(item, qualname))
                    else:
                        functions.append(definition(item, qualname))
        elif isinstance(node, ast.If) and _is_main_guard(node.test):
            main_names = _names(node)
    if test_file:
        tests = _through_helpers(tests, functions)
    # Imports inside functions count too (tests often import what they test locally).
    for node in ast.walk(tree):
        if isinstance(node, (ast.Import, ast.ImportFrom)) and node.col_offset > 0:
            imported(node)
    return _FileIndex(path, tests, functions, main_names, imports)


def _names(node: ast.AST) -> frozenset:
    found = set()
    for child in ast.walk(node):
        if isinstance(child, ast.Name):
            found.add(child.id)
        elif isinstance(child, ast.Attribute):
            found.add(child.attr)
        elif isinstance(child, ast.arg):
            # A test's parameter names the pytest fixture that supplies it.
            found.add(child.arg)
        elif isinstance(child, ast.keyword) and child.arg:
            found.add(child.arg)
    return frozenset(found)


COLLECTION_LINES = 50  # lines of a test file that cost as much to collect as a statement of a test to run
MIN_MESSAGE = 12      # characters: a literal this long is a message, not a key or a mode


def _literal_parts(node: ast.AST) -> list[str]:
    parts = []
    for child in ast.walk(node):
        if isinstance(child, ast.Constant) and isinstance(child.value, str):
            parts.append(child.value)
    return parts


def _strings(node: ast.AST) -> frozenset:
    """A test's literals long enough to be (part of) a message it expects."""
    # Three words at least: a lone identifier-like literal ("deterministic") is a key, not a message.
    return frozenset(" ".join(text.split()) for text in _literal_parts(node)
                     if len(text.strip()) >= MIN_MESSAGE and len(text.split()) >= 3 and "\n" not in text.strip())


def _definition_at(tree: ast.Module, path: list[str]) -> Optional[ast.AST]:
    """The function or class `a.b.c` defined at the module's top (no `<locals>`), or None."""
    node: ast.AST = tree
    for part in path:
        node = next((child for child in getattr(node, "body", []) if isinstance(
            child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) and child.name == part), None)
        if node is None:
            return None
    return node


def _enclosing(tree: ast.Module, first: int, last: int) -> list[ast.stmt]:
    """The statements around lines [first, last], outermost first."""
    chain: list[ast.stmt] = []
    node: ast.AST = tree
    while True:
        inner = next((child for child in ast.iter_child_nodes(node) if isinstance(child, ast.stmt)
                      and child.lineno <= first and (child.end_lineno or child.lineno) >= last), None)
        if inner is None:
            return chain
        chain.append(inner)
        node = inner


def guards_in_file(path: str, first: int, last: int) -> frozenset:
    """`guards_around` for a file read from disk (the worker's side: which defaulted parameter to pass first)."""
    try:
        with open(path, encoding="utf-8", errors="replace") as handle:
            return guards_around(ast.parse(handle.read(), filename=path), first, last)
    except (OSError, SyntaxError, ValueError, RecursionError):
        return frozenset()


def nested_def_line(path: str, first: int, last: int) -> Optional[int]:
    """The first line (its code object's, decorators included) of the innermost def around lines [first, last]
    when that def is nested in another function: a closure no qualified name reaches, which only the project's
    own run creates (with its free variables), so the worker records its calls there."""
    try:
        with open(path, encoding="utf-8", errors="replace") as handle:
            chain = _enclosing(ast.parse(handle.read(), filename=path), first, last)
    except (OSError, SyntaxError, ValueError, RecursionError):
        return None
    functions = [s for s in chain if isinstance(s, (ast.FunctionDef, ast.AsyncFunctionDef))]
    if len(functions) < 2:
        return None
    inner = functions[-1]
    return min([inner.lineno] + [decorator.lineno for decorator in inner.decorator_list])


def guards_around(tree: ast.Module, first: int, last: int) -> frozenset:
    """Parameters of the enclosing function that the conditions around the flagged lines test
    (`if not apply_softmax:`): a test passing them is likelier to reach the lines."""
    chain = _enclosing(tree, first, last)
    functions = [s for s in chain if isinstance(s, (ast.FunctionDef, ast.AsyncFunctionDef))]
    if not functions:
        return frozenset()
    function = functions[-1]
    arguments = function.args
    parameters = {a.arg for a in arguments.posonlyargs + arguments.args + arguments.kwonlyargs} - {"self", "cls"}
    tested: set[str] = set()
    for statement in chain[chain.index(function) + 1:]:
        if isinstance(statement, (ast.If, ast.While)) and statement.test.lineno < first:
            tested |= {n.id for n in ast.walk(statement.test) if isinstance(n, ast.Name)}
    return frozenset(tested & parameters)


def _messages_near(tree: ast.Module, first: int, last: int) -> list[str]:
    """The message literals of the flagged statement, else of the smallest statement around it that has any
    (up to the enclosing function): what a test of that branch matches. Implicitly joined literals and the
    constant parts of f-strings count, a placeholder splitting them."""
    chain = _enclosing(tree, first, last)
    for statement in reversed(chain):
        if isinstance(statement, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            break
        messages = [" ".join(text.split()) for text in _literal_parts(statement)]
        messages = [text for text in messages if len(text.strip()) >= MIN_MESSAGE]
        if messages:
            return messages
    return []


def _through_helpers(tests: list, functions: list, depth: int = 2) -> list:
    """Tests with the names their test file's helpers use added to their own: a test that calls
    `_run_svi_check_warnings(model, guide, ...)`, a helper of its file that calls the flagged function, or takes a
    fixture of its file that builds it, reaches the function as surely as one that names it.

    Helpers are the file's module-level functions (fixtures included) and the methods of the test's own class."""
    by_name = {definition.qualname: definition for definition in functions}
    expanded = []
    for test in tests:
        owner = test.qualname.rpartition(".")[0]
        names, statements = set(test.names), test.statements
        seen: set[str] = set()
        frontier = set(names)
        for _ in range(depth):
            reached = []
            for name in frontier:
                for qualname in (name, f"{owner}.{name}" if owner else ""):
                    helper = by_name.get(qualname)
                    if helper is not None and qualname not in seen:
                        seen.add(qualname)
                        reached.append(helper)
            frontier = set()
            for helper in reached:
                frontier |= helper.names - names
                names |= helper.names
                statements += helper.statements
        if seen:
            test = _Definition(test.qualname, test.line, test.def_line, statements, frozenset(names),
                               test.strings)
        expanded.append(test)
    return expanded


def _is_main_guard(test: ast.expr) -> bool:
    return isinstance(test, ast.Compare) and isinstance(test.left, ast.Name) and test.left.id == "__name__" and \
        len(test.comparators) == 1 and isinstance(test.comparators[0], ast.Constant) and \
        test.comparators[0].value == "__main__"


class Projects:
    """One Project per root, so that many findings of one project share one reading of its files."""

    def __init__(self) -> None:
        self._by_root: dict[str, Project] = {}

    def drivers(self, flagged_path: str, names: Iterable[str], qualnames: Iterable[str] = (),
                lines: Optional[tuple[int, int]] = None) -> list[Driver]:
        root = project_root(flagged_path)
        if root not in self._by_root:
            self._by_root[root] = Project(root)
        return self._by_root[root].drivers(flagged_path, names, qualnames, lines)
