"""Region planning (analysis/regions.py) changes no finding: the planned analysis (libcst only on the statements
that can matter) gives exactly what a whole-file analysis gives, and leaves out what cannot matter."""

from __future__ import annotations

import ast
import os
import textwrap

import libcst as cst
import pytest

from jaxlint.analysis.imports import ImportMap
from jaxlint.analysis.ast_nodes import all_import_tables
from jaxlint.analysis.regions import plan_regions
from jaxlint.diagnostics import Diagnostic
from jaxlint.engine import lint_source
from tests.sources import ALL_SOURCES as CASES
from tests.sources import ROOT
from tests.sources import TRICKY


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


def test_a_method_called_on_an_instance_made_on_the_spot_is_kept_with_what_it_calls():
    # `Refiner(depth).matrices(...)` in a method of the same class: the analysis traces `matrices` and the helper it
    # calls, so both are kept whole (a helper kept only around its vmap lost the lists it binds for itself).
    with open(os.path.join(ROOT, "fixtures", "side_effects", "refinement_levels.py"), encoding="utf-8") as handle:
        source = handle.read()
    skeleton = plan_regions(source, ast.parse(source)).skeleton
    assert skeleton is not None
    assert "def matrices(self, kernel):" in skeleton and "filters, roots = [], []" in skeleton
    assert [d.code for d in lint_source(source, "refinement_levels.py")] == ["JXL202"]


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


def test_item_assignments_on_lists_and_numpy_arrays_are_left_out():
    """JXL301 outside traced code needs a `name = jnp...(...)` binding in the scope: a function that only
    subscript-assigns lists and numpy arrays never reaches libcst."""
    source = textwrap.dedent(TRICKY["host_array_item_assignments"])
    plan = plan_regions(source, ast.parse(source))
    kept = {source.splitlines()[line - 1].strip() for line in plan.line_map}
    assert "table[0] = 1.0" in kept and "counts[1] += 2" in kept
    assert not kept & {"def fill(n):", "rows[0] = 1", "buffer[1] = 2.0"}
