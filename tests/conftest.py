import compileall
import importlib.util
import os
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)

# XLA compiles the suite's thousands of small programs (in this process and in every subprocess: --confirm workers,
# fixed fixtures) without LLVM's optimizations: compiling is most of the suite's JAX time and this halves it. What
# the tests check (which line raises what while tracing, what runs or prints on which call, how many compiles) is
# decided before code generation; set here, before anything imports jax, and inherited by the subprocesses.
XLA_TEST_FLAGS = "--xla_backend_optimization_level=0"
if XLA_TEST_FLAGS not in os.environ.get("XLA_FLAGS", ""):
    os.environ["XLA_FLAGS"] = f"{os.environ.get('XLA_FLAGS', '')} {XLA_TEST_FLAGS}".strip()

# The suite starts hundreds of Python processes that import jaxlint (the CLI, flake8, --confirm workers). Where
# PYTHONDONTWRITEBYTECODE is set (container images often set it) none of them writes jaxlint's bytecode, so each one
# compiled its 36k lines again: 0.25 s of CPU a process, a third of the CLI tests' time. Python reads bytecode it
# finds whatever that setting says: compile the package once here (up-to-date files are skipped, so every xdist
# worker may do it). Only jaxlint/ (already in .gitignore's __pycache__/), never fixtures/ or a test's project.
compileall.compile_dir(os.path.join(ROOT, "jaxlint"), quiet=2)

# What each optional extra of the `test` extra provides; a test that needs one is marked `@pytest.mark.needs(...)`.
_EXTRAS = {"jax": ("jax", "jaxlib"), "flake8": ("flake8",), "pre-commit": ("pre_commit",)}


def pytest_configure(config):
    config.addinivalue_line("markers", "needs(extra, ...): skip unless these optional extras are installed "
                                       f"(one of {', '.join(_EXTRAS)})")


# Test files whose tests share a session-scoped fixture below: under pytest-xdist (`-n 2`) each group runs in one
# worker, so the fixture's whole-tree run happens once, not once per worker.
_SHARED_SESSION_RUNS = {
    "tests/test_fixtures.py": "fixtures_lint_run", "tests/test_flake8_plugin.py": "fixtures_lint_run",
    "tests/test_fixes.py": "fixed_fixtures_run", "tests/test_fixes_under_jax.py": "fixed_fixtures_run",
}

# Test files that share no costly module- or session-scoped fixture and run for minutes: their tests go out one by
# one to whichever worker is free. As whole files they were the suite's critical path (test_fixtures_under_jax alone
# runs JAX on every fixture claim, about half the suite's time on one worker).
_SPREAD_BY_TEST = {"tests/test_fixtures_under_jax.py", "tests/test_region_planning.py"}


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_make_scheduler(config, log):
    """Under pytest-xdist a worker takes whole test files (module-scoped fixtures such as test_confirm's one
    `--confirm` run over fixtures/ are built once) and the files of one session-scoped run together; the tests of the
    long fixture-free files in _SPREAD_BY_TEST go out one by one.

    Files go out in collection order, not xdist's default of the most tests first: the test count says nothing of
    the cost (test_confirm's 20 tests take minutes, test_walk's 2,000 seconds), and in collection order the long
    --confirm and JAX files start early while the many small files fill in at the end."""
    from xdist.scheduler import LoadScopeScheduling

    config.option.loadscopereorder = False

    class FileScheduling(LoadScopeScheduling):
        def _split_scope(self, nodeid: str) -> str:
            path = nodeid.split("::", 1)[0]
            if path in _SPREAD_BY_TEST:
                return nodeid
            return _SHARED_SESSION_RUNS.get(path, path)

    return FileScheduling(config, log)


def _installed(module: str) -> bool:
    try:
        return importlib.util.find_spec(module) is not None
    except (ImportError, ValueError):
        return False


def pytest_runtest_setup(item):
    """Skip, never fail, a test whose extra is missing: `pip install -e . pytest && pytest` passes. The check
    looks the packages up without importing them (a pytest process that imported jax must not fork)."""
    for mark in item.iter_markers("needs"):
        for extra in mark.args:
            missing = [module for module in _EXTRAS[extra] if not _installed(module)]
            if missing:
                pytest.skip(f"needs {extra} (not installed: {', '.join(missing)}); pip install -e '.[test]'")


@pytest.fixture(scope="session")
def fixtures_lint_run():
    """fixtures/ linted once for the session by the real CLI, as `jaxlint --no-cache fixtures` from the checkout's
    root (relative paths; without the result cache, so the analysis runs on every file whatever an earlier run left
    in .jaxlint_cache/). tests/test_fixtures.py checks its findings against the markers, tests/test_flake8_plugin.py
    checks that flake8 reports the same: one whole-tree lint for both."""
    import subprocess

    env = dict(os.environ, PYTHONPATH=ROOT + os.pathsep + os.environ.get("PYTHONPATH", ""))
    return subprocess.run([sys.executable, "-m", "jaxlint", "--no-cache", "fixtures"], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=300)


@pytest.fixture(scope="session")
def fixed_fixtures_run(tmp_path_factory):
    """fixtures/ copied and fixed by `jaxlint --fix --unsafe-fixes` once for the session, as (the copy's path, the
    finished run): tests/test_fixes.py checks the fix is idempotent on it, tests/test_fixes_under_jax.py runs the
    fixed code under JAX. Both only read the copy (a whole-tree fix run is among the suite's slowest commands)."""
    import shutil

    from tests.clitools import jaxlint

    copy = tmp_path_factory.mktemp("fixed") / "fixtures"
    shutil.copytree(os.path.join(ROOT, "fixtures"), copy)
    # A whole-tree run: on a loaded machine (CI beside other jobs) it took over the 120 s a one-file command gets,
    # and its timeout failed the 78 tests that read the copy.
    return str(copy), jaxlint("--fix", "--unsafe-fixes", "--no-cache", "--exit-zero", str(copy), timeout=600)
