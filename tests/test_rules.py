"""Every rule's own VALID and INVALID examples, run through the whole engine."""

from __future__ import annotations

import pytest

from jaxlint.engine import lint_source
from jaxlint.rules import ALL_RULES, RULES_BY_CODE, code_selected
from tests.expectations import expected_findings

CHECKING_RULES = [rule for rule in ALL_RULES if not rule.code.startswith("JXL9")]


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


def test_codes_are_unique_and_cover_the_catalogue():
    assert len(RULES_BY_CODE) == len(ALL_RULES)
    assert set(RULES_BY_CODE) == {
        "JXL101", "JXL102", "JXL103", "JXL104", "JXL105", "JXL106", "JXL107", "JXL201", "JXL202", "JXL203",
        "JXL301", "JXL302", "JXL401", "JXL402", "JXL501", "JXL502", "JXL503", "JXL901", "JXL902"}


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


def test_the_code_table_is_the_rule_catalogue():
    """jaxlint/codes.py repeats each code and name so that configuration and selection need not import libcst."""
    from jaxlint.codes import RULE_NAMES

    assert RULE_NAMES == {rule.code: rule.name for rule in ALL_RULES}


def test_files_without_jax_code_are_linted_without_importing_libcst(tmp_path):
    import subprocess
    import sys

    plain = tmp_path / "plain.py"
    plain.write_text("def add(a, b):\n    return a + b\n", encoding="utf-8")
    probe = ("import sys\nfrom jaxlint.cli import main\ncode = main(['--no-cache', '--statistics', sys.argv[1]])\n"
             "print(code, 'libcst' in sys.modules, 'jax' in sys.modules)\n")
    done = subprocess.run([sys.executable, "-c", probe, str(plain)], capture_output=True, text=True, timeout=60)
    assert done.stdout.strip().splitlines()[-1] == "0 False False", done.stdout + done.stderr
