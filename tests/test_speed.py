"""The fast paths change no finding: region planning (libcst only on what can matter), the result cache and
parallel workers all give exactly what a whole-file analysis gives."""

from __future__ import annotations

import ast
import glob
import os
import subprocess
import sys
import textwrap

import libcst as cst
import pytest

from jaxlint import engine
from jaxlint.analysis.imports import ImportMap
from jaxlint.analysis.regions import all_import_tables, plan_regions
from jaxlint.cache import Cache, cache_entry
from jaxlint.diagnostics import Diagnostic
from jaxlint.engine import FileResult, Settings, lint_paths, lint_source
from jaxlint.rules import ALL_RULES

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# Shapes of code where dropping the wrong statement would lose or change a finding. Each one reports something
# under the whole-file analysis (checked below), so equality is a real check.
TRICKY = {
    "host_array_item_assignments": """
import jax
import jax.numpy as jnp
import numpy as np


def build(n: int) -> jax.Array:
    table: jax.Array = jnp.zeros(n)
    table[0] = 1.0
    return table


def fill(n):
    rows = [0] * n
    rows[0] = 1
    buffer = np.zeros(n)
    buffer[1] = 2.0
    return rows, buffer


counts = jnp.ones(4)
counts[1] += 2
""",
    "helper_defined_after_and_method": """
import jax

@jax.jit
def step(x):
    return helper(x)

def unrelated(y):
    return [y] * 3

def helper(v):
    if v > 0:  # reached only through the name `helper`
        return v
    return -v

class Model:
    def __call__(self, x):
        return jax.jit(self.forward)(x)

    def forward(self, x):
        return self.clip(x)

    def clip(self, x):
        return int(x)

    def unused(self):
        return 1
""",
    "lax_branches_in_a_factory": """
import jax
from jax import lax

def make(threshold):
    table = {}
    docs = "a long factory with unrelated statements"
    for i in range(3):
        table[i] = i * 2

    def big(x):
        if x.sum() > threshold:
            return x
        return -x

    def small(x):
        print("small", x)
        return x

    def unused(x):
        return float(x)

    def update(x):
        return lax.cond(x.sum() > 0, big, small, x)

    return update
""",
    "static_alias_and_callers": """
from functools import partial
import jax

def _scale(x, factor, offset=0.0):
    return x * factor + offset

scale = jax.jit(_scale, static_argnums=1)

def unrelated(x):
    return x + 1

def run(x):
    for i in range(10):
        x = scale(x, i)
    return x

def caller(x):
    return scale(x, 2, 1.0)

@jax.jit
def defaults(x, y=None, z=1.0):
    if z > 0:
        return x
    return y

def call_defaults(x):
    return defaults(x, z=2.0)
""",
    "jit_created_then_called": """
import jax

def evaluate(params, xs):
    predict = jax.jit(lambda x: params * x)
    total = 0
    for x in xs:
        total += 1
    noise = [1, 2, 3]
    return predict(xs), total, noise

def loop(xs):
    out = []
    for x in xs:
        out.append(jax.jit(lambda v: v + x)(x))
    return out
""",
    "layout_semicolons_decorators_one_liners": """
import jax; import jax.numpy as jnp
x0 = 1; f0 = jax.jit(lambda v: v if v > 0 else -v)

@(
    jax.jit
)
def g(x):
    assert x > 0
    return x

class Tiny: pass

class OneLine:
    def m(self): return 1
    @jax.jit
    def n(x): return int(x)

def h(x): return jax.jit(lambda y: float(y))(x)
""",
    "builtin_shadow_and_containers": """
import jax

seen = []
registry = {}

def print(*args):
    return None

@jax.jit
def step(x):
    print("x", x)
    seen.append(x)
    registry.update(x=x)
    return x

class Holder:
    cache = {}

    def unrelated(self):
        return 2

    @jax.jit
    def go(self, x):
        Holder.cache.update(k=x)
        self.cache.update(k=x)
        return x
""",
    "static_fields_and_at": """
import jax
import jax.numpy as jnp
from flax import struct

class State(struct.PyTreeNode):
    step: int = struct.field(pytree_node=False)
    value: jnp.ndarray = struct.field(pytree_node=True)

    def unrelated(self):
        return 1

@jax.jit
def advance(state):
    if state.step > 3:
        return state
    if state.value > 0:
        return state
    return state

def reset(x):
    x.at[0].set(1.0)
    return x
""",
    "import_inside_function_and_comments": """
def setup():
    from jax import jit as compile_fn
    return compile_fn

@compile_fn
def g(x):
    while x > 0:
        x = x - 1
    return x

import jax

h = (jax.  # a comment between the dot and the name
     jit)(lambda v: bool(v))

if True:
    @jax.jit
    def inside_if(x):
        return range(x)
else:
    def inside_if(x):
        return x
""",
    "closures_and_scan_bodies": """
import jax
import jax.numpy as jnp

def outer(xs):
    limit = 3

    def body(carry, x):
        if x > limit:
            carry = carry + 1
        return carry, x

    return jax.lax.scan(body, 0, xs)

@jax.jit
def nested(x):
    y = x * 2

    def inner(z):
        return float(y + z)

    return inner(1.0)

def loss(w, x):
    return (w * x).sum()

def fit(w, batches):
    for x in batches:
        w = jax.jit(jax.grad(loss))(w, x)
    return w
""",
    "crlf_and_form_feed": "import jax\r\n\r\n\x0c\r\ndef unrelated():\r\n    return 1\r\n\r\n@jax.jit\r\n"
                          "def f(x):\r\n    if x:\r\n        return 1\r\n    return 2\r\n",
}


