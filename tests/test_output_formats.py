"""Every --output-format through the CLI, SARIF against the official schema, and the --confirm verdict in each."""

from __future__ import annotations

import io
import json
import os
import pty
import subprocess
import sys
import xml.etree.ElementTree as ET

import pytest

from jaxlint.diagnostics import Diagnostic
from jaxlint.report import REPORTERS, ReportContext
from jaxlint.rules import ALL_RULES
from tests.clitools import CLEAN, PITFALL, ROOT, environment, jaxlint, write

SCHEMA = os.path.join(ROOT, "tests", "data", "sarif-schema-2.1.0.json")
MESSAGE_101 = "`if` test on traced value `x > 0` (traced through `x`) raises TracerBoolConversionError under tracing"


def _sarif_validator() -> jsonschema.protocols.Validator:  # noqa: F821 - imported when a test needs it
    jsonschema = pytest.importorskip("jsonschema")  # in the test extra; a bare `pip install -e . pytest` skips
    with open(SCHEMA) as handle:
        schema = json.load(handle)
    validator_class = jsonschema.validators.validator_for(schema)
    validator_class.check_schema(schema)
    return validator_class(schema, format_checker=validator_class.FORMAT_CHECKER)


def test_sarif_is_valid_2_1_0_with_rules_and_regions(tmp_path):
    write(tmp_path, "pkg/relu.py", PITFALL)
    write(tmp_path, "pkg/clean.py", CLEAN)
    result = jaxlint("--output-format", "sarif", "pkg", cwd=str(tmp_path))
    assert result.returncode == 1
    log = json.loads(result.stdout)
    _sarif_validator().validate(log)
    [run] = log["runs"]
    rules = run["tool"]["driver"]["rules"]
    assert [rule["id"] for rule in rules] == [rule.code for rule in ALL_RULES]
    assert rules[0]["help"]["text"] == ALL_RULES[0].documentation()
    assert [(r["ruleId"], rules[r["ruleIndex"]]["id"], r["level"], r["locations"][0]["physicalLocation"]["region"])
            for r in run["results"]] == [
        ("JXL101", "JXL101", "error", {"startLine": 5, "startColumn": 8, "endLine": 5, "endColumn": 13}),
        ("JXL201", "JXL201", "error", {"startLine": 7, "startColumn": 5, "endLine": 7, "endColumn": 13})]
    location = run["results"][0]["locations"][0]["physicalLocation"]["artifactLocation"]
    assert location == {"uri": "pkg/relu.py", "uriBaseId": "SRCROOT"}
    assert run["originalUriBaseIds"]["SRCROOT"]["uri"] == f"file://{os.path.realpath(tmp_path)}/"


def test_schema_check_is_not_vacuous():
    validator = _sarif_validator()
    broken = {"version": "2.1.0", "runs": [{"tool": {"driver": {}}, "results": [{"message": {"text": "x"}}]}]}
    errors = {error.message for error in validator.iter_errors(broken)}
    assert "'name' is a required property" in errors


def test_github_annotations(tmp_path):
    write(tmp_path, "relu.py", PITFALL)
    [loop_example] = [rule for rule in ALL_RULES if rule.code == "JXL501"][0].invalid[:1]
    write(tmp_path, "sweep.py", loop_example)
    records = json.loads(jaxlint("--output-format", "json", "relu.py", "sweep.py", cwd=str(tmp_path)).stdout)
    result = jaxlint("--output-format", "github", "relu.py", "sweep.py", cwd=str(tmp_path))
    lines = result.stdout.splitlines()
    assert lines[0] == f"::error file=relu.py,line=5,col=8,endLine=5,endColumn=13,title=JXL101::{MESSAGE_101}"
    assert lines == [
        f"::{'warning' if r['code'] == 'JXL501' else 'error'} file={r['path']},line={r['line']},col={r['col']},"
        f"endLine={r['end_line']},endColumn={r['end_col']},title={r['code']}::{r['message']}" for r in records]
    assert [r["code"] for r in records] == ["JXL101", "JXL201", "JXL501"]


def test_json_lines_and_junit(tmp_path):
    write(tmp_path, "relu.py", PITFALL)
    write(tmp_path, "clean.py", CLEAN)
    lines = jaxlint("--output-format", "json-lines", "relu.py", "clean.py", cwd=str(tmp_path)).stdout.splitlines()
    records = [json.loads(line) for line in lines]
    assert [(r["path"], r["line"], r["col"], r["end_col"], r["code"], r["confirm"]) for r in records] == [
        ("relu.py", 5, 8, 13, "JXL101", None), ("relu.py", 7, 5, 13, "JXL201", None)]

    result = jaxlint("--output-format", "junit", "relu.py", "clean.py", cwd=str(tmp_path))
    root = ET.fromstring(result.stdout)
    assert (root.tag, root.get("tests"), root.get("failures")) == ("testsuites", "3", "2")
    suites = {suite.get("name"): suite for suite in root}
    assert set(suites) == {"relu.py", "clean.py"}
    assert [case.find("failure").get("type") for case in suites["relu.py"]] == ["JXL101", "JXL201"]
    assert [case.get("line") for case in suites["relu.py"]] == ["5", "7"]
    [passing] = list(suites["clean.py"])
    assert passing.find("failure") is None


def test_text_is_concise_when_piped_and_full_on_request(tmp_path):
    write(tmp_path, "relu.py", PITFALL)
    piped = jaxlint("relu.py", cwd=str(tmp_path))
    assert piped.stdout.splitlines()[0] == f"relu.py:5:8: JXL101 {MESSAGE_101}"
    assert len(piped.stdout.splitlines()) == 2 and "\033[" not in piped.stdout
    full = jaxlint("--output-format", "full", "relu.py", cwd=str(tmp_path)).stdout.splitlines()
    assert full[:7] == [
        f"relu.py:5:8: JXL101 {MESSAGE_101}",
        "  |",
        "4 | def relu(x):",
        "5 |     if x > 0:",
        "  |        ^^^^^ JXL101",
        "6 |         return x",
        "  |"]
    assert full[7].startswith("  = help: use jnp.where(cond, a, b)")


