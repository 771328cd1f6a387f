"""`--confirm` with the project's own drivers: its tests (pytest functions with fixtures and parameters, unittest
classes) are found, run one node at a time in the worker while the flagged function is recorded, and decide."""

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
    "pyproject.toml": "[project]\nname = 'odekit'\n",
    "odekit/__init__.py": "",
    "odekit/solvers.py": """
        import abc
        import functools

        import jax
        import jax.numpy as jnp


        class Solver(abc.ABC):
            @abc.abstractmethod
            def step(self, y: jax.Array) -> jax.Array:
                ...


        class Euler(Solver):
            def __init__(self, rate: float) -> None:
                if not 0.0 < rate < 0.5:
                    raise ValueError("Euler needs a rate in (0, 0.5)")
                self.rate = rate

            def step(self, y: jax.Array) -> jax.Array:
                return y * self.rate


        @functools.partial(jax.jit, static_argnums=0)
        def integrate(solver: Solver, y0: jax.Array, tol: float) -> jax.Array:
            y = y0
            while jnp.abs(y).max() > tol:  # expect: JXL101[TracerBoolConversionError]
                y = solver.step(y)
            return y


        @functools.partial(jax.jit, static_argnums=0)
        def settle(solver: Solver, y0: jax.Array) -> jax.Array:
            y = solver.step(y0)
            if y.sum() > 0:  # expect: JXL101
                return y
            return -y


        @jax.jit
        def energy(state):
            print("energy of", state.position)  # expect: JXL201[prints-once]
            return jnp.sum(state.velocity ** 2) / 2


        def sweep(y0: jax.Array, rates: list) -> list:
            results = []
            for rate in rates:
                results.append(jax.jit(lambda y: y * rate)(y0))  # expect: JXL501[recompiles]
            return results
    """,
    # Nothing in the project calls these: inputs are guessed, a concrete subclass for an abstract annotation and a
    # module function of the right arity for a `Callable`.
    "odekit/schedules.py": """
        import abc
        import functools
        from typing import Callable

        import jax
        import jax.numpy as jnp


        class Schedule(abc.ABC):
            @abc.abstractmethod
            def __call__(self, step: jax.Array) -> jax.Array:
                ...


        class Constant(Schedule):
            def __init__(self, value: float) -> None:
                self.value = value

            def __call__(self, step: jax.Array) -> jax.Array:
                return jnp.full_like(step, self.value)


        def halve(x):
            return x / 2


        @functools.partial(jax.jit, static_argnums=0)
        def apply_schedule(schedule: Schedule, step: jax.Array) -> jax.Array:
            rate = schedule(step)
            if rate.sum() > 1:  # expect: JXL101[TracerBoolConversionError]
                return rate
            return -rate


        @functools.partial(jax.jit, static_argnums=0)
        def apply_until(fn: Callable[[jax.Array], jax.Array], x: jax.Array) -> jax.Array:
            y = fn(x)
            if y.sum() > 0:  # expect: JXL101[TracerBoolConversionError]
                return y
            return x
    """,
    # Findings whose project's tests are hostile: they hang, end the process, or flood the output.
    "odekit/hostile.py": """
        import jax


        @jax.jit
        def spin(x: jax.Array) -> jax.Array:
            if x > 0:  # expect: JXL101[TracerBoolConversionError]
                return x
            return -x


        @jax.jit
        def leave(x: jax.Array) -> jax.Array:
            while x < 0:  # expect: JXL101[TracerBoolConversionError]
                x = x + 1
            return x


        @jax.jit
        def shout(x: jax.Array) -> jax.Array:
            if x.sum() > 0:  # expect: JXL101[TracerBoolConversionError]
                return x
            return -x
    """,
    "tests/test_hostile.py": """
        import os
        import sys

        from odekit.hostile import leave, shout, spin


        def test_spin_forever():
            while True:
                pass
            spin(1.0)


        def test_leave():
            os._exit(3)
            leave(1.0)


        def test_shout():
            for _ in range(20000):
                print("spam" * 100)
                sys.stderr.write("eggs" * 100)
            shout(1.0)
    """,
    "tests/test_solvers.py": """
        import typing
        import unittest

        import jax
        import jax.numpy as jnp
        import pytest

        from odekit.solvers import Euler, energy, integrate, settle, sweep


        class State(typing.NamedTuple):
            position: jax.Array
            velocity: jax.Array


        def test_energy():
            assert energy(State(jnp.zeros(3), jnp.ones(3))) == 1.5


        @pytest.fixture
        def solver():
            return Euler(0.25)


        @pytest.mark.parametrize("size", [3, 5])
        def test_integrate_converges(solver, size):
            assert integrate(solver, jnp.ones(size), 1e-3).shape == (size,)


        def test_settle_needs_a_config():
            raise FileNotFoundError("solver.yaml")
            settle(Euler(0.25), jnp.ones(3))


        class SweepTest(unittest.TestCase):
            def test_sweep_rates(self):
                self.assertEqual(len(sweep(jnp.ones(2), [0.1, 0.2, 0.3, 0.4])), 4)
    """,
}


