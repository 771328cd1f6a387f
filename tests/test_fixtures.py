"""Every fixture under fixtures/ is linted: the findings are exactly the lines marked `# expect:`.

Files are found by globbing, so fixtures other people add (libraries/, regressions/, multi_module/...) are covered
without touching this test.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys

import pytest

from jaxlint.codes import CHECKING_FAMILIES, REGISTRY
from jaxlint.engine import lint_paths
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


@pytest.fixture(scope="module")
def findings_by_file() -> dict[str, list]:
    """All fixtures linted in one engine run, as the CLI does (helpers in other files see their callers)."""
    grouped: dict[str, list] = {}
    for diagnostic in lint_paths([os.path.join(FIXTURES, f) for f in FILES], jobs=1):
        grouped.setdefault(os.path.relpath(os.path.abspath(diagnostic.path), FIXTURES), []).append(diagnostic)
    return grouped


@pytest.mark.parametrize("relative", FILES)
def test_fixture_findings_are_exactly_the_expect_markers(relative, findings_by_file):
    expected = expected_findings(_read(relative))
    findings = findings_by_file.get(relative, [])
    found = {(d.line, d.code) for d in findings}
    missed = sorted(expected - found)
    unexpected = sorted((d.line, d.code, d.message) for d in findings if (d.line, d.code) not in expected)
    assert not missed and not unexpected, f"missed: {missed}\nunexpected: {unexpected}"


def test_clean_fixtures_expect_nothing():
    clean = [f for f in FILES if f.startswith("clean" + os.sep)]
    assert len(clean) >= 10
    for relative in clean:
        assert expected_findings(_read(relative)) == set(), f"{relative} is in clean/ but expects findings"


@pytest.mark.parametrize("family", POSITIVE_FAMILIES)
def test_each_positive_family_has_files_with_findings(family):
    files = [f for f in FILES if f.startswith(family + os.sep)]
    assert len(files) >= 2
    packages: dict[str, list[str]] = {}
    for relative in files:
        folder = os.path.dirname(relative)
        while not os.path.isfile(os.path.join(FIXTURES, folder, "__init__.py")) and os.sep in folder:
            folder = os.path.dirname(folder)  # a folder without __init__.py inside a package (tokamak/_src)
        if os.path.isfile(os.path.join(FIXTURES, folder, "__init__.py")):
            # A package is one project: its modules that hold the correct look-alikes may mark nothing.
            packages.setdefault(folder, []).append(relative)
        else:
            assert expected_findings(_read(relative)), f"{relative} marks no finding"
    for folder, members in packages.items():
        assert any(expected_findings(_read(m)) for m in members), f"package {folder} marks no finding"


def test_every_rule_has_a_realistic_fixture():
    codes = {code for relative in FILES for _, code in expected_findings(_read(relative))}
    catalogue = {row.code for row in REGISTRY if row.family != "meta"}
    assert len(catalogue) == 18 and catalogue - codes == set()


_FLAKE8_LINE = re.compile(r"^(?P<path>[^:]+\.py):(?P<line>\d+):(?P<col>\d+): (?P<code>JXL\d{3}) \S.*$")


def test_cli_over_fixtures_reports_every_marker_in_flake8_form():
    env = dict(os.environ, PYTHONPATH=ROOT + os.pathsep + os.environ.get("PYTHONPATH", ""))
    result = subprocess.run([sys.executable, "-m", "jaxlint", "fixtures"], cwd=ROOT, env=env,
                            capture_output=True, text=True, timeout=120)
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