def _run_in_terminal(args: list[str], cwd: str, **env: str) -> str:
    """Run jaxlint with its stdout on a pseudo-terminal, as a person at a shell sees it."""
    controller, terminal = pty.openpty()
    process = subprocess.Popen([sys.executable, "-m", "jaxlint", *args], cwd=cwd, stdout=terminal,
                               stderr=subprocess.DEVNULL, env=environment(TERM="xterm", **env))
    os.close(terminal)
    chunks = []
    while True:
        try:
            chunk = os.read(controller, 4096)
        except OSError:  # EIO: the child closed the terminal
            break
        if not chunk:
            break
        chunks.append(chunk)
    process.wait(timeout=60)
    os.close(controller)
    return b"".join(chunks).decode().replace("\r\n", "\n")


def test_text_on_a_terminal_is_full_and_coloured(tmp_path):
    write(tmp_path, "relu.py", PITFALL)
    shown = _run_in_terminal(["relu.py"], str(tmp_path))
    assert "\033[1m\033[31mJXL101\033[0m" in shown
    assert "\033[31m\033[1m^^^^^ JXL101\033[0m" in shown
    plain = _run_in_terminal(["relu.py"], str(tmp_path), NO_COLOR="1")
    assert "\033[" not in plain
    assert "5 |     if x > 0:\n  |        ^^^^^ JXL101\n" in plain
    forced = jaxlint("--output-format", "concise", "relu.py", cwd=str(tmp_path), env=environment(FORCE_COLOR="1"))
    assert forced.stdout.startswith("\033[1mrelu.py\033[0m\033[36m:\033[0m5")


CONFIRMED = Diagnostic("relu.py", 5, 8, 5, 13, "JXL101", "msg", None,
                       {"verdict": "confirmed", "exception": "TracerBoolConversionError", "detail": "at line 5",
                        "backend": "cpu"}, help="fix it")
NOT_REPRODUCED = Diagnostic("relu.py", 7, 5, 7, 13, "JXL201", "msg2", None,
                            {"verdict": "not-reproduced", "exception": None, "detail": "", "backend": "cpu"})
INCONCLUSIVE = Diagnostic("relu.py", 9, 1, 9, 4, "JXL104", "msg3", None,
                          {"verdict": "inconclusive", "exception": None, "detail": "import failed: No module named "
                           "'flax'", "backend": None})


def _render(name: str) -> str:
    out = io.StringIO()
    REPORTERS[name]([CONFIRMED, NOT_REPRODUCED, INCONCLUSIVE], out, ReportContext(files=["relu.py"]))
    return out.getvalue()


def test_confirm_verdicts_are_rendered_by_every_format():
    assert _render("concise").splitlines() == [
        "relu.py:5:8: JXL101 msg [confirmed: TracerBoolConversionError]",
        "relu.py:7:5: JXL201 msg2 [not-reproduced]",
        "relu.py:9:1: JXL104 msg3 [inconclusive: import failed: No module named 'flax']"]
    assert [record["confirm"] for record in json.loads(_render("json"))] == [
        CONFIRMED.confirm, NOT_REPRODUCED.confirm, INCONCLUSIVE.confirm]
    assert json.loads(_render("json-lines").splitlines()[0])["confirm"]["verdict"] == "confirmed"
    log = json.loads(_render("sarif"))
    _sarif_validator().validate(log)
    assert [r["properties"]["confirm"] for r in log["runs"][0]["results"]] == [
        CONFIRMED.confirm, NOT_REPRODUCED.confirm, INCONCLUSIVE.confirm]
    assert _render("github").splitlines()[0].endswith("title=JXL101::msg [confirmed: TracerBoolConversionError]")
    failure = ET.fromstring(_render("junit")).find("testsuite/testcase/failure")
    assert failure.get("message") == "msg [confirmed: TracerBoolConversionError]"


def test_github_escapes_commands_in_paths_and_messages():
    odd = Diagnostic("a,b:c.py", 1, 1, 1, 2, "JXL201", "50% done\nnext", None)
    out = io.StringIO()
    REPORTERS["github"]([odd], out, None)
    assert out.getvalue() == "::error file=a%2Cb%3Ac.py,line=1,col=1,endLine=1,endColumn=2,title=JXL201::50%25 done%0Anext\n"


@pytest.mark.needs("jax")
def test_confirmed_finding_end_to_end_in_sarif_and_github(tmp_path):
    write(tmp_path, "relu.py", PITFALL.replace("def relu(x):", "def relu(x: jax.Array):").replace(
        "    print(x)\n", ""))
    sarif = jaxlint("--confirm", "--output-format", "sarif", "relu.py", cwd=str(tmp_path))
    assert sarif.returncode == 1, sarif.stderr
    log = json.loads(sarif.stdout)
    _sarif_validator().validate(log)
    [result] = log["runs"][0]["results"]
    assert result["ruleId"] == "JXL101"
    confirm = result["properties"]["confirm"]
    assert (confirm["verdict"], confirm["exception"]) == ("confirmed", "TracerBoolConversionError")
    github = jaxlint("--confirm", "--output-format", "github", "relu.py", cwd=str(tmp_path))
    assert github.stdout.splitlines() == [
        f"::error file=relu.py,line=5,col=8,endLine=5,endColumn=13,title=JXL101::{MESSAGE_101} "
        "[confirmed: TracerBoolConversionError]"]
