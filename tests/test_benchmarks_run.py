"""benchmarks/confirm_bench.py keeps running against the current confirm modules: its in-process part (one worker's
view) times every traced finding of a fixture file and compares it with a bare trace."""

from __future__ import annotations

import os
import shutil

import pytest

from tests.expectations import expected_claims

pytest.importorskip("jax")

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIXTURE = os.path.join(ROOT, "fixtures", "control_flow", "traced_loops.py")


def test_confirm_bench_times_each_traced_finding_of_a_fixture(tmp_path):
    from benchmarks import confirm_bench

    # A copy, so the worker-style import puts only tmp_path on sys.path of this test process.
    path = tmp_path / "traced_loops.py"
    shutil.copyfile(FIXTURE, path)
    with open(FIXTURE, encoding="utf-8") as handle:
        claims = expected_claims(handle.read())
    assert claims == {(13, "JXL105"): "TracerIntegerConversionError", (21, "JXL105"): "TracerIntegerConversionError",
                      (35, "JXL105"): "TracerIntegerConversionError", (46, "JXL105"): "TracerIntegerConversionError"}

    jax, _ = confirm_bench.import_jax()
    rows, imports, failed = confirm_bench.time_findings(jax, [str(path)], repeat=1)

    assert list(imports) == [str(path)] and failed == {}
    assert [(row.line, row.code) for row in rows] == sorted(claims)
    for row in rows:
        assert row.bare_seconds is not None and row.bare_seconds > 0, row.label
        # Each loops over a traced array: the bare trace raises too, whichever error the first guessed inputs give.
        assert row.bare_raised != "", row.label
        assert row.confirm_seconds > 0, row.label
        assert (row.verdict.verdict, row.verdict.exception) == ("confirmed", claims[(row.line, row.code)]), row.label


def test_confirm_bench_lists_symptom_findings_apart(tmp_path):
    from benchmarks import confirm_bench

    source = os.path.join(ROOT, "fixtures", "mutation", "discarded_updates.py")
    path = tmp_path / "discarded_updates.py"
    shutil.copyfile(source, path)
    with open(source, encoding="utf-8") as handle:
        claims = expected_claims(handle.read())

    jax, _ = confirm_bench.import_jax()
    rows, _, failed = confirm_bench.time_findings(jax, [str(path)], repeat=1)

    assert failed == {}
    assert [(row.line, row.code) for row in rows] == sorted(claims)
    assert all(claim == "no-op" for claim in claims.values())
    assert all(row.bare_seconds is None for row in rows)
    assert [row.verdict.verdict for row in rows] == ["confirmed"] * len(rows)


def test_confirm_bench_leaves_out_a_module_that_cannot_be_imported(tmp_path):
    from benchmarks import confirm_bench

    path = tmp_path / "needs_missing_library.py"
    path.write_text(
        "import jax\n"
        "import jaxlint_bench_missing_library\n"
        "\n"
        "\n"
        "@jax.jit\n"
        "def clip(x):\n"
        "    if x > 0:\n"
        "        return x\n"
        "    return -x\n",
        encoding="utf-8")
    from jaxlint.engine import lint_file
    assert [(d.line, d.code) for d in lint_file(str(path)) if d.confirm_target is not None] == [(7, "JXL101")]

    jax, _ = confirm_bench.import_jax()
    rows, imports, failed = confirm_bench.time_findings(jax, [str(path)], repeat=1)

    assert rows == [] and imports == {}
    assert failed == {str(path): "ModuleNotFoundError: No module named 'jaxlint_bench_missing_library'"}
