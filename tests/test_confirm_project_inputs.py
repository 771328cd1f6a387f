"""`--confirm` finds the project's own inputs the way a maintainer would: a test that expects the flagged line's
message (`pytest.warns(match=...)`), a test that reaches the function through a helper of its own file, the `>>>`
examples of its docstring, and a recorded call's keyword-only arguments passed again as keywords."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap

import pytest

pytest.importorskip("jax")

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

PROJECT = {
    "pyproject.toml": "[project]\nname = 'normkit'\n",
    "normkit/__init__.py": "",
    "normkit/checks.py": """
        import warnings

        import jax


        @jax.jit
        def check_weights(weights: jax.Array) -> jax.Array:
            if weights.ndim != 1:
                warnings.warn(f"weights should be a vector, got several dimensions, total {weights.sum()}")  # expect: JXL203[runs-once]
            return weights / weights.sum()


        @jax.jit
        def check_bias(bias):
            if bias.ndim != 1:
                warnings.warn(f"bias should be a vector, mean {bias.mean()}")  # expect: JXL203[runs-once]
            return bias - bias.mean()


        def normalise_all(weights):
            return check_weights(weights)


        @jax.jit
        def centre(x):
            '''Subtract the mean.

            >>> import jax.numpy as jnp
            >>> centre(jnp.arange(3.0)).tolist()
            [-1.0, 0.0, 1.0]
            '''
            print("centring", x)  # expect: JXL201[prints-once]
            return x - x.mean()
    """,
    # Two calls away from `check_weights`: only the message its test expects leads there.
    "normkit/pipeline.py": """
        from normkit.checks import normalise_all


        def run(weights):
            return normalise_all(weights)
    """,
    "normkit/losses.py": """
        import jax
        import jax.numpy as jnp


        def _dice(probs: jax.Array, targets: jax.Array) -> jax.Array:
            return 1.0 - (probs * targets).sum() / targets.sum()


        def soft_dice(predictions: jax.Array, targets: jax.Array, *, apply_softmax: bool = True) -> jax.Array:
            if not apply_softmax:
                if not jnp.allclose(predictions.sum(-1), 1.0):  # expect: JXL101[TracerBoolConversionError]
                    raise ValueError("predictions must sum to one along the class axis")
                return _dice(predictions, targets)
            return _dice(jax.nn.softmax(predictions), targets)
    """,
    # Runs `soft_dice` unjitted with `apply_softmax=False` (keyword-only), and jitted without it.
    "normkit/losses_test.py": """
        import jax
        import jax.numpy as jnp

        from normkit import losses


        def test_soft_dice_of_probabilities():
            probs = jnp.full((4, 2), 0.5)
            assert losses.soft_dice(probs, probs, apply_softmax=False) >= 0


        def test_soft_dice_jits():
            assert jax.jit(losses.soft_dice)(jnp.zeros((4, 2)), jnp.ones((4, 2))) >= 0
    """,
    "tests/test_pipeline.py": """
        import jax.numpy as jnp
        import pytest

        from normkit import checks, pipeline


        def test_matrix_weights_warn():
            with pytest.warns(UserWarning, match="weights should be a vector"):
                pipeline.run(jnp.ones((2, 2)))


        def _centres(bias):
            with pytest.warns(UserWarning):
                return checks.check_bias(bias)


        def test_a_matrix_bias_is_centred():
            assert _centres(jnp.ones((2, 2))).shape == (2, 2)
    """,
}


def _line(relative: str, snippet: str) -> int:
    lines = textwrap.dedent(PROJECT[relative]).lstrip().splitlines()
    return next(number for number, line in enumerate(lines, start=1) if snippet in line)


@pytest.fixture(scope="module")
def project_run(tmp_path_factory):
    base = tmp_path_factory.mktemp("normkit")
    for relative, text in PROJECT.items():
        path = base / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(textwrap.dedent(text).lstrip())
    env = dict(os.environ, PYTHONPATH=ROOT)
    result = subprocess.run([sys.executable, "-m", "jaxlint", "--no-cache", "--confirm", "--jobs", "1",
                             "--output-format", "json", str(base / "normkit")],
                            capture_output=True, text=True, env=env, timeout=300, cwd=str(base.parent))
    return {(d["path"].split("normkit" + os.sep)[-1], d["line"], d["code"]): d["confirm"]
            for d in json.loads(result.stdout)}, result


def test_a_test_expecting_the_lines_message_drives_it(project_run):
    """No test names `check_weights` nor its caller `normalise_all`; the one expecting its warning runs it."""
    found, _ = project_run
    verdict = found[("checks.py", _line("normkit/checks.py", "weights should be"), "JXL203")]
    assert verdict["verdict"] == "confirmed", verdict
    assert verdict["detail"] == ("runs-once: the flagged line ran while tracing and not on the second call "
                                 "(inputs of the project's test `test_pipeline.py::test_matrix_weights_warn`: "
                                 "weights=float32[2,2])")


def test_a_test_reaching_the_function_through_its_files_helper_drives_it(project_run):
    found, _ = project_run
    verdict = found[("checks.py", _line("normkit/checks.py", "bias should be"), "JXL203")]
    assert verdict["verdict"] == "confirmed", verdict
    assert verdict["detail"].endswith("(inputs of the project's test "
                                      "`test_pipeline.py::test_a_matrix_bias_is_centred`: bias=float32[2,2])")


def test_recorded_keyword_only_arguments_are_passed_as_keywords(project_run):
    """The plain (unjitted) run of the test says nothing about tracing; its recorded inputs, traced again with
    `apply_softmax=False` as a keyword, raise what JAX raises under `jax.jit`."""
    found, _ = project_run
    verdict = found[("losses.py", _line("normkit/losses.py", "jnp.allclose"), "JXL101")]
    assert (verdict["verdict"], verdict["exception"]) == ("confirmed", "TracerBoolConversionError"), verdict
    assert "(inputs of the project's test `losses_test.py::test_soft_dice_of_probabilities`: " in verdict["detail"]
    assert len(found) == 4


def test_a_docstring_example_drives_a_function_no_test_calls(project_run):
    found, _ = project_run
    verdict = found[("checks.py", _line("normkit/checks.py", 'print("centring"'), "JXL201")]
    assert verdict["verdict"] == "confirmed", verdict
    assert verdict["detail"].startswith("prints-once: printed 'centring"), verdict
    assert verdict["detail"].endswith("(inputs of the project's docstring examples of `centre`: x=float32[3])")
