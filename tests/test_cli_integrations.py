"""CLI options for editors and CI: stdin, --statistics, --exit-zero, --quiet, `jaxlint rule`, the README's table."""

from __future__ import annotations

import json
import os
import subprocess
import sys

from jaxlint.docs import rules_table
from jaxlint.rules import ALL_RULES, RULES_BY_CODE
from tests.clitools import CLEAN, PITFALL, ROOT, environment, jaxlint, write

MESSAGE_101 = "`if` test on traced value `x > 0` (traced through `x`) raises TracerBoolConversionError under tracing"


def test_stdin_with_a_reported_filename_and_per_file_ignores(tmp_path):
    result = jaxlint("-", "--stdin-filename", "src/model.py", stdin=PITFALL, cwd=str(tmp_path))
    assert result.returncode == 1
    assert [line.split(" ", 2)[:2] for line in result.stdout.splitlines()] == [
        ["src/model.py:5:8:", "JXL101"], ["src/model.py:7:5:", "JXL201"]]
    assert result.stderr == "jaxlint: 2 findings in 1 file\n"
    # The stdin filename is what the configuration's per-file-ignores match.
    write(tmp_path, "pyproject.toml", '[tool.jaxlint]\nper-file-ignores = { "src/*" = ["JXL2"] }\n')
    configured = jaxlint("-", "--stdin-filename", "src/model.py", stdin=PITFALL, cwd=str(tmp_path))
    assert [line.split(" ", 2)[1] for line in configured.stdout.splitlines()] == ["JXL101"]
    anonymous = jaxlint("-", "--output-format", "json", stdin=CLEAN, cwd=str(tmp_path))
    assert (anonymous.returncode, json.loads(anonymous.stdout)) == (0, [])


def test_stdin_buffer_shown_in_full_format_and_bad_bytes_reported():
    full = jaxlint("-", "--stdin-filename", "buffer.py", "--output-format", "full", stdin=PITFALL)
    assert "5 |     if x > 0:" in full.stdout.splitlines()
    broken = subprocess.run([sys.executable, "-m", "jaxlint", "-"], input=b"import jax\nx = '\xff'\n",
                            capture_output=True, env=environment(), timeout=60)
    assert broken.returncode == 1
    assert broken.stdout.decode().startswith("-:1:1: JXL901 cannot decode file")
    mixed = jaxlint("-", "other.py", stdin=PITFALL)
    assert (mixed.returncode, mixed.stderr.strip()) == (2, "jaxlint: error: `-` (stdin) cannot be combined with "
                                                           "other paths")


def test_statistics_exit_zero_and_quiet(tmp_path):
    write(tmp_path, "a.py", PITFALL)
    write(tmp_path, "b.py", PITFALL.replace("print(x)", "pass"))
    stats = jaxlint("--statistics", ".", cwd=str(tmp_path))
    assert (stats.returncode, stats.stdout) == (1, "2  JXL101  traced-condition\n1  JXL201  print-in-traced-code\n")
    as_json = jaxlint("--statistics", "--output-format", "json", ".", cwd=str(tmp_path))
    assert json.loads(as_json.stdout) == [{"code": "JXL101", "name": "traced-condition", "count": 2},
                                          {"code": "JXL201", "name": "print-in-traced-code", "count": 1}]
    quiet = jaxlint("--exit-zero", "--quiet", "a.py", cwd=str(tmp_path))
    assert (quiet.returncode, quiet.stderr) == (0, "")
    assert quiet.stdout.splitlines()[0] == f"a.py:5:8: JXL101 {MESSAGE_101}"
    # --exit-zero does not hide usage errors.
    assert jaxlint("--exit-zero", "missing.py", cwd=str(tmp_path)).returncode == 2


def test_rule_documentation():
    result = jaxlint("rule", "JXL101")
    assert result.returncode == 0
    assert result.stdout == RULES_BY_CODE["JXL101"].documentation()
    assert result.stdout.startswith("JXL101 (traced-condition): ")
    for heading in ("What it does", "Why is this bad?", "Example", "Use instead", "Fix", "Severity", "In test files"):
        assert f"\n{heading}\n" in result.stdout
    assert "\nSeverity\n  error; --confirm expects TracerBoolConversionError at the flagged line\n\nIn test files\n" \
        "  not reported by default: " in result.stdout
    lower = jaxlint("rule", "jxl201")
    assert lower.stdout.startswith("JXL201 (print-in-traced-code)")
    unknown = jaxlint("rule", "JXL999")
    assert (unknown.returncode, unknown.stdout) == (2, "")
    assert "unknown rule 'JXL999'" in unknown.stderr


def test_rule_catalogue_as_json():
    result = jaxlint("rule", "--all", "--output-format", "json")
    catalogue = json.loads(result.stdout)
    assert [entry["code"] for entry in catalogue] == [rule.code for rule in ALL_RULES]
    first = catalogue[0]
    assert set(first) == {"code", "name", "family", "severity", "confirm", "summary", "what", "why", "fix",
                          "example", "use_instead", "autofix", "in_tests",
                          "documentation"}
    assert (first["name"], first["fix"]) == (ALL_RULES[0].name, ALL_RULES[0].fix_hint)
    assert (first["family"], first["severity"]) == ("control_flow", "error")
    assert first["confirm"] == {"raises": ["TracerBoolConversionError"], "symptom": None}
    by_code = {entry["code"]: entry for entry in catalogue}
    assert (by_code["JXL502"]["severity"], by_code["JXL502"]["confirm"]) == (
        "warning", {"raises": [], "symptom": "recompiles"})
    assert "# expect:" not in json.dumps(catalogue)
    text = jaxlint("rule", "--all").stdout
    assert text.count("\nWhat it does\n") == len(ALL_RULES)


def test_readme_rules_table_is_generated_from_the_rule_classes(tmp_path):
    with open(os.path.join(ROOT, "README.md"), encoding="utf-8") as handle:
        readme = handle.read()
    assert rules_table() in readme, "README.md's rules table is stale: run `python -m jaxlint.docs --write README.md`"
    for rule in ALL_RULES:
        assert f"| {rule.code} | `{rule.name}` |" in readme
    # The checker notices a stale copy, and --write repairs it.
    stale = write(tmp_path, "README.md", readme.replace("| JXL101 | `traced-condition` |", "| JXL101 | `old` |"))
    docs = [sys.executable, "-m", "jaxlint.docs"]
    check = subprocess.run([*docs, "--check", stale], capture_output=True, text=True, env=environment(), timeout=60)
    assert check.returncode == 1 and "out of date" in check.stderr
    subprocess.run([*docs, "--write", stale], check=True, env=environment(), timeout=60)
    with open(stale, encoding="utf-8") as handle:
        assert handle.read() == readme
    assert subprocess.run([*docs, "--check", stale], env=environment(), timeout=60).returncode == 0
