"""Random programs (hypothesmith) never make jaxlint fail: no exception, no internal error (JXL902).

Each program is linted as a module and wrapped as the body of a `@jax.jit` function whose parameters are all the
names it uses, so the traced-value analysis and the rules see it too (benchmarks/fuzz.py runs many thousands).
"""

from __future__ import annotations

import pytest

hypothesis = pytest.importorskip("hypothesis")
hypothesmith = pytest.importorskip("hypothesmith")

from hypothesis import HealthCheck, given, settings, strategies  # noqa: E402

from benchmarks.fuzz import check, traced_wrapping, used_names  # noqa: E402
from jaxlint.engine import lint_source  # noqa: E402


def test_the_wrapping_makes_every_used_name_a_traced_parameter():
    program = "if total > limit:\n    total = limit\n"
    assert used_names(program) == ["total", "limit"]
    wrapped = traced_wrapping(program)
    assert "@jax.jit\ndef traced(total, limit):\n    pass\n    if total > limit:\n" in wrapped
    assert [(d.line, d.code) for d in lint_source(wrapped, "generated.py")] == [(8, "JXL101")]


@settings(max_examples=200, deadline=None, database=None, derandomize=True,
          phases=[hypothesis.Phase.generate], suppress_health_check=list(HealthCheck))
# Deferred: hypothesmith builds its grammar's parser tables when the strategy is made (about 2 s of CPU), and every
# pytest-xdist worker imports this module to collect it; deferred, only the worker that runs the test builds them.
# The programs drawn are the same (hypothesis seeds from the test's body, not its decorators).
@given(strategies.deferred(hypothesmith.from_grammar))
def test_random_programs_never_break_the_linter(program):
    assert check(program) == []
