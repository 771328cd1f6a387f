"""Every fixture under fixtures/ is linted: the findings are exactly the lines marked `# expect:`.

Files are found by globbing, so fixtures other people add (libraries/, regressions/, multi_module/...) are covered
without touching this test.
"""

from __future__ import annotations

import os
import re
import subprocess

import pytest

from jaxlint.codes import CHECKING_FAMILIES, REGISTRY
from tests.expectations import expected_findings

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIXTURES = os.path.join(ROOT, "fixtures")
POSITIVE_FAMILIES = CHECKING_FAMILIES


def _fixture_files() -> list[str]:
    found = []
    for base, directories, names in os.walk(FIXTURES):
        directories[:] = sorted(d for d in directories if d != "__pycache__")
        found += [os.path.relpath(os.path.join(base, name), FIXTURES) for name in names if name.endswith(".py")]
    return sorted(found)


FILES = _fixture_files()


def _read(relative: str) -> str:
    with open(os.path.join(FIXTURES, relative), encoding="utf-8") as handle:
        return handle.read()


_FLAKE8_LINE = re.compile(r"^(?P<path>[^:]+\.py):(?P<line>\d+):(?P<col>\d+): (?P<code>JXL\d{3}) (?P<message>\S.*)$")


@pytest.fixture(scope="module")
def cli_run(fixtures_lint_run) -> subprocess.CompletedProcess:
    """All fixtures linted in one run of the real CLI (helpers in other files see their callers), without the
    result cache (tests/conftest.py runs it once for the session)."""
    return fixtures_lint_run


@pytest.fixture(scope="module")
def findings_by_file(cli_run) -> dict[str, list[tuple[int, str, str]]]:
    """(line, code, message) of each fixture's findings, from the CLI's lines (their form is checked below)."""
    grouped: dict[str, list[tuple[int, str, str]]] = {}
    for line in cli_run.stdout.splitlines():
        match = _FLAKE8_LINE.match(line)
        if match:
            grouped.setdefault(os.path.relpath(match["path"], "fixtures"), []).append(
                (int(match["line"]), match["code"], match["message"]))
    return grouped


@pytest.mark.parametrize("relative", FILES)
def test_fixture_findings_are_exactly_the_expect_markers(relative, findings_by_file):
    expected = expected_findings(_read(relative))
    findings = findings_by_file.get(relative, [])
    found = {(line, code) for line, code, _ in findings}
    missed = sorted(expected - found)
    unexpected = sorted(finding for finding in findings if finding[:2] not in expected)
    assert not missed and not unexpected, f"missed: {missed}\nunexpected: {unexpected}"


def test_clean_fixtures_expect_nothing():
    clean = [f for f in FILES if f.startswith("clean" + os.sep)]
    assert len(clean) >= 10
    for relative in clean:
        assert expected_findings(_read(relative)) == set(), f"{relative} is in clean/ but expects findings"


def _namespace_package(folder: str) -> bool:
    """Does a module of the fixture folder, or of a folder above it, import another by that folder's name (`from
    meshkit.shapes import ...`, `from swarmsim.core import Bodies` in `swarmsim/dynamics/`)?"""
    while os.sep in folder:
        name = os.path.basename(folder)
        if any(f"from {name}." in _read(f) for f in FILES if f.startswith(folder + os.sep)):
            return True
        folder = os.path.dirname(folder)
    return False


@pytest.mark.parametrize("family", POSITIVE_FAMILIES)
def test_each_positive_family_has_files_with_findings(family):
    files = [f for f in FILES if f.startswith(family + os.sep)]
    assert len(files) >= 2
    packages: dict[str, list[str]] = {}
    for relative in files:
        folder = os.path.dirname(relative)
        while not os.path.isfile(os.path.join(FIXTURES, folder, "__init__.py")) and os.sep in folder:
            folder = os.path.dirname(folder)  # a folder without __init__.py inside a package (tokamak/_src)
        own = os.path.dirname(relative)
        if os.path.isfile(os.path.join(FIXTURES, folder, "__init__.py")):
            # A package is one project: its modules that hold the correct look-alikes may mark nothing.
            packages.setdefault(folder, []).append(relative)
        elif _namespace_package(own):
            # So is a namespace package (no `__init__.py`, its modules importing each other by its name).
            packages.setdefault(own, []).append(relative)
        else:
            assert expected_findings(_read(relative)), f"{relative} marks no finding"
    for folder, members in packages.items():
        assert any(expected_findings(_read(m)) for m in members), f"package {folder} marks no finding"


def test_every_rule_has_a_realistic_fixture():
    codes = {code for relative in FILES for _, code in expected_findings(_read(relative))}
    catalogue = {row.code for row in REGISTRY if row.family != "meta"}
    assert len(catalogue) == 18 and catalogue - codes == set()


def test_cli_over_fixtures_reports_every_marker_in_flake8_form(cli_run):
    result = cli_run
    assert result.returncode == 1, result.stderr
    lines = result.stdout.splitlines()
    assert lines, "no findings printed"
    reported = set()
    for line in lines:
        match = _FLAKE8_LINE.match(line)
        assert match, f"not in flake8 form: {line!r}"
        reported.add((os.path.relpath(match["path"], "fixtures"), int(match["line"]), match["code"]))
    expected = {(relative, line, code) for relative in FILES for line, code in expected_findings(_read(relative))}
    assert reported == expected
    assert re.fullmatch(r"jaxlint: \d+ findings in \d+ files( \(\d+ test files? checked for [^)]*\))?\n",
                        result.stderr), result.stderr
