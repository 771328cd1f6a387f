"""The recorder that watches the project's own tests (worker side, run in-process here): which inputs a function
was called with, keyword-only ones as keywords, and which of its calls ran the flagged lines."""

from __future__ import annotations

import textwrap

import pytest

pytest.importorskip("jax")

SOURCE = """
import jax.numpy as jnp


def scale(x, factor, *, clip=False, **options):
    if clip:
        x = jnp.clip(x, -1.0, 1.0)  # the flagged line
    return x * factor
"""


@pytest.fixture()
def scale_module(tmp_path):
    import importlib.util
    path = tmp_path / "scaling.py"
    path.write_text(textwrap.dedent(SOURCE).lstrip())
    spec = importlib.util.spec_from_file_location("scaling_for_recorder_test", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module, str(path)


def test_keyword_only_arguments_are_recorded_as_keywords(scale_module):
    import jax.numpy as jnp

    from jaxlint.confirm.recorder import CallRecorder
    module, path = scale_module
    first = module.scale.__code__.co_firstlineno
    with CallRecorder(path, 6, 6, {first}) as recorder:
        module.scale(jnp.ones(3), 2.0, clip=True, mode="fast")
    [call] = recorder.calls
    assert call.names == ["x", "factor"]
    assert call.positional[1] == 2.0
    assert call.keywords == {"clip": True, "mode": "fast"}
    # Called again the way it was recorded, it runs as the test ran it.
    assert module.scale(*call.positional, **call.keywords).tolist() == [2.0, 2.0, 2.0]


def test_the_calls_that_ran_the_flagged_line_are_marked(scale_module):
    import jax
    import jax.numpy as jnp

    from jaxlint.confirm.recorder import CallRecorder
    module, path = scale_module
    first = module.scale.__code__.co_firstlineno
    with CallRecorder(path, 6, 6, {first}) as recorder:
        module.scale(jnp.ones(3), 2.0)
        jax.jit(module.scale, static_argnames="clip")(jnp.ones(2), 3.0, clip=True)
        module.scale(jnp.ones(4), 1.0, clip=False)
    assert [(call.keywords.get("clip"), call.traced, call.reached) for call in recorder.calls] == [
        (False, False, False), (True, True, True), (False, False, False)]
    assert recorder.line_hits == 1 and recorder.traced_hits == 1


def test_calls_alike_in_their_short_description_are_kept_apart(scale_module):
    """Two model traces alike in their first 80 characters are different inputs: both are kept (merged, the
    inputs of one would stand for the other's, which may be the one that reaches the line)."""
    import jax.numpy as jnp

    from jaxlint.confirm.recorder import CallRecorder
    module, path = scale_module
    first = module.scale.__code__.co_firstlineno
    long_name = "a_site_with_a_long_name_" * 4
    with CallRecorder(path, 6, 6, {first}) as recorder:
        module.scale(jnp.ones(3), 1.0, clip=True, sites={long_name: 1.0, "z": 1.0})
        module.scale(jnp.ones(3), 1.0, clip=True, sites={long_name: 1.0, "z": 2.0})
    first_text, second_text = (call.signature.split("sites=")[1] for call in recorder.calls)
    assert first_text == second_text and first_text.endswith("...")
    assert [call.keywords["sites"]["z"] for call in recorder.calls] == [1.0, 2.0]


HANGING_EXAMPLE = '''
def spin(x):
    """Never ends.

    >>> spin(1)
    >>> print("still here")
    still here
    """
    while True:
        x = x + 1
'''


def test_a_docstring_example_that_hangs_costs_its_budget_only(tmp_path):
    """doctest reports what an example raises and goes on: the budget's alarm must end the run all the same."""
    import time

    from jaxlint.confirm.driven import run_driver
    from jaxlint.confirm.recorder import CallRecorder
    path = tmp_path / "spinning.py"
    path.write_text(textwrap.dedent(HANGING_EXAMPLE).lstrip())
    driver = {"kind": "doctest", "path": str(path), "qualname": "spin", "line": 1, "def_line": 1}
    started = time.monotonic()
    run = run_driver(driver, CallRecorder(str(path), 8, 9, {1}), budget=1.0)
    assert run.outcome == "timed out" and time.monotonic() - started < 10
    assert run.recorder.line_hits > 0


@pytest.mark.parametrize("message, needs", [
    ("hk.to_dot requires dm-tree>=0.1.1.", "dm-tree"),
    ("No module named 'sklearn.linear_model'", "sklearn"),
    ("Looks like you want to use graphviz. You need to install `graphviz` to be able to use this feature.",
     "graphviz"),
    ("this requires Python 3.9", ""),
    ("requires the flag to be set", ""),
])
def test_the_missing_distribution_an_import_error_names(message, needs):
    from jaxlint.confirm.verdicts import missing_dependency
    assert missing_dependency(ImportError(message)) == needs


CLOSURES = """
import jax


def make_step(offset):
    def step(x):
        return x + offset  # the flagged line
    return step


def run_all(x):
    steps = [make_step(1.0), make_step(2.0)]
    jax.jit(steps[1])(x)
    steps[0](x)
    return jax.eval_shape(make_step(3.0), x)
"""


def test_a_closures_traced_calls_are_recorded_with_the_closure_that_ran(tmp_path):
    """Only traced calls count (a plain call says nothing about tracing); each with its own closure object, the
    one whose free variables the frame saw; one under jax.eval_shape is marked abstract."""
    import importlib.util

    import jax.numpy as jnp

    from jaxlint.confirm.recorder import CallRecorder
    path = tmp_path / "closures.py"
    path.write_text(textwrap.dedent(CLOSURES).lstrip())
    spec = importlib.util.spec_from_file_location("closures_for_recorder_test", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    inner = module.make_step(0.0).__code__.co_firstlineno
    with CallRecorder(str(path), 6, 6, set(), frozenset({inner})) as recorder:
        module.run_all(jnp.ones(3))
    offsets = [(call.function.__closure__[0].cell_contents, call.abstract) for call in recorder.calls]
    assert offsets == [(2.0, False), (3.0, True)]
    assert all(call.traced and call.reached for call in recorder.calls)
