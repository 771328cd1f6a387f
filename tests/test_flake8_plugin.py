"""The flake8 plugin, through the real flake8 program: same findings as `jaxlint`, flake8's noqa and ignores."""

from __future__ import annotations

import builtins
import glob
import os
import re

import pytest

from jaxlint.flake8_plugin import JaxlintChecker
from jaxlint.rules import ALL_RULES
from jaxlint.rules.base import strip_expectations
from tests.clitools import CLEAN, PITFALL, ROOT, flake8, jaxlint, write

FIXTURES_DIR = os.path.join(ROOT, "fixtures")
_LINE = re.compile(r"^(?P<path>.+?):(?P<line>\d+):(?P<col>\d+): (?P<code>[A-Z]+\d+) ")


def findings(stdout: str) -> set[tuple[str, int, int, str]]:
    found = set()
    for line in stdout.splitlines():
        match = _LINE.match(line)
        assert match, f"not a finding line: {line!r}"
        found.add((os.path.realpath(match["path"]), int(match["line"]), int(match["col"]), match["code"]))
    return found


MULTI_MODULE_DIR = os.path.join(FIXTURES_DIR, "multi_module")


def _examples(tmp_path) -> list[str]:
    """Every rule's VALID and INVALID example as a file (markers stripped)."""
    files = []
    for rule in ALL_RULES:
        for kind in ("valid", "invalid"):
            for index, source in enumerate(getattr(rule, kind)):
                files.append(write(tmp_path, f"examples/{rule.code}_{kind}_{index}.py",
                                   strip_expectations(source) + "\n"))
    return files


@pytest.mark.needs("flake8")
def test_flake8_reports_exactly_what_jaxlint_reports(tmp_path, fixtures_lint_run):
    """flake8 over the rules' examples and every fixture module reports what jaxlint reports. jaxlint's findings in
    fixtures/ come from the session's whole-tree run (tests/conftest.py, paths relative to the checkout's root):
    the examples sit in a folder of their own, outside any package of fixtures/, so neither changes the other's."""
    examples = _examples(tmp_path)
    fixtures = sorted(glob.glob(os.path.join(FIXTURES_DIR, "**", "*.py"), recursive=True))
    if os.path.isdir(FIXTURES_DIR):
        assert fixtures, "fixtures/ exists but holds no Python file"
    files = examples + fixtures
    in_fixtures = set()
    if fixtures:
        assert fixtures_lint_run.returncode == 1, fixtures_lint_run.stderr
        in_fixtures = findings("".join(f"{os.path.join(ROOT, line)}\n"
                                       for line in fixtures_lint_run.stdout.splitlines()))
    expected = findings(jaxlint("--output-format", "concise", "--quiet", *examples).stdout) | in_fixtures
    assert {code for _, _, _, code in expected} >= {r.code for r in ALL_RULES if not r.code.startswith("JXL9")}
    # --isolated: the checkout's own flake8 settings (if any) must not change the comparison.
    # The whole tree: on a loaded machine it took over the 120 s a one-file command gets.
    result = flake8("--isolated", "--select", "JXL", *files, timeout=600)
    assert result.returncode == 1, result.stderr
    assert findings(result.stdout) == expected


@pytest.mark.needs("flake8")
def test_flake8_finds_helpers_traced_from_other_modules_of_the_package():
    """fixtures/multi_module: helpers that are only wrong because another module jits their callers. flake8 checks
    one file at a time, yet reports them in the helper's file, as `jaxlint PATH` does."""
    files = sorted(glob.glob(os.path.join(MULTI_MODULE_DIR, "**", "*.py"), recursive=True))
    assert files
    by_jaxlint = findings(jaxlint("--output-format", "concise", "--quiet", *files).stdout)
    metrics = os.path.realpath(os.path.join(MULTI_MODULE_DIR, "mlp", "metrics.py"))
    assert any(path == metrics for path, *_ in by_jaxlint)
    # metrics.py on its own has nothing to report: its finding comes from train.py's traced call.
    assert findings(jaxlint("--quiet", metrics).stdout) == set()
    assert findings(flake8("--isolated", "--select", "JXL", *files).stdout) == by_jaxlint
    assert {f for f in findings(flake8("--isolated", "--select", "JXL", metrics).stdout)} == {
        f for f in by_jaxlint if f[0] == metrics}


@pytest.mark.needs("flake8")
def test_flake8_noqa_and_disable_noqa_belong_to_flake8(tmp_path):
    source = PITFALL.replace("if x > 0:", "if x > 0:  # noqa: JXL101").replace("print(x)", "print(x)  # noqa: E501")
    path = write(tmp_path, "noqa.py", source)
    assert [c for *_, c in sorted(findings(flake8("--isolated", "--select", "JXL", path).stdout))] == ["JXL201"]
    disabled = flake8("--isolated", "--select", "JXL", "--disable-noqa", path).stdout
    assert sorted((line, code) for _, line, _, code in findings(disabled)) == [(5, "JXL101"), (7, "JXL201")]


@pytest.mark.needs("flake8")
def test_flake8_extend_ignore_and_default_selection(tmp_path):
    path = write(tmp_path, "both.py", PITFALL)
    ignored = flake8("--isolated", "--extend-ignore", "JXL201,E", path)
    assert [(line, col, code) for _, line, col, code in findings(ignored.stdout)] == [(5, 8, "JXL101")]
    # Without --select, plugin codes run next to flake8's own (E302 here).
    codes = {code for *_, code in findings(flake8("--isolated", path).stdout)}
    assert {"JXL101", "JXL201", "E302"} <= codes


