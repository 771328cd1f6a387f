"""How often a function runs, as far as recompilation findings care: once per run or test, or per call of a caller.

A jitted function created inside a function body compiles again on every call of that body (JXL502). That costs
something only when the body runs many times: an optimiser's `step`, an accessor, a per-batch helper. It costs
nothing worth a finding when the body is itself the driver of the work, which runs once per program or per test:
- a test (`test_*` functions, methods of `Test*`/`*Test`/`*Tests` classes and of `*TestCase` subclasses, their
  `setUp*` methods) and pytest fixtures: the runner calls each once per case;
- any function of a test file (`test_*.py`, `*_test.py`, `*_tests.py`, `conftest.py`): its helpers run for the
  tests that call them, a bounded number of times;
- a program's `main` (or `_main`), and a training entry point (`train`, `train_and_evaluate`) that runs its own
  loop: called once per experiment;
- a function memoised with `functools.lru_cache`/`cache`: the jitted function is built once per distinct key.
"""

from __future__ import annotations

import os
from typing import Optional, Union

import libcst as cst

from .imports import dotted_name

FunctionNode = Union[cst.FunctionDef, cst.Lambda]

_MEMOISERS = frozenset({"lru_cache", "cache", "functools.lru_cache", "functools.cache", "cached_property",
                        "functools.cached_property"})
_FIXTURES = frozenset({"pytest.fixture", "fixture"})
# A training entry point that runs its own loop (`def train(env, num_timesteps): ... for it in range(...)`) is
# called once per experiment; a `train(state, batch)` step without a loop is not taken as one.
_TRAINING_DRIVERS = frozenset({"train", "train_and_evaluate"})
# A program's entry point: called once per run.
PROGRAM_DRIVERS = frozenset({"main", "_main"})
_TEST_SETUP = ("setUp", "setUpClass", "setup_method", "setup_class", "setup_module")


def _decorator_name(decorator: cst.Decorator) -> str:
    expression = decorator.decorator
    if isinstance(expression, cst.Call):
        expression = expression.func
    return dotted_name(expression) or ""


def _is_test_class(node: cst.ClassDef) -> bool:
    """`Test*` (pytest's convention), `*Test`/`*Tests` (unittest and absltest suites deriving from a project's own
    base class, as `class DiffusionTest(SamplerTest)`), or a direct subclass of some `*TestCase`."""
    if node.name.value.startswith("Test") or node.name.value.endswith(("Test", "Tests")):
        return True
    return any((dotted_name(base.value) or "").endswith("TestCase") for base in node.bases)


def _runs_a_loop(function: cst.FunctionDef) -> bool:
    """A `for`/`while` statement in the function's own body (not in a nested function)."""
    pending: list[cst.CSTNode] = list(function.body.body) if isinstance(function.body, cst.IndentedBlock) else []
    while pending:
        statement = pending.pop()
        if isinstance(statement, (cst.For, cst.While)):
            return True
        if isinstance(statement, (cst.If, cst.With, cst.Try)):
            pending.extend(statement.body.body)
            orelse = getattr(statement, "orelse", None)
            if isinstance(orelse, cst.If):
                pending.append(orelse)
            elif orelse is not None and hasattr(orelse, "body"):
                pending.extend(orelse.body.body)
    return False


def is_test_path(path: str) -> bool:
    name = os.path.basename(path)
    return name.endswith(".py") and (name.startswith("test_") or name.endswith(("_test.py", "_tests.py"))
                                     or name == "conftest.py")


def runs_once_reason(function: FunctionNode, enclosing_class: Optional[cst.ClassDef],
                     in_test_module: bool = False) -> Optional[str]:
    """Why `function` runs once per program or per test (a phrase for messages and docs), or None when it may run
    once per call of some caller, as far as its own text tells."""
    if not isinstance(function, cst.FunctionDef):
        return "it is in a test file, run for each test case" if in_test_module else None
    name = function.name.value
    decorators = {_decorator_name(decorator) for decorator in function.decorators}
    if decorators & _MEMOISERS:
        return "it is memoised"
    if decorators & _FIXTURES:
        return "it is a pytest fixture"
    if enclosing_class is None:
        is_test = name.startswith("test")
    else:
        is_test = _is_test_class(enclosing_class) and (name.startswith(("test", "_test")) or name in _TEST_SETUP)
    if is_test:
        return "it is a test, run once per case"
    if name in PROGRAM_DRIVERS:
        return "it is the program's main"
    if name in _TRAINING_DRIVERS and _runs_a_loop(function):
        return "it is a training run's driver"
    if in_test_module:
        return "it is in a test file, run for each test case"
    return None