def _rule_examples() -> list[tuple[str, str]]:
    found = []
    for rule in ALL_RULES:
        for kind in ("valid", "invalid"):
            for index, source in enumerate(getattr(rule, kind)):
                found.append((f"{rule.code}-{kind}-{index}", source))
    return found


def _repository_sources() -> list[tuple[str, str]]:
    """fixtures/: realistic user code of every family. (benchmarks/run.py --compare checks the real corpus.)"""
    found = []
    for path in sorted(glob.glob(os.path.join(ROOT, "fixtures", "**", "*.py"), recursive=True)):
        with open(path, "rb") as handle:
            found.append((os.path.relpath(path, ROOT), engine.decode_source(handle.read())))
    return found


CASES = [(name, textwrap.dedent(source)) for name, source in TRICKY.items()] + _rule_examples() + \
    _repository_sources()


def _key(diagnostics: list[Diagnostic]) -> list[tuple]:
    # confirm_target too: what --confirm runs must not change either.
    return [(d.path, d.line, d.col, d.end_line, d.end_col, d.code, d.message, d.help, d.fix_data, d.confirm_target)
            for d in diagnostics]


@pytest.mark.parametrize("name,source", CASES, ids=[name for name, _ in CASES])
def test_region_planning_gives_the_whole_file_findings(name, source):
    whole = lint_source(source, "example.py", regions=False)
    planned = lint_source(source, "example.py")
    assert _key(planned) == _key(whole)
    if name in TRICKY:
        assert whole, "each tricky case is written to report something"
    # The planner's import table is the one libcst's ImportMap builds.
    tree = ast.parse(source)
    imports = ImportMap.from_module(cst.parse_module(source))
    expected = (imports.aliases, imports.relative)
    assert all_import_tables(tree) == expected
    plan = plan_regions(source, tree)
    assert (plan.aliases, plan.relative) == expected


def test_tricky_cases_report_what_they_are_about():
    codes = {name: {d.code for d in lint_source(textwrap.dedent(source), "t.py", regions=False)}
             for name, source in TRICKY.items()}
    assert "JXL101" in codes["helper_defined_after_and_method"]
    assert "JXL104" in codes["helper_defined_after_and_method"]
    assert {"JXL101", "JXL201"} <= codes["lax_branches_in_a_factory"]
    assert "JXL503" in codes["static_alias_and_callers"]
    assert {"JXL501", "JXL502"} <= codes["jit_created_then_called"]
    assert "JXL201" not in codes["builtin_shadow_and_containers"]   # `print` is the module's own function
    assert "JXL202" in codes["builtin_shadow_and_containers"]
    assert "JXL302" in codes["static_fields_and_at"]
    assert "JXL101" in codes["import_inside_function_and_comments"]