@pytest.mark.needs("flake8")
def test_flake8_lints_stdin_buffers_it_never_reads_from_disk(tmp_path):
    shown = str(tmp_path / "not-on-disk" / "model.py")
    result = flake8("--isolated", "--select", "JXL", "--stdin-display-name", shown, "-", stdin=PITFALL)
    assert sorted(findings(result.stdout)) == [
        (os.path.realpath(shown), 5, 8, "JXL101"), (os.path.realpath(shown), 7, 5, "JXL201")]


def test_plugin_uses_the_lines_flake8_gives_and_never_opens_the_file(tmp_path, monkeypatch):
    path = write(tmp_path, "alone/relu.py", CLEAN)  # on disk: clean; in flake8's buffer: the pitfall
    real_open = builtins.open

    def guarded_open(file, *args, **kwargs):
        if isinstance(file, (str, os.PathLike)) and os.path.realpath(file) == os.path.realpath(path):
            raise AssertionError(f"the plugin opened {file!r}")
        return real_open(file, *args, **kwargs)

    monkeypatch.setattr(builtins, "open", guarded_open)
    checker = JaxlintChecker(tree=None, lines=PITFALL.splitlines(keepends=True), filename=path)
    results = list(checker.run())
    assert [(line, col, text.split()[0], kind) for line, col, text, kind in results] == [
        (5, 7, "JXL101", JaxlintChecker), (7, 4, "JXL201", JaxlintChecker)]


@pytest.mark.needs("flake8")
def test_flake8_reports_helper_findings_in_the_helper_file(tmp_path):
    """A helper is traced because another module jits its caller: flake8, one file at a time, still puts the
    finding in the helper's file, as `jaxlint DIR` does (also for a folder without __init__.py inside the package,
    like optax/_src)."""
    write(tmp_path, "proj/pkg/__init__.py", "")
    helper = write(tmp_path, "proj/pkg/helpers.py", "def clip(x):\n    if x > 1.0:\n        return 1.0\n    return x\n")
    core = write(tmp_path, "proj/pkg/_src/core.py", "def show(x):\n    print(x)\n    return x\n")
    write(tmp_path, "proj/pkg/train.py", "import jax\n\nfrom pkg._src.core import show\nfrom .helpers import clip\n\n\n"
                                         "@jax.jit\ndef step(x):\n    return show(clip(x)) * 2\n")
    expected = findings(jaxlint("--quiet", str(tmp_path / "proj")).stdout)
    assert expected == {(os.path.realpath(helper), 2, 8, "JXL101"), (os.path.realpath(core), 2, 5, "JXL201")}
    assert findings(flake8("--isolated", "--select", "JXL", str(tmp_path / "proj")).stdout) == expected
    assert findings(flake8("--isolated", "--select", "JXL", helper, core).stdout) == expected


WRAPPED = """\
from mylib.utils import jit_with_defaults

@jit_with_defaults
def step(x):
    if x > 0:
        return x
    return -x
"""


@pytest.mark.needs("flake8")
def test_flake8_understands_project_jit_wrappers(tmp_path):
    path = write(tmp_path, "proj/step.py", WRAPPED)
    assert findings(flake8("--isolated", "--select", "JXL", path).stdout) == set()
    by_option = flake8("--isolated", "--select", "JXL", "--jaxlint-extra-jit-decorators",
                       "mylib.utils.jit_with_defaults", path)
    assert [(line, code) for _, line, _, code in findings(by_option.stdout)] == [(5, "JXL101")]
    write(tmp_path, "proj/pyproject.toml", '[tool.jaxlint]\nextra-jit-decorators = ["mylib.utils.jit_with_defaults"]\n')
    by_pyproject = flake8("--isolated", "--select", "JXL", path)
    assert [(line, code) for _, line, _, code in findings(by_pyproject.stdout)] == [(5, "JXL101")]
    assert findings(by_pyproject.stdout) == findings(jaxlint("--quiet", path).stdout)


def test_each_flake8_run_has_its_own_context(tmp_path, monkeypatch):
    """flake8 calls parse_options once a run: the helper findings a run memoised are not seen by the next one."""
    import types

    from jaxlint import flake8_plugin

    package = tmp_path / "proj" / "pkg"
    write(package, "__init__.py", "")
    write(package, "core.py", "import jax\nfrom .helpers import scale\n\n@jax.jit\ndef step(x):\n"
                              "    return scale(x)\n")
    helper = write(package, "helpers.py", "def scale(x):\n    print(x)\n    return x\n")
    options = types.SimpleNamespace(jaxlint_extra_jit_decorators=[])
    monkeypatch.setattr(JaxlintChecker, "run_context", None)

    def one_run():
        JaxlintChecker.parse_options(options)
        with open(helper) as handle:
            lines = handle.readlines()
        return [(line, message.split()[0]) for line, _, message, _ in JaxlintChecker(None, lines, helper).run()]

    assert one_run() == [(2, "JXL201")]
    first = JaxlintChecker.run_context
    assert isinstance(first, flake8_plugin.PluginRun) and first.helper_findings and first.linked_from
    # The helper is fixed between runs: a run memoises per module what other modules' traced calls put there, which
    # would be stale if the next run shared it.
    write(package, "helpers.py", "def scale(x):\n    return x\n")
    assert one_run() == []
    assert JaxlintChecker.run_context is not first