def _line(relative: str, snippet: str) -> int:
    lines = textwrap.dedent(PROJECT[relative]).lstrip().splitlines()
    return next(number for number, line in enumerate(lines, start=1) if snippet in line)


@pytest.fixture(scope="module")
def driven_run(tmp_path_factory):
    base = tmp_path_factory.mktemp("driven")
    for relative, text in PROJECT.items():
        path = base / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(textwrap.dedent(text).lstrip())
    env = dict(os.environ, PYTHONPATH=ROOT)
    # The hanging test spends half of each finding's budget; what is left must cover importing jax and tracing the
    # guesses even on a loaded machine (16 s was not enough at a load of 13 on two cores).
    result = subprocess.run([sys.executable, "-m", "jaxlint", "--no-cache", "--confirm", "--confirm-timeout", "30",
                             "--jobs", "1", "--output-format", "json", str(base / "odekit")],
                            capture_output=True, text=True, env=env, timeout=900, cwd=str(base.parent))
    found = {(d["line"], d["code"]): d["confirm"] for d in json.loads(result.stdout)}
    return base, found, result


def test_the_projects_test_confirms_what_guesses_cannot_build(driven_run):
    """`Solver` is abstract: no input can be guessed; the parameterised test with its fixture runs `integrate`."""
    _, found, _ = driven_run
    verdict = found[(_line("odekit/solvers.py", "while jnp.abs"), "JXL101")]
    assert (verdict["verdict"], verdict["exception"]) == ("confirmed", "TracerBoolConversionError"), verdict
    assert "the project's test `test_solvers.py::test_integrate_converges`" in verdict["detail"]


def test_the_recorded_pytree_is_traced_again_exactly(driven_run):
    """`state` is unannotated and used as `state.position`: no guess fits; the test passes a NamedTuple of its own,
    recorded with its shapes and traced again twice."""
    _, found, _ = driven_run
    verdict = found[(_line("odekit/solvers.py", "print(\"energy of\""), "JXL201")]
    assert (verdict["verdict"], verdict["exception"]) == ("confirmed", None), verdict
    assert verdict["detail"].startswith("prints-once: printed 'energy of JitTracer(float32[3])' while tracing"), \
        verdict["detail"]
    assert verdict["detail"].endswith("(inputs of the project's test `test_solvers.py::test_energy`: "
                                      "state=State(position=float32[3], velocity=float32[3]))"), verdict["detail"]


def test_a_test_failing_for_another_reason_is_reported_as_such(driven_run):
    _, found, _ = driven_run
    verdict = found[(_line("odekit/solvers.py", "if y.sum() > 0"), "JXL101")]
    assert verdict["verdict"] == "inconclusive", verdict
    assert verdict["detail"].startswith(
        "test `test_solvers.py::test_settle_needs_a_config` failed before reaching the function: "
        f"FileNotFoundError at test_solvers.py:{_line('tests/test_solvers.py', 'raise FileNotFoundError')}: "
        "solver.yaml; "), verdict["detail"]
    assert "cannot build `Solver`" in verdict["detail"]


def test_recompiles_are_counted_while_the_projects_unittest_runs(driven_run):
    _, found, _ = driven_run
    verdict = found[(_line("odekit/solvers.py", "jax.jit(lambda y"), "JXL501")]
    assert (verdict["verdict"], verdict["exception"]) == ("confirmed", None), verdict
    assert verdict["detail"].startswith("recompiles: jit(<lambda>) compiled 4 times while the project's test "
                                        "`test_solvers.py::SweepTest::test_sweep_rates` ran"), verdict["detail"]
    assert verdict["detail"].endswith("what changed: function identity")