def test_planner_leaves_out_what_cannot_matter():
    filler = "".join(f"\ndef plain_{i}(x):\n    return [x] * {i}\n" for i in range(50))
    source = "import jax\n" + filler + "\n@jax.jit\ndef f(x):\n    return int(x)\n" + filler
    plan = plan_regions(source, ast.parse(source))
    assert plan.skeleton is not None and plan.kept_lines <= 4
    assert [plan.line_map[i] for i in range(plan.kept_lines)] == [153, 154, 155]
    assert plan_regions("import jax\n" + filler, ast.parse("import jax\n" + filler)).skeleton is None
    findings = lint_source(source, "f.py")
    assert [(d.line, d.col, d.code) for d in findings] == [(155, 12, "JXL104")]


def test_planning_follows_pythons_line_ends():
    """The wrapper's name starts a line (`(jax.\\n jit)`): found, with the same lines kept, whether lines end in
    LF, CRLF or a lone CR; a form feed (a line break for `str.splitlines`, not for Python) shifts no line."""
    source = ("import jax\n\n\ndef helper(x):\n    return x + 1\n\n\ndef unrelated(x):\n    return x\n\n\n"
              "fast = (jax.\n        jit)(helper)\n")
    kept = "def helper(x):\n    return x + 1\nfast = (jax.\n        jit)(helper)\n"
    for ending in ("\n", "\r\n", "\r"):
        text = source.replace("\n", ending)
        plan = plan_regions(text, ast.parse(text))
        assert (plan.skeleton, plan.line_map) == (kept.replace("\n", ending), [4, 5, 12, 13])
    text = source.replace("\n\n\ndef unrelated", "\n\f\n\ndef unrelated")
    plan = plan_regions(text, ast.parse(text))
    assert (plan.skeleton, plan.line_map) == (kept, [4, 5, 12, 13])


def test_overload_stubs_do_not_send_the_whole_file_to_libcst():
    """`def f(...) -> T: ...` after a multi-line signature: its body shares the header's last line, so the def is
    kept or dropped whole, and must not make the planner hand libcst the whole file."""
    filler = "".join(f"\ndef plain_{i}(x):\n    return [x] * {i}\n" for i in range(50))
    stubs = ("from typing import overload\n\n@overload\ndef pick(\n    x: int,\n) -> int: ...\n"
             "@overload\ndef pick(\n    x: str,\n) -> str: ...\n")
    source = "import jax\n" + stubs + filler + "\n@jax.jit\ndef f(x):\n    return int(x)\n"
    plan = plan_regions(source, ast.parse(source))
    assert plan.skeleton is not None and plan.kept_lines == 3
    assert [(d.line, d.code) for d in lint_source(source, "f.py")] == [(source.count("\n"), "JXL104")]


# --- parallel workers -----------------------------------------------------------------------------------------
def _write_project(tmp_path) -> list[str]:
    paths = []
    for index, (name, source) in enumerate(list(TRICKY.items()) + _rule_examples()[:30]):
        path = tmp_path / "project" / f"m{index:03d}_{name.replace('-', '_')}.py"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(textwrap.dedent(source).encode())
        paths.append(str(path))
    return paths


def test_output_is_identical_whatever_the_number_of_jobs(tmp_path):
    paths = _write_project(tmp_path)
    serial = lint_paths(paths, Settings(), jobs=1)
    assert len(serial) > 20
    assert lint_paths(paths, Settings(), jobs=2) == serial
    env = dict(os.environ, PYTHONPATH=ROOT)
    runs = [subprocess.run([sys.executable, "-m", "jaxlint", "--no-cache", "--jobs", jobs, str(tmp_path / "project")],
                           capture_output=True, text=True, env=env, timeout=120) for jobs in ("1", "2")]
    assert runs[0].returncode == runs[1].returncode == 1
    assert runs[0].stdout == runs[1].stdout and runs[0].stdout.count("\n") == len(serial)
    assert runs[0].stdout.splitlines()[0].startswith(paths[0] + ":")


