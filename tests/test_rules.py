"""Every rule's own VALID and INVALID examples, run through the whole engine."""

from __future__ import annotations

import os
import re

import pytest

from jaxlint.codes import REGISTRY, ROWS, SYMPTOMS, about_the_file, code_selected
from jaxlint.engine import lint_source
from jaxlint.rules import ALL_RULES, RULES_BY_CODE
from tests.expectations import expected_claims, expected_findings

FIXTURES = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "fixtures")

CHECKING_RULES = [rule for rule in ALL_RULES if not about_the_file(rule.code)]


def _cases(kind: str):
    for rule in CHECKING_RULES:
        for index, source in enumerate(getattr(rule, kind)):
            yield pytest.param(rule, source, id=f"{rule.code}-{kind}-{index}")


@pytest.mark.parametrize("rule,source", list(_cases("valid")))
def test_valid_examples_are_silent(rule, source):
    findings = lint_source(source, "example.py")
    assert [(d.line, d.code, d.message) for d in findings] == []


@pytest.mark.parametrize("rule,source", list(_cases("invalid")))
def test_invalid_examples_report_exactly_the_marked_lines(rule, source):
    expected = expected_findings(source)
    assert expected, "an INVALID example must mark at least one line with # expect:"
    assert {code for _, code in expected} == {rule.code}
    findings = lint_source(source, "example.py")
    assert {(d.line, d.code) for d in findings} == expected, [(d.line, d.code, d.message) for d in findings]


@pytest.mark.parametrize("rule", CHECKING_RULES, ids=lambda r: r.code)
def test_every_rule_is_documented_with_examples(rule):
    assert rule.valid and rule.invalid
    for text in (rule.summary, rule.what, rule.why, rule.fix_hint):
        assert len(text) > 10
    docs = rule.documentation()
    assert docs.startswith(f"{rule.code} ({rule.name}):")
    for heading in ("What it does", "Why is this bad?", "Example", "Fix"):
        assert heading in docs
    assert "# expect:" not in docs


def test_every_rule_class_has_exactly_one_registry_row_and_every_row_a_class():
    assert len(RULES_BY_CODE) == len(ALL_RULES)
    assert len(ROWS) == len(REGISTRY)
    assert [rule.code for rule in ALL_RULES] == [row.code for row in REGISTRY]
    for rule in ALL_RULES:
        assert rule.row is ROWS[rule.code] and rule.name == rule.row.name
        # The family names the module holding the class (and the fixtures' directory).
        assert rule.__module__ == f"jaxlint.rules.{rule.row.family}", rule.code


def test_a_rule_class_without_a_registry_row_is_refused():
    from jaxlint.rules.base import Rule

    with pytest.raises(TypeError, match="JXL999.*no row in jaxlint/codes.py"):
        type("Unregistered", (Rule,), {"code": "JXL999"})


def test_registry_rows_are_well_formed():
    for row in REGISTRY:
        assert re.fullmatch(r"JXL\d{3}", row.code) and re.fullmatch(r"[a-z]+(-[a-z]+)*", row.name), row
        assert row.severity in ("error", "warning"), row
        # A finding about user code predicts what JAX does there: exceptions or one symptom, never both.
        if row.family == "meta":
            assert (row.raises, row.symptom) == ((), None), row
        else:
            assert bool(row.raises) != (row.symptom is not None), row
            assert row.symptom is None or row.symptom in SYMPTOMS, row
            assert all(name.endswith("Error") for name in row.raises), row
    assert [row.code for row in REGISTRY if row.severity == "warning"] == ["JXL501", "JXL502", "JXL503", "JXL504"]
    assert {row.code: row.confirm_calls for row in REGISTRY if row.confirm_calls != 1} == {"JXL502": 2, "JXL504": 2}
    assert sorted({row.name for row in REGISTRY}) == sorted(row.name for row in REGISTRY)


def _written_claims():
    """(where, code, claim) for every `# expect: CODE[claim]` in fixtures/ and in the rules' INVALID examples."""
    for base, _, names in os.walk(FIXTURES):
        for name in sorted(n for n in names if n.endswith(".py")):
            path = os.path.join(base, name)
            with open(path, encoding="utf-8") as handle:
                source = handle.read()
            for (line, code), claim in expected_claims(source).items():
                if claim is not None:
                    yield f"{os.path.relpath(path, FIXTURES)}:{line}", code, claim
    for rule in CHECKING_RULES:
        for index, source in enumerate(rule.invalid):
            for (line, code), claim in expected_claims(source).items():
                if claim is not None:
                    yield f"{rule.code} invalid[{index}]:{line}", code, claim


