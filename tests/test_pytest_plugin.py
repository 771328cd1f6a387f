"""The pytest plugin (`pytest -p jaxlint` / `--jaxlint`), run through real pytest on a small project that
recompiles in a loop and raises a tracer error; and inert, importing neither jax nor the analysis, without its option."""

from __future__ import annotations

import pytest

pytest_plugins = ["pytester"]

# Imported here, not in a test: pytester restores sys.modules after each test, and jaxlib cannot be imported twice.
pytest.importorskip("jax")

PROJECT = """
import functools

import jax
import jax.numpy as jnp


@jax.jit
def scale(x):
    return x * 2


@functools.partial(jax.jit, static_argnums=1)
def power(x, n):
    return x ** n


@jax.jit
def relu(x):
    if x > 0:
        return x
    return 0.0


def test_scale_in_a_growing_loop():
    for size in range(1, 6):
        assert scale(jnp.ones(size)).shape == (size,)


def test_power_with_changing_static_argument():
    for n in range(4):
        power(jnp.ones(2), n)


def test_relu():
    assert relu(jnp.float32(1.0)) == 1.0
"""

QUIET_PROJECT = """
import sys


def test_nothing_of_jax():
    assert "jax" not in sys.modules
    assert not [name for name in sys.modules if name.startswith("jaxlint.analysis")]
"""


@pytest.fixture
def project(pytester):
    pytester.makepyfile(test_model=PROJECT)
    return pytester


@pytest.mark.parametrize("option", [["-p", "jaxlint"], ["--jaxlint"]])
def test_reports_retraced_functions_with_what_changed_and_tracer_errors(project, option):
    result = project.runpytest_subprocess(*option, "-p", "no:cacheprovider")
    result.assert_outcomes(passed=2, failed=1)
    lines = result.stdout.str().split("= jaxlint =", 1)[1].splitlines()[1:]
    assert lines[0] == "test_model.py:7: `scale` traced 5 times (threshold 2); changed: shape x4; " \
                       "e.g. at x, now f32[2] and before f32[1]"
    assert lines[1].startswith("test_model.py:12: `power` traced 4 times (threshold 2); changed: static value x3; "
                               "e.g. at input path [0][1], now")
    assert lines[2] == "test_model.py:19: TracerBoolConversionError in test_model.py::test_relu " \
                       "(JXL101 traced-condition, JXL102 traced-assert, JXL103 traced-bool-conversion, " \
                       "JXL106 value-dependent-shape)"


def test_threshold_is_an_option(project):
    result = project.runpytest_subprocess("--jaxlint", "--jaxlint-retraces", "4", "-p", "no:cacheprovider")
    lines = result.stdout.str().split("= jaxlint =", 1)[1].splitlines()[1:]
    assert lines[0].startswith("test_model.py:7: `scale` traced 5 times (threshold 4)")
    assert not any("`power`" in line for line in lines)


def test_without_the_option_the_run_is_unchanged(project):
    result = project.runpytest_subprocess("-p", "no:cacheprovider")
    result.assert_outcomes(passed=2, failed=1)
    assert "= jaxlint =" not in result.stdout.str() and "traced 5 times" not in result.stdout.str()


def test_installed_plugin_imports_neither_jax_nor_the_analysis(pytester):
    pytester.makepyfile(test_quiet=QUIET_PROJECT)
    result = pytester.runpytest_subprocess("-p", "no:cacheprovider")
    result.assert_outcomes(passed=1)
    # The plugin is loaded (its option exists) although nothing of it ran.
    assert "--jaxlint" in pytester.runpytest_subprocess("--help").stdout.str()