def test_one_file_run_imports_neither_the_process_pool_nor_other_formats(tmp_path):
    """Start-up is most of a one-file run (an editor's on-save check): what only a parallel run or another output
    format needs stays unimported."""
    path = tmp_path / "relu.py"
    path.write_text(textwrap.dedent(TRICKY["closures_and_scan_bodies"]))
    probe = (
        "import sys, jaxlint.cli\n"
        f"code = jaxlint.cli.main(['--no-cache', '--output-format', 'concise', {str(path)!r}])\n"
        "heavy = ('concurrent.futures.process', 'multiprocessing', 'xml.etree.ElementTree',\n"
        "         'jaxlint.report.sarif', 'jaxlint.report.junit', 'tempfile')\n"
        "print(code, sorted(m for m in heavy if m in sys.modules), 'jaxlint.report.text' in sys.modules)\n"
    )
    result = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                            env=dict(os.environ, PYTHONPATH=ROOT), timeout=120)
    assert result.stdout.splitlines()[-1] == "1 [] True"


# --- the cache ----------------------------------------------------------------------------------------------------
def test_second_run_is_served_from_the_cache(tmp_path, monkeypatch):
    paths = _write_project(tmp_path)
    first = lint_paths(paths, Settings(), jobs=2, cache=Cache(str(tmp_path / ".jaxlint_cache"), Settings()))
    assert (tmp_path / ".jaxlint_cache" / ".gitignore").read_text().splitlines()[-1] == "*"
    # One table for the whole run, however many workers made its entries; no temporary file left behind.
    assert [p.name for p in (tmp_path / ".jaxlint_cache").rglob("*") if p.is_file() and p.name != ".gitignore"] == [
        os.path.basename(Cache(str(tmp_path / ".jaxlint_cache"), Settings()).table_path)]

    def no_analysis(*args, **kwargs):
        raise AssertionError("analysed a file the cache holds")

    monkeypatch.setattr(engine, "lint_file_result", no_analysis)
    assert lint_paths(paths, Settings(), jobs=1, cache=Cache(str(tmp_path / ".jaxlint_cache"), Settings())) == first


def test_cache_misses_on_changed_content_settings_or_dependency(tmp_path):
    target = tmp_path / "a.py"
    target.write_text(textwrap.dedent(TRICKY["helper_defined_after_and_method"]))
    data = target.read_bytes()
    directory = str(tmp_path / "c")
    assert Cache(directory, Settings()).get(str(target), data) is None
    before = lint_paths([str(target)], Settings(), jobs=1, cache=Cache(directory, Settings()))
    assert before and Cache(directory, Settings()).get(str(target), data) == before
    assert Cache(directory, Settings()).get(str(target), data + b"\n# edited\n") is None
    assert Cache(directory, Settings()).get(str(tmp_path / "elsewhere.py"), data) is None
    assert Cache(directory, Settings(ignore=("JXL1",))).get(str(target), data) is None
    # A result that depends on another module is stale once that module changes.
    helper = tmp_path / "helpers.py"
    helper.write_text("def helper(x):\n    return x\n")
    diagnostic = Diagnostic(str(target), 3, 1, 3, 2, "JXL101", "from a helper")
    cache = Cache(directory, Settings())
    cache.add("b.py", cache_entry(b"source of b", FileResult("b.py", [diagnostic], [str(helper)])))
    cache.save()
    assert Cache(directory, Settings()).get("b.py", b"source of b") == [diagnostic]
    helper.write_text("def helper(x):\n    if x:\n        return x\n")
    assert Cache(directory, Settings()).get("b.py", b"source of b") is None
    # A damaged table is empty, never a crash, and the next run writes a sound one.
    with open(cache.table_path, "w") as handle:
        handle.write("{not json")
    assert Cache(directory, Settings()).get(str(target), data) is None
    assert lint_paths([str(target)], Settings(), jobs=1, cache=Cache(directory, Settings())) == before
    assert Cache(directory, Settings()).get(str(target), data) == before


def test_the_first_save_removes_the_per_result_files_of_format_1(tmp_path):
    old_entry = tmp_path / "c" / "v1" / "ab" / ("ab" + "0" * 38 + ".json")
    old_entry.parent.mkdir(parents=True)
    old_entry.write_text('{"diagnostics": [], "dependencies": []}')
    cache = Cache(str(tmp_path / "c"), Settings())
    cache.add("a.py", cache_entry(b"a", FileResult("a.py", [])))
    cache.save()
    assert sorted(p.name for p in (tmp_path / "c").iterdir()) == [".gitignore", "v2"]


