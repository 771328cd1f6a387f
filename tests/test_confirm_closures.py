"""`--confirm` on a flagged line inside a closure: the closure is traced again as the project's run created it
(its free variables) with the inputs that run traced it, not by calling its enclosing function outside the scope
its test sets up (a test decorated to run inside a transform, as haiku's `transform_and_run`)."""

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
    "pyproject.toml": "[project]\nname = 'ctxkit'\n",
    "ctxkit/__init__.py": "",
    "ctxkit/scope.py": """
        import functools

        _SCOPES = []


        def transform_and_run(test):
            '''Run a test inside a scope, as a module library's test helper does.'''
            @functools.wraps(test)
            def wrapper(*args, **kwargs):
                _SCOPES.append({})
                try:
                    return test(*args, **kwargs)
                finally:
                    _SCOPES.pop()
            return wrapper


        def require():
            if not _SCOPES:
                raise ValueError("this should not be used outside of a scope")
    """,
    "ctxkit/render.py": """
        import functools

        import jax


        def summarize(fun):
            def inner(*args):
                return str(jax.make_jaxpr(fun)(*args))
            return inner


        def abstract_summary(fun):
            @functools.wraps(fun)
            def wrapped(*args):
                out = ""

                def extractor(*inner_args):
                    nonlocal out
                    out = summarize(fun)(*inner_args)
                jax.eval_shape(extractor, *args)
                return out
            return wrapped


        def make_update(mode):
            @jax.jit
            def update(x):
                if mode == "debug":
                    print("update of", x)
                return x + 1
            return update


        # A closure of the same def that the tests never trace: it prints, the one they trace does not.
        debug_update = make_update("debug")
    """,
    "ctxkit/scope_test.py": """
        import jax
        import jax.numpy as jnp

        from ctxkit import render, scope


        @scope.transform_and_run
        def test_branches_are_traced():
            witness = []

            def f(x):
                witness.append(x)
                return x ** 2

            scope.require()
            jax.lax.cond(False, f, f, 0)
            traces = len(witness)
            jax.lax.cond(True, f, f, 1)
            retraced = len(witness)
            assert retraced == traces


        def test_abstract_summary():
            text = render.abstract_summary(lambda p, x: p["w"] * x)({"w": jnp.ones(3)}, jnp.ones(3))
            assert "mul" in text


        def test_fast_update():
            assert render.make_update("fast")(jnp.ones(3)).shape == (3,)
    """,
}


def _line(relative: str, snippet: str) -> int:
    lines = textwrap.dedent(PROJECT[relative]).lstrip().splitlines()
    return next(number for number, line in enumerate(lines, start=1) if snippet in line)


@pytest.fixture(scope="module")
def project_run(tmp_path_factory):
    base = tmp_path_factory.mktemp("ctxkit")
    for relative, text in PROJECT.items():
        path = base / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(textwrap.dedent(text).lstrip())
    env = dict(os.environ, PYTHONPATH=ROOT)
    # `--tests=all`: the closure under study lives in a test file, whose trace-time effects are quiet by default.
    result = subprocess.run([sys.executable, "-m", "jaxlint", "--no-cache", "--confirm", "--jobs", "1", "--tests=all",
                             "--output-format", "json", str(base / "ctxkit")],
                            capture_output=True, text=True, env=env, timeout=300, cwd=str(base.parent))
    return {(d["path"].split("ctxkit" + os.sep)[-1], d["line"], d["code"]): d["confirm"]
            for d in json.loads(result.stdout)}, result


def test_a_closure_in_a_test_that_needs_its_scope_is_traced_with_the_tests_inputs(project_run):
    """Calling the test function again, unwrapped, fails outside its scope before reaching the line; the closure
    the test created, traced with what `lax.cond` passed it, shows the append runs only while tracing."""
    found, result = project_run
    verdict = found[("scope_test.py", _line("ctxkit/scope_test.py", "witness.append"), "JXL202")]
    assert verdict["verdict"] == "confirmed", (verdict, result.stderr)
    assert verdict["detail"] == ("mutates-once: the flagged line ran while tracing and not on the second call "
                                 "(inputs of the project's test `scope_test.py::test_branches_are_traced`: "
                                 "x=~int32[])")


