"""Guessed inputs shaped by what the function's body does with an unannotated parameter (worker side, in-process)."""

from __future__ import annotations

import textwrap

import pytest

pytest.importorskip("jax")

SOURCE = '''
import jax.numpy as jnp


def loss(params, batch, schedule, pair, rows, x):
    w, b = pair
    total = sum(jnp.sum(r) for r in rows)
    prediction = batch.inputs @ params["w"] + params["b"]
    return schedule(jnp.mean((prediction - batch.targets) ** 2)) + total + w + b + x.sum() * x.shape[0]


def apply(model, x):
    return model.apply(x)
'''


@pytest.fixture()
def module(tmp_path):
    import importlib.util
    path = tmp_path / "user_losses.py"
    path.write_text(textwrap.dedent(SOURCE).lstrip())
    spec = importlib.util.spec_from_file_location("user_losses_for_inputs_test", path)
    loaded = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(loaded)
    return loaded


def test_unannotated_parameters_take_the_structure_their_uses_show(module):
    import jax.numpy as jnp

    from jaxlint.confirm.inputs import CANDIDATES, InputBuilder, Leaf
    builder = InputBuilder(module, CANDIDATES[0])
    args = builder.arguments(module.loss, set(), False)
    built = dict(args.positional)
    vector = Leaf((8,), jnp.float32)
    assert built["params"] == {"w": vector, "b": vector}
    assert type(built["batch"]).__name__ == "batch_record" and built["batch"]._fields == ("inputs", "targets")
    assert callable(built["schedule"])
    assert built["pair"] == (vector, vector)
    assert built["rows"] == [vector, vector, vector]
    # Used through array attributes and methods only: an array.
    assert built["x"] == vector


def test_an_object_with_methods_is_left_to_its_annotation(module):
    import jax.numpy as jnp

    from jaxlint.confirm.inputs import CANDIDATES, InputBuilder, Leaf
    args = InputBuilder(module, CANDIDATES[0]).arguments(module.apply, set(), False)
    assert dict(args.positional)["model"] == Leaf((8,), jnp.float32)


def test_the_guessed_structure_traces(module):
    """The built inputs fit the body: it traces without the 'string indexing' a params array would raise."""
    import jax

    from jaxlint.confirm.inputs import CANDIDATES, InputBuilder, materialize
    args = InputBuilder(module, CANDIDATES[0]).arguments(module.loss, set(), False)
    values = [materialize(value, True) for _, value in args.positional]
    schedule = values[2]
    traced = jax.jit(lambda params, batch, pair, rows, x: module.loss(params, batch, schedule, pair, rows, x))
    out = traced(values[0], values[1], values[3], values[4], values[5])
    assert out.shape == (8,)


GUARDED = '''
from typing import Optional

import jax.numpy as jnp


def summarise(x, scale: Optional[float] = None, shift: Optional[float] = None, axis: Optional[int] = None,
              verbose: Optional[bool] = None):
    if verbose is not None:
        print("summary of", x)
    return jnp.sum(x)
'''


def test_the_default_the_flagged_line_is_guarded_by_is_passed_alone_first(tmp_path):
    """`verbose` is the fourth defaulted parameter: passed alone (not with the three before it), it reaches the
    print, and the detail names only it."""
    import importlib.util

    import jax

    from jaxlint.confirm.experiments import Flagged
    from jaxlint.confirm.search import confirm_in_module
    path = tmp_path / "summaries.py"
    path.write_text(textwrap.dedent(GUARDED).lstrip())
    spec = importlib.util.spec_from_file_location("summaries_for_inputs_test", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    target = {"function": "summarise", "entries": [
        {"qualname": "summarise", "mode": "trace", "wrapper": "jax.jit", "static_argnames": []}]}
    verdict = confirm_in_module(jax, module, Flagged(str(path), 9, 9, "JXL201"), target)
    assert verdict.verdict == "confirmed", verdict
    assert verdict.detail.endswith("(once `verbose` is passed)"), verdict.detail


SLOW = '''
import time

import jax


@jax.jit
def settle(x):
    time.sleep(0.6)
    if x.ndim == 3:
        if x.sum() > 0:
            return x
    return -x
'''


def test_guessing_stops_before_the_time_limit_and_says_what_it_tried(tmp_path):
    """Each guess costs most of a second and only the last candidate shape reaches the line: the worker stops guessing
    before the parent's limit and reports what it saw, rather than being killed with nothing to say."""
    from jaxlint.analysis.confirm_target import ConfirmEntry, ConfirmTarget
    from jaxlint.confirm import confirm
    from jaxlint.diagnostics import Diagnostic

    path = tmp_path / "slow.py"
    path.write_text(textwrap.dedent(SLOW).lstrip())
    target = ConfirmTarget("settle", True, True, (ConfirmEntry("settle", "trace", "jax.jit", ()),), "")
    finding = Diagnostic(str(path), 10, 12, 10, 24, "JXL101", "hand-made", confirm_target=target)
    confirm([finding], jobs=1, timeout=8, use_drivers=False)
    assert finding.confirm["verdict"] == "inconclusive", finding.confirm
    assert "guessing stopped at the finding's time limit" in finding.confirm["detail"], finding.confirm
    assert "timed out" not in finding.confirm["detail"]


MAPPED = '''
import functools

import jax


def double(v):
    return 2.0 * v


@functools.partial(jax.jit, static_argnames="step")
def smooth(step, x: jax.Array) -> jax.Array:
    y = jax.lax.map(step, x)
    if y.sum() > 0:
        return y
    return -y


@functools.partial(jax.jit, static_argnames="step")
def corner_of(step, x: jax.Array) -> jax.Array:
    y = jax.vmap(step)(x)
    if y[0, 0, 0, 0] > 0:
        return y
    return -y
'''


def _confirm_mapped(tmp_path, function, line):
    import importlib.util

    import jax

    from jaxlint.confirm.experiments import Flagged
    from jaxlint.confirm.search import confirm_in_module
    path = tmp_path / "mapped.py"
    path.write_text(textwrap.dedent(MAPPED).lstrip())
    spec = importlib.util.spec_from_file_location(f"mapped_for_inputs_test_{function}", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    target = {"function": function, "entries": [
        {"qualname": function, "mode": "trace", "wrapper": "jax.jit", "static_argnames": ["step"]}]}
    return confirm_in_module(jax, module, Flagged(str(path), line, line, "JXL101"), target)


def test_a_parameter_handed_to_a_jax_transform_is_guessed_as_a_function(tmp_path):
    """`step` has no annotation and is static: it was guessed as a size (8), and `lax.map(8, x)` failed before the
    line; `jax.lax.map(step, x)` says it is a function of one argument (the module's `double`)."""
    import importlib.util

    from jaxlint.confirm.uses import parameter_uses
    verdict = _confirm_mapped(tmp_path, "smooth", 13)
    assert (verdict.verdict, verdict.exception) == ("confirmed", "TracerBoolConversionError"), verdict
    spec = importlib.util.spec_from_file_location("mapped_uses", tmp_path / "mapped.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    assert parameter_uses(module.smooth.__wrapped__)["step"].structure() == "callable"


def test_a_guessed_function_whose_output_does_not_fit_confirms_nothing(tmp_path):
    """Trap: the line indexes four dimensions, which no guessed array mapped by a guessed function has: IndexError
    at the flagged line is not what the rule predicts."""
    verdict = _confirm_mapped(tmp_path, "corner_of", 21)
    assert verdict.verdict == "inconclusive", verdict
    assert "inputs did not fit: IndexError" in verdict.detail, verdict