def test_runs_saving_at_the_same_time_keep_each_others_results(tmp_path):
    directory = str(tmp_path / "c")
    one, other = Cache(directory, Settings()), Cache(directory, Settings())
    assert one.get("a.py", b"a") is None and other.get("b.py", b"b") is None   # both have read the empty table
    one.add("a.py", cache_entry(b"a", FileResult("a.py", [])))
    one.save()
    other.add("b.py", cache_entry(b"b", FileResult("b.py", [])))
    other.save()
    fresh = Cache(directory, Settings())
    assert fresh.get("a.py", b"a") == [] and fresh.get("b.py", b"b") == []


def test_tables_of_other_settings_are_forgotten_oldest_first(tmp_path):
    directory = str(tmp_path / "c")
    selections = [Settings(select=(f"JXL{code}",)) for code in range(101, 111)]
    for age, settings in enumerate(selections):
        cache = Cache(directory, settings)
        cache.add("a.py", cache_entry(b"a", FileResult("a.py", [])))
        cache.save()
        os.utime(cache.table_path, ns=(age * 10**9, age * 10**9))
    kept = sorted(os.listdir(os.path.dirname(cache.table_path)))
    assert kept == sorted(os.path.basename(Cache(directory, s).table_path) for s in selections[-8:])


def test_cli_caches_beside_the_project_and_no_cache_writes_nothing(tmp_path):
    project = tmp_path / "proj"
    (project / "src").mkdir(parents=True)
    (project / "pyproject.toml").write_text("[project]\nname = 'p'\n")
    (project / "src" / "relu.py").write_text(textwrap.dedent(TRICKY["closures_and_scan_bodies"]))
    env = dict(os.environ, PYTHONPATH=ROOT)
    env.pop("JAXLINT_CACHE_DIR", None)

    def run(*args):
        return subprocess.run([sys.executable, "-m", "jaxlint", *args, "relu.py"], cwd=project / "src",
                              capture_output=True, text=True, env=env, timeout=120)

    uncached = run("--no-cache")
    assert not (project / ".jaxlint_cache").exists()
    cold, warm = run(), run()
    assert (project / ".jaxlint_cache" / ".gitignore").exists()
    assert uncached.stdout == cold.stdout == warm.stdout and cold.stdout
    assert uncached.returncode == cold.returncode == warm.returncode == 1


def test_the_analysis_leaves_no_reference_cycles_holding_trees():
    """engine._lint_batch turns automatic garbage collection off: each file's syntax trees and analysis must be
    freed by reference counting alone, or memory would grow with every file until the next manual collection.
    (Small cycles of the standard library's own, such as `ast.literal_eval`'s closures, hold no tree.)"""
    import gc

    sources = [source for _, source in CASES]
    lint_source(sources[0], "warm.py")  # first-use imports and caches
    gc.collect()
    gc.disable()
    gc.set_debug(gc.DEBUG_SAVEALL)
    try:
        for source in sources:
            lint_source(source, "example.py")
        gc.collect()
        held = [type(o).__module__ + "." + type(o).__qualname__ for o in gc.garbage
                if isinstance(o, (cst.CSTNode, ast.AST)) or type(o).__module__.startswith("jaxlint")
                or getattr(o, "__module__", "").startswith("jaxlint")]
    finally:
        gc.set_debug(0)
        gc.garbage.clear()
        gc.enable()
    assert held == []


def test_item_assignments_on_lists_and_numpy_arrays_are_left_out():
    """JXL301 outside traced code needs a `name = jnp...(...)` binding in the scope: a function that only
    subscript-assigns lists and numpy arrays never reaches libcst."""
    source = textwrap.dedent(TRICKY["host_array_item_assignments"])
    plan = plan_regions(source, ast.parse(source))
    kept = {source.splitlines()[line - 1].strip() for line in plan.line_map}
    assert "table[0] = 1.0" in kept and "counts[1] += 2" in kept
    assert not kept & {"def fill(n):", "rows[0] = 1", "buffer[1] = 2.0"}
