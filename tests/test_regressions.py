"""Fresh reproductions of constructs that broke jaxlint on real code (fixtures/regressions/).

Each fixture marks every line jaxlint must report with `# expect: CODE`; every other line must stay silent (the
clean look-alikes of the false positives found on the corpus). No internal error (JXL9xx) on any of them.
"""

from __future__ import annotations

import glob
import os

import pytest

from jaxlint.engine import lint_file
from tests.expectations import expected_findings

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
REGRESSIONS = sorted(glob.glob(os.path.join(ROOT, "fixtures", "regressions", "*.py")))


@pytest.mark.parametrize("path", REGRESSIONS, ids=os.path.basename)
def test_regression_fixture_reports_exactly_the_marked_lines(path):
    with open(path) as handle:
        expected = expected_findings(handle.read())
    findings = lint_file(path)
    assert not [d for d in findings if d.code.startswith("JXL9")], findings
    assert {(d.line, d.code) for d in findings} == expected, [(d.line, d.code, d.message) for d in findings]


def test_there_are_regression_fixtures():
    assert len(REGRESSIONS) >= 1


def test_a_multiline_condition_is_reported_on_one_line_of_text(tmp_path):
    from tests.test_cli import run_cli

    path = os.path.join(ROOT, "fixtures", "regressions", "multiline_condition_message.py")
    result = run_cli(path)
    assert result.returncode == 1
    lines = result.stdout.splitlines()
    assert len(lines) == 1
    location, code, message = lines[0].split(" ", 2)
    assert location == f"{path}:14:9:"
    assert code == "JXL101"
    assert "`(jnp.linalg.norm(velocity) > 10.0 and...` (traced through `velocity`)" in message


def test_pythons_own_warnings_about_the_checked_code_are_not_printed(tmp_path):
    # Random programs (hypothesmith) contain `"a" "b"()`: compile() warns "'str' object is not callable".
    from tests.test_cli import run_cli, write

    path = write(tmp_path, "odd.py", 'label = "a" "b"()\npattern = "\\d+"\n')
    result = run_cli(path)
    assert result.returncode == 0
    assert result.stderr.strip() == "jaxlint: 0 findings in 1 file"
