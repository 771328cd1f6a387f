"""Fixed code runs: on every fixture claim whose finding offers a fix, the fixture with `--fix --unsafe-fixes`
applied no longer shows the claimed error or symptom when JAX runs the same driver (tests/test_fixtures_under_jax.py)
on it."""

from __future__ import annotations

import contextlib
import io
import os

import pytest

pytest.importorskip("jax")
import jax  # noqa: E402

from jaxlint.context import RunContext  # noqa: E402
from jaxlint.engine import lint_file  # noqa: E402
from jaxlint.fixes.plan import settle_offers  # noqa: E402
from tests import test_fixtures_under_jax as claims  # noqa: E402
from tests.clitools import jaxlint  # noqa: E402


def _fixable_claims() -> list[tuple[str, int, str, str]]:
    found = []
    offered: dict[str, set[tuple[int, str]]] = {}
    # One run over all the files, as `jaxlint --fix fixtures/` makes it: helpers and package files shared by several
    # fixtures are analysed once. Every pytest-xdist worker computes this list to collect the module.
    run = RunContext()
    for relative, line, code, claim in claims.CLAIMS:
        if relative not in offered:
            path = os.path.join(claims.FIXTURES, relative)
            diagnostics = list(lint_file(path, context=run))
            settle_offers(diagnostics, {})   # what `--fix` itself does: an offer with no edit to make is withdrawn
            offered[relative] = {(d.line, d.code) for d in diagnostics if d.fix_data and d.path == path}
        if (line, code) in offered[relative]:
            found.append((relative, line, code, claim))
    return found


FIXABLE = _fixable_claims()


@pytest.fixture(scope="module")
def fixed_fixtures(fixed_fixtures_run):
    """The copy of fixtures/ with `--fix --unsafe-fixes` applied, shared with tests/test_fixes.py (conftest.py)."""
    copy, result = fixed_fixtures_run
    assert result.returncode == 0, result.stderr
    return copy


def test_every_fixable_code_has_claims_to_check():
    assert {code for _, _, code, _ in FIXABLE} == {"JXL101", "JXL103", "JXL105", "JXL201", "JXL301", "JXL302",
                                                   "JXL401", "JXL501"}


@pytest.mark.parametrize("relative,line,code,claim", FIXABLE, ids=[f"{r}:{n}:{c}" for r, n, c, _ in FIXABLE])
def test_fixed_fixture_runs_without_the_claim(fixed_fixtures, relative, line, code, claim):
    with open(os.path.join(claims.FIXTURES, relative)) as before, open(os.path.join(fixed_fixtures, relative)) as after:
        assert before.read() != after.read(), "the fix was not applied"
    module = claims.load(relative, fixed_fixtures)
    driver = claims._driver_for(relative, line)
    if claim == "prints-once":
        thunk = driver(module)
        outputs = []
        for _ in range(2):
            out = io.StringIO()
            with contextlib.redirect_stdout(out):
                jax.block_until_ready(thunk())
                jax.effects_barrier()
            outputs.append(out.getvalue())
        assert outputs[0] != "" and outputs[1] == outputs[0], outputs
    elif claim == "latent":
        with_default, passing_it = driver(module)
        jax.block_until_ready(with_default())
        jax.block_until_ready(passing_it())   # the parameter is static now: passing it works
    elif claim == "recompiles":
        thunk = driver(module)
        claims._compiles_during(thunk)   # the first call also compiles the eager operations around the loop
        count = claims._compiles_during(thunk)
        # The hoisted function is made once per call of the enclosing function, no longer once per iteration.
        assert count <= 1, f"still compiled {count} times in one call"
    elif claim == "no-op":
        before, after = driver(module)
        assert not claims._same(before, after), "the update still changes nothing"
    else:
        assert claim.endswith("Error"), claim
        jax.block_until_ready(driver(module))   # raises no error at all now


PROVABLE = """\
import jax
import jax.numpy as jnp


@jax.jit
def both_positive(a: jax.Array, b: jax.Array) -> jax.Array:
    return (a > 0) and (b > 0)


@jax.jit
def zero_first(x: jax.Array) -> jax.Array:
    x[0] = 0.0
    return x


@jax.jit
def first_row(x: jax.Array, rows: jax.Array) -> jax.Array:
    return x[rows[0]]


@jax.jit
def scaled(x: jax.Array, double: bool = False) -> jax.Array:
    if double:
        return x * 2
    return x
"""


def test_fix_confirm_proves_each_fix_by_tracing(tmp_path):
    path = tmp_path / "model.py"
    path.write_text(PROVABLE)
    result = jaxlint("--fix", "--unsafe-fixes", "--confirm", "--no-cache", "-j", "1", "--output-format", "concise",
                     str(path))
    assert f"{path}:7:12: JXL103 fixed: verified by tracing" in result.stderr, result.stderr
    assert f"{path}:12:5: JXL301 fixed: verified by tracing" in result.stderr
    # Traced with `double` static, as the fixed jit does: the latent error is gone.
    assert f"{path}:23:8: JXL101 fixed: verified by tracing" in result.stderr
    assert "Fixed 3 of 3 findings; 3 verified by tracing" in result.stderr
    assert result.returncode == 0, result.stdout + result.stderr
    text = path.read_text()
    assert "return jnp.logical_and((a > 0), (b > 0))" in text and "x = x.at[0].set(0.0)" in text
    assert '@partial(jax.jit, static_argnames=("double",))' in text


FAILS_DIFFERENTLY = """\
import jax
import numpy as np


@jax.jit
def unguarded(x: jax.Array) -> jax.Array:
    if not np.isfinite(np.asarray(x)).all():
        x = x * 0
    return x
"""


def test_a_fix_whose_code_fails_differently_is_reverted(tmp_path):
    # np -> jnp removes the TracerArrayConversionError, but the `if` then needs bool() of a tracer.
    path = tmp_path / "guard.py"
    path.write_text(FAILS_DIFFERENTLY)
    result = jaxlint("--fix", "--confirm", "--no-cache", "-j", "1", "--output-format", "concise", str(path))
    assert (f"{path}:7:12: JXL401 reverted: the fixed code fails differently at the line "
            f"(TracerBoolConversionError") in result.stderr, result.stderr
    assert path.read_text() == FAILS_DIFFERENTLY
    assert "1 reverted" in result.stderr and result.returncode == 1