def test_every_written_claim_is_what_the_registry_predicts():
    """The fixtures' claims are checked under JAX (tests/test_fixtures_under_jax.py); the registry row says what
    `--confirm` looks for, so the two must agree: an exception class the row lists, the row's symptom, or `latent`
    (an exception once a defaulted argument is passed)."""
    checked = set()
    for where, code, claim in _written_claims():
        row = ROWS[code]
        if claim == "latent":
            assert row.raises, f"{where}: {code} is latent but its row predicts no exception"
        elif claim in SYMPTOMS:
            assert claim == row.symptom, f"{where}: {code}[{claim}], the registry predicts {row.confirm_evidence}"
        else:
            assert claim in row.raises, f"{where}: {code}[{claim}], the registry predicts {row.confirm_evidence}"
        checked.add((code, claim))
    # Every prediction of every row is backed by at least one claim checked under JAX.
    predicted = {(row.code, evidence) for row in REGISTRY for evidence in (*row.raises, row.symptom) if evidence}
    assert predicted - checked == set()


@pytest.mark.parametrize("code,select,ignore,chosen", [
    ("JXL101", [], [], True),
    ("JXL101", ["JXL1"], [], True),
    ("JXL201", ["JXL1"], [], False),
    ("JXL101", [], ["JXL1"], False),
    ("JXL101", ["JXL101"], ["JXL1"], True),
    ("JXL102", ["JXL101"], ["JXL1"], False),
    ("JXL101", ["JXL1"], ["JXL101"], False),
])
def test_select_and_ignore_prefixes(code, select, ignore, chosen):
    assert code_selected(code, select, ignore) is chosen


def test_files_without_jax_code_are_linted_without_importing_libcst(tmp_path):
    import subprocess
    import sys

    plain = tmp_path / "plain.py"
    plain.write_text("def add(a, b):\n    return a + b\n", encoding="utf-8")
    probe = ("import sys\nfrom jaxlint.cli import main\ncode = main(['--no-cache', '--statistics', sys.argv[1]])\n"
             "print(code, 'libcst' in sys.modules, 'jax' in sys.modules)\n")
    done = subprocess.run([sys.executable, "-c", probe, str(plain)], capture_output=True, text=True, timeout=60)
    assert done.stdout.strip().splitlines()[-1] == "0 False False", done.stdout + done.stderr


def test_jax_files_without_a_compiled_region_are_linted_without_importing_libcst(tmp_path):
    # The planner reads Python's `ast`; libcst is imported only when a libcst tree is built (a compiled region), so
    # a file that uses jax.numpy eagerly, and calls its package's helpers in a loop, costs no libcst import.
    import subprocess
    import sys

    package = tmp_path / "pipeline"
    package.mkdir()
    (package / "__init__.py").write_text("", encoding="utf-8")
    (package / "helpers.py").write_text("import jax.numpy as jnp\n\n\ndef normalise(values):\n"
                                        "    return values / jnp.linalg.norm(values)\n", encoding="utf-8")
    eager = package / "eager.py"
    eager.write_text("import jax.numpy as jnp\n\nfrom .helpers import normalise\n\n\n"
                     "def scaled_rows(rows, factor):\n    out = []\n    for row in rows:\n"
                     "        out.append(normalise(jnp.asarray(row)) * factor)\n    return out\n", encoding="utf-8")
    compiled = package / "compiled.py"
    compiled.write_text("import jax\n\n\n@jax.jit\ndef step(x):\n    if x > 0:\n        return x\n"
                        "    return -x\n", encoding="utf-8")
    probe = ("import sys\nfrom jaxlint.cli import main\ncode = main(['--no-cache', sys.argv[1]])\n"
             "print(code, 'libcst' in sys.modules, 'jax' in sys.modules)\n")
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    seen = {}
    for path in (eager, compiled):
        done = subprocess.run([sys.executable, "-c", probe, str(path)], capture_output=True, text=True, timeout=120,
                              env=dict(os.environ, PYTHONPATH=root))
        seen[path.name] = done.stdout.strip().splitlines()[-1]
    # The compiled file's tree is libcst's (its JXL101 is found on it): the probe does see libcst when it is used.
    assert seen == {"eager.py": "0 False False", "compiled.py": "1 True False"}


def test_parameter_defaults_run_where_the_def_runs_not_in_its_trace():
    # A default is evaluated when the def statement runs: at import for a module-level or class function (silent),
    # inside the trace of the function around a nested def (reported there).
    source = '''import time

import jax


@jax.jit
def outer(x):
    def inner(y, stamp=time.time()):
        return y + stamp

    return inner(x)


@jax.jit
def stamped(x, stamp=time.time()):
    return x + stamp
'''
    assert [(d.line, d.code) for d in lint_source(source, "defaults.py")] == [(8, "JXL402")]