def test_a_closure_only_evaluated_abstractly_is_not_confirmed_by_jitting_it(project_run):
    """Trap: `extractor` is made anew by each call of `wrapped` and only shape-evaluated (`jax.eval_shape`), so its
    assignment runs on every call of `wrapped`; jitting the recorded closure twice would 'show' it runs once."""
    found, _ = project_run
    verdict = found[("render.py", _line("ctxkit/render.py", "out = summarize"), "JXL202")]
    assert verdict["verdict"] != "confirmed", verdict
    assert "only evaluated `extractor` abstractly (jax.eval_shape or make_jaxpr)" in verdict["detail"], verdict


def test_the_closure_retraced_is_the_one_the_test_traced_not_another_of_the_same_def(project_run):
    """Trap: `debug_update`, a closure of the same def, prints; the test traces `make_update("fast")`, which
    never reaches the line. Tracing the wrong closure would confirm a print the project's run never makes."""
    found, _ = project_run
    verdict = found[("render.py", _line("ctxkit/render.py", 'print("update of"'), "JXL201")]
    assert verdict["verdict"] == "inconclusive", verdict
    assert "not reached" in verdict["detail"], verdict
    assert len(found) == 3


# --- a def whose name its decorator rebinds (custom_vjp's `def_bwd` returns None) ---------------------------------
REBOUND = """
    import jax
    import jax.numpy as jnp

    _BACKWARD = {}


    def register(function):
        '''Keep the rule for later; the decorated name is rebound to None, as custom_vjp's def_bwd does.'''
        _BACKWARD.setdefault(function.__name__, []).append(function)


    @register
    @jax.jit
    def clip_grad(g: jax.Array) -> jax.Array:
        if jnp.linalg.norm(g) > 1.0:
            return g / jnp.linalg.norm(g)
        return g


    @register
    @jax.jit
    def corner(g: jax.Array) -> jax.Array:
        if g[3, 4, 5, 6] > 0:
            return g
        return -g


    @register
    @jax.jit
    def pick(g: jax.Array) -> jax.Array:
        if g.sum() > 0:
            return g
        return -g


    @register
    @jax.jit
    def pick(g: jax.Array) -> jax.Array:
        if g.shape[0] > 2 and g.mean() > 0:
            return g
        return -g
"""


@pytest.fixture(scope="module")
def rebound_run(tmp_path_factory):
    base = tmp_path_factory.mktemp("regkit")
    (base / "regkit").mkdir()
    (base / "pyproject.toml").write_text("[project]\nname = 'regkit'\n")
    (base / "regkit" / "__init__.py").write_text("")
    (base / "regkit" / "rules.py").write_text(textwrap.dedent(REBOUND).lstrip())
    env = dict(os.environ, PYTHONPATH=ROOT)
    result = subprocess.run([sys.executable, "-m", "jaxlint", "--no-cache", "--confirm", "--jobs", "1",
                             "--output-format", "json", str(base / "regkit")],
                            capture_output=True, text=True, env=env, timeout=300, cwd=str(base))
    lines = textwrap.dedent(REBOUND).lstrip().splitlines()
    return {lines[d["line"] - 1].strip(): d["confirm"] for d in json.loads(result.stdout)}, result


def test_a_function_whose_decorator_returns_none_is_found_and_confirmed(rebound_run):
    found, result = rebound_run
    verdict = found["if jnp.linalg.norm(g) > 1.0:"]
    assert (verdict["verdict"], verdict["exception"]) == ("confirmed", "TracerBoolConversionError"), \
        (verdict, result.stderr)


def test_guessed_inputs_that_do_not_fit_the_found_function_confirm_nothing(rebound_run):
    """Trap: every guessed array raises IndexError at the flagged line (it indexes four dimensions)."""
    found, _ = rebound_run
    verdict = found["if g[3, 4, 5, 6] > 0:"]
    assert verdict["verdict"] == "inconclusive", verdict
    assert "inputs did not fit: IndexError at rules.py:" in verdict["detail"], verdict


def test_two_live_defs_of_one_rebound_name_are_not_told_apart_by_guessing(rebound_run):
    """Both `pick`s are alive (registered); which one holds the flagged line is not guessed."""
    found, _ = rebound_run
    for line in ("if g.sum() > 0:", "if g.shape[0] > 2 and g.mean() > 0:"):
        assert found[line]["verdict"] == "inconclusive", found[line]
        assert "cannot find `pick`" in found[line]["detail"], found[line]
