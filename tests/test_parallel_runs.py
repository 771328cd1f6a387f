"""Linting many files (engine.lint_paths): the output does not depend on --jobs, and a batch that runs with
automatic garbage collection off leaves no reference cycle holding a tree."""

from __future__ import annotations

import ast
import os
import subprocess
import sys

import libcst as cst
import pytest

from jaxlint.engine import Settings, lint_paths, lint_source
from tests.sources import ALL_SOURCES, ROOT, write_project


def test_output_is_identical_whatever_the_number_of_jobs(tmp_path):
    paths = write_project(tmp_path)
    serial = lint_paths(paths, Settings(), jobs=1)
    assert len(serial) > 20
    assert lint_paths(paths, Settings(), jobs=2) == serial
    env = dict(os.environ, PYTHONPATH=ROOT)
    runs = [subprocess.run([sys.executable, "-m", "jaxlint", "--no-cache", "--jobs", jobs, str(tmp_path / "project")],
                           capture_output=True, text=True, env=env, timeout=120) for jobs in ("1", "2")]
    assert runs[0].returncode == runs[1].returncode == 1
    assert runs[0].stdout == runs[1].stdout and runs[0].stdout.count("\n") == len(serial)
    assert runs[0].stdout.splitlines()[0].startswith(paths[0] + ":")


def test_a_pool_process_takes_the_next_batch_of_the_package_it_was_linting(tmp_path):
    from jaxlint.engine import _PackageOrder

    todo = []
    for package, count in (("models", 20), ("data", 12)):
        (tmp_path / package).mkdir()
        (tmp_path / package / "__init__.py").write_text("")
        for number in range(count):
            path = tmp_path / package / f"m{number}.py"
            path.write_text("import jax\n" + "x = 1\n" * number)
            todo.append((len(todo), str(path)))
    order = _PackageOrder(todo, jobs=2)   # batches of two files
    models, data = str(tmp_path / "models"), str(tmp_path / "data")
    first = order.take(None, set())
    assert first[0] == models and [path for _, path in first[1]] == [str(tmp_path / "models" / f"m{n}.py")
                                                                     for n in (19, 18)]
    assert order.take(None, {models})[0] == data   # the other process starts on the other package
    assert order.take(models, {data})[0] == models
    # A file set aside for the metadata pass goes out again once its package and its helpers' are linted.
    set_aside = str(tmp_path / "data" / "m3.py")
    waiting = {set_aside: ([], [str(tmp_path / "models" / "m0.py")])}
    for package in (models, data, models):
        order.finished(package)   # the three batches taken above
    while (taken := order.take(data, {models})) is not None and taken[0] == data:
        order.finished(data)
    assert order.ready(waiting) == []   # the helper's package is not done
    order.finished(models)   # the batch the last take gave
    while (taken := order.take(models, set())) is not None:
        order.finished(models)
    assert order.ready(waiting) == [(23, set_aside)]   # data/m3.py is the 24th file


@pytest.mark.needs("jax")
def test_a_process_that_imported_jax_lints_in_fresh_workers(tmp_path):
    """A notebook or test process that imported jax runs JAX's threads: forked workers could deadlock (JAX warns
    `os.fork() was called`), so lint_paths starts its workers from a fresh interpreter there, with the same output."""
    paths = write_project(tmp_path)
    script = (
        "import sys, warnings\n"
        "import jax\n"
        "jax.numpy.ones(3).block_until_ready()  # JAX starts its threads with its first computation\n"
        "from jaxlint.engine import Settings, lint_paths\n"
        "warnings.simplefilter('error', RuntimeWarning)\n"
        "paths = sys.argv[1:]\n"
        "assert lint_paths(paths, Settings(), jobs=2) == lint_paths(paths, Settings(), jobs=1)\n"
        "print('same')\n")
    run = subprocess.run([sys.executable, "-c", script, *paths], capture_output=True, text=True,
                         env=dict(os.environ, PYTHONPATH=ROOT), timeout=300)
    assert (run.returncode, run.stdout, "fork" in run.stderr) == (0, "same\n", False), run.stderr


def test_the_analysis_leaves_no_reference_cycles_holding_trees():
    """engine._lint_batch turns automatic garbage collection off: each file's syntax trees and analysis must be
    freed by reference counting alone, or memory would grow with every file until the next manual collection.
    (Small cycles of the standard library's own, such as `ast.literal_eval`'s closures, hold no tree.)"""
    import gc

    sources = [source for _, source in ALL_SOURCES]
    lint_source(sources[0], "warm.py")  # first-use imports and caches
    gc.collect()
    gc.disable()
    gc.set_debug(gc.DEBUG_SAVEALL)
    try:
        for source in sources:
            lint_source(source, "example.py")
        gc.collect()
        held = [type(o).__module__ + "." + type(o).__qualname__ for o in gc.garbage
                if isinstance(o, (cst.CSTNode, ast.AST)) or type(o).__module__.startswith("jaxlint")
                or (getattr(o, "__module__", None) or "").startswith("jaxlint")]
    finally:
        gc.set_debug(0)
        gc.garbage.clear()
        gc.enable()
    assert held == []