def test_running_the_tests_leaves_no_files_in_the_project(driven_run):
    base, _, _ = driven_run
    left = sorted(os.path.relpath(os.path.join(d, n), base) for d, subdirectories, names in os.walk(base)
                  for n in names + subdirectories)
    assert left == sorted(["pyproject.toml", "odekit", "odekit/__init__.py", "odekit/solvers.py",
                           "odekit/schedules.py", "odekit/hostile.py", "tests", "tests/test_solvers.py",
                           "tests/test_hostile.py"])


@pytest.mark.parametrize("snippet", ["if rate.sum() > 1", "if y.sum() > 0"])
def test_abstract_classes_and_callables_are_guessed_from_the_module(driven_run, snippet):
    _, found, _ = driven_run
    verdict = found[(_line("odekit/schedules.py", snippet), "JXL101")]
    assert (verdict["verdict"], verdict["exception"]) == ("confirmed", "TracerBoolConversionError"), verdict


def test_a_hanging_test_costs_its_budget_and_the_guesses_decide(driven_run):
    _, found, _ = driven_run
    verdict = found[(_line("odekit/hostile.py", "if x > 0"), "JXL101")]
    assert (verdict["verdict"], verdict["exception"]) == ("confirmed", "TracerBoolConversionError"), verdict


def test_a_test_ending_the_process_makes_only_its_finding_inconclusive(driven_run):
    _, found, _ = driven_run
    verdict = found[(_line("odekit/hostile.py", "while x < 0"), "JXL101")]
    assert verdict["verdict"] == "inconclusive"
    assert verdict["detail"].startswith("the worker process exited with status 3 while running the flagged "
                                        "function"), verdict["detail"]


def test_a_flooding_test_still_confirms_and_its_output_stays_out_of_ours(driven_run):
    _, found, result = driven_run
    verdict = found[(_line("odekit/hostile.py", "if x.sum() > 0"), "JXL101")]
    assert (verdict["verdict"], verdict["exception"]) == ("confirmed", "TracerBoolConversionError"), verdict
    assert "test `test_hostile.py::test_shout`" in verdict["detail"]
    assert "spam" not in result.stdout + result.stderr and "eggs" not in result.stdout + result.stderr


ABSL_PROJECT = {
    "pyproject.toml": "[project]\nname = 'clipkit'\n",
    "clipkit/__init__.py": "",
    "clipkit/clipping.py": """
        import jax
        import jax.numpy as jnp
        import numpy as np


        def clip_by_norm(updates: dict, max_norm: float) -> dict:
            norm = np.sqrt(sum(jnp.sum(u ** 2) for u in updates.values()))  # expect: JXL401[TracerArrayConversionError]
            return {k: u * jnp.minimum(1.0, max_norm / norm) for k, u in updates.items()}


        @jax.jit
        def clipped_step(params: dict, grads: dict) -> dict:
            grads = clip_by_norm(grads, 1.0)
            return {k: params[k] - 0.1 * grads[k] for k in params}
    """,
    "clipkit/clipping_test.py": """
        from absl.testing import absltest
        from absl.testing import parameterized
        import jax.numpy as jnp

        from clipkit import clipping


        class ClippingTest(parameterized.TestCase):

            @parameterized.named_parameters(("small", 2), ("large", 16))
            def test_step_keeps_structure(self, size):
                params = {"w": jnp.ones((size, 3)), "b": jnp.zeros(3)}
                new = clipping.clipped_step(params, params)
                self.assertEqual(set(new), {"w", "b"})


        if __name__ == "__main__":
            absltest.main()
    """,
}


def test_a_parameterised_absltest_method_drives_the_finding(tmp_path):
    """absltest renames `test_step_keeps_structure` per case; its own code still selects it, and the dict of
    arrays it passes is the pytree traced again."""
    pytest.importorskip("absl.testing.parameterized")
    for relative, text in ABSL_PROJECT.items():
        path = tmp_path / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(textwrap.dedent(text).lstrip())
    env = dict(os.environ, PYTHONPATH=ROOT)
    result = subprocess.run([sys.executable, "-m", "jaxlint", "--no-cache", "--confirm", "--output-format", "json",
                             str(tmp_path / "clipkit" / "clipping.py")], capture_output=True, text=True, env=env,
                            timeout=300, cwd=str(tmp_path.parent))
    [finding] = json.loads(result.stdout)
    verdict = finding["confirm"]
    assert (finding["code"], verdict["verdict"], verdict["exception"]) == (
        "JXL401", "confirmed", "TracerArrayConversionError"), verdict
    assert verdict["detail"].startswith("raised while the project's test "
                                        "`clipping_test.py::ClippingTest::test_step_keeps_structure` ran"), verdict
