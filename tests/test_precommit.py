"""The pre-commit hook, for real: `pre-commit try-repo` installs jaxlint from a git repo into its own virtualenv
(pip reaches PyPI for libcst and the build backend) and runs the `jaxlint` hook on a user's repository.

The hook repository is a one-commit snapshot of this checkout's package files, so the test runs the code as it is
in the working tree (try-repo on a dirty checkout would leave new, untracked files out). Installing the hook's
environment is the slow part (~20 s: a virtualenv, an isolated build of jaxlint, libcst): `try-repo` installs it
afresh on every call (its store is a new temporary folder), so one call shows try-repo works and the other runs go
through `pre-commit run` with one store (PRE_COMMIT_HOME) the tests of this module share, where it is installed once.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys

import pytest
import yaml

from tests.clitools import CLEAN, PITFALL, ROOT, environment, write

GIT = ["git", "-c", "user.name=jaxlint-tests", "-c", "user.email=tests@jaxlint.invalid", "-c", "commit.gpgsign=false",
       "-c", "init.defaultBranch=main"]


def _git(directory: str, *args: str) -> None:
    subprocess.run([*GIT, *args], cwd=directory, check=True, capture_output=True, timeout=60)


def _snapshot(destination: str) -> str:
    shutil.copytree(os.path.join(ROOT, "jaxlint"), os.path.join(destination, "jaxlint"),
                    ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
    for name in ("pyproject.toml", "README.md", ".pre-commit-hooks.yaml"):
        shutil.copy(os.path.join(ROOT, name), destination)
    _git(destination, "init", "-q")
    _git(destination, "add", "-A")
    _git(destination, "commit", "-q", "-m", "snapshot")
    return destination


def test_manifest_declares_both_hooks():
    with open(os.path.join(ROOT, ".pre-commit-hooks.yaml")) as handle:
        hooks = {hook["id"]: hook for hook in yaml.safe_load(handle)}
    assert set(hooks) == {"jaxlint", "jaxlint-confirm"}
    lint = hooks["jaxlint"]
    assert (lint["entry"], lint["language"], lint["types"], lint["require_serial"]) == (
        "jaxlint", "python", ["python"], False)
    assert "stages" not in lint
    confirm = hooks["jaxlint-confirm"]
    assert (confirm["entry"], confirm["stages"], confirm["types"]) == ("jaxlint --confirm", ["manual"], ["python"])


@pytest.fixture(scope="module")
def hook_repo(tmp_path_factory) -> str:
    """One snapshot for the module's tests: the same repository and revision, so a shared store reuses its hook
    environment."""
    return _snapshot(str(tmp_path_factory.mktemp("hook") / "hook-repo"))


@pytest.fixture(scope="module")
def pre_commit_home(tmp_path_factory) -> str:
    """The store `pre-commit run` installs the `jaxlint` hook's environment into, once for the module."""
    return str(tmp_path_factory.mktemp("pre-commit-home"))


def _revision(repository: str) -> str:
    return subprocess.run(["git", "rev-parse", "HEAD"], cwd=repository, capture_output=True, text=True,
                          check=True).stdout.strip()


@pytest.mark.needs("pre-commit")
def test_try_repo_fails_on_a_pitfall_and_passes_on_clean_code(tmp_path, hook_repo, pre_commit_home):
    user_repo = str(tmp_path / "user-repo")
    write(user_repo, "train/bad.py", PITFALL)
    write(user_repo, "train/good.py", CLEAN)
    _git(user_repo, "init", "-q")
    _git(user_repo, "add", "-A")
    _git(user_repo, "commit", "-q", "-m", "user code")
    env = environment(PRE_COMMIT_HOME=pre_commit_home, PRE_COMMIT_COLOR="never",
                      PIP_NO_COMPILE="1", PIP_DISABLE_PIP_VERSION_CHECK="1")
    env.pop("PYTHONPATH")  # the hook must run the jaxlint pre-commit installed, not this checkout

    failing = subprocess.run([sys.executable, "-m", "pre_commit", "try-repo", hook_repo, "jaxlint",
                              "--files", "train/bad.py", "train/good.py"],
                             cwd=user_repo, env=env, capture_output=True, text=True, timeout=300)
    assert failing.returncode == 1, failing.stdout + failing.stderr
    assert "- hook id: jaxlint" in failing.stdout
    assert "train/bad.py:5:8: JXL101 " in failing.stdout
    assert "train/bad.py:7:5: JXL201 " in failing.stdout
    assert "good.py" not in failing.stdout.split("- exit code: 1", 1)[1]

    # The same hook at the same revision, from the user's config and the shared store (installed once there).
    write(user_repo, ".pre-commit-config.yaml", yaml.safe_dump({"repos": [{
        "repo": hook_repo, "rev": _revision(hook_repo), "hooks": [{"id": "jaxlint"}]}]}))
    _git(user_repo, "add", "-A")
    _git(user_repo, "commit", "-q", "-m", "the hook")

    def run_hook(*files: str) -> subprocess.CompletedProcess:
        return subprocess.run([sys.executable, "-m", "pre_commit", "run", "jaxlint", "--files", *files],
                              cwd=user_repo, env=env, capture_output=True, text=True, timeout=300)

    passing = run_hook("train/good.py")
    assert passing.returncode == 0, passing.stdout + passing.stderr
    assert "jaxlint" in passing.stdout and "Passed" in passing.stdout
    assert "JXL" not in passing.stdout

    # A tracer error in a test file fails that test already: quiet by default, reported with `tests = "all"`.
    write(user_repo, "tests/test_relu.py", PITFALL)
    _git(user_repo, "add", "-A")
    _git(user_repo, "commit", "-q", "-m", "a test")
    assert run_hook("tests/test_relu.py").returncode == 0
    write(user_repo, "pyproject.toml", '[project]\nname = "user"\n\n[tool.jaxlint]\ntests = "all"\n')
    _git(user_repo, "add", "-A")
    _git(user_repo, "commit", "-q", "-m", "every rule in tests")
    every = run_hook("tests/test_relu.py")
    assert every.returncode == 1 and "tests/test_relu.py:5:8: JXL101 " in every.stdout, every.stdout + every.stderr


CONFIRMABLE = """\
import jax


@jax.jit
def relu(x: jax.Array):
    if x > 0:
        return x
    return 0.0
"""


@pytest.mark.needs("pre-commit", "jax")
def test_manual_confirm_hook_proves_the_finding_with_jax(tmp_path, hook_repo):
    """`language: system`: the hook runs the `jaxlint` installed beside this interpreter (here, with PYTHONPATH, this
    checkout's code), so the user's own environment and dependencies are what the traced code imports."""
    scripts = os.path.dirname(sys.executable)
    assert shutil.which("jaxlint", path=scripts), f"no jaxlint console script in {scripts}: pip install -e ."
    user_repo = str(tmp_path / "user-repo")
    write(user_repo, "relu.py", CONFIRMABLE)
    _git(user_repo, "init", "-q")
    _git(user_repo, "add", "-A")
    _git(user_repo, "commit", "-q", "-m", "user code")
    env = environment(PRE_COMMIT_HOME=str(tmp_path / "pre-commit-home"), PRE_COMMIT_COLOR="never",
                      PATH=scripts + os.pathsep + os.environ.get("PATH", ""))
    command = [sys.executable, "-m", "pre_commit", "try-repo", hook_repo, "jaxlint-confirm", "--files", "relu.py"]
    # Not in the default stage: pre-commit does not run it on commit.
    skipped = subprocess.run(command, cwd=user_repo, env=env, capture_output=True, text=True, timeout=300)
    assert "No hook with id `jaxlint-confirm` in stage `pre-commit`" in skipped.stdout
    assert "JXL101" not in skipped.stdout
    manual = subprocess.run([*command, "--hook-stage", "manual"], cwd=user_repo, env=env, capture_output=True,
                            text=True, timeout=300)
    assert manual.returncode == 1, manual.stdout + manual.stderr
    assert "- hook id: jaxlint-confirm" in manual.stdout
    assert ("relu.py:6:8: JXL101 `if` test on traced value `x > 0` (traced through `x`) raises "
            "TracerBoolConversionError under tracing [confirmed: TracerBoolConversionError]") in manual.stdout


FIXABLE = """\
import jax


@jax.jit
def zero_first(x):
    x[0] = 0.0
    return x
"""


@pytest.mark.needs("pre-commit")
def test_fix_hook_rewrites_the_file_and_fails_the_commit_like_ruff(tmp_path, hook_repo, pre_commit_home):
    """`args: [--fix]`: the first run fixes the file and fails (pre-commit sees the modified file, as with ruff's
    hook); once the fix is staged the hook passes."""
    revision = _revision(hook_repo)
    user_repo = str(tmp_path / "user-repo")
    path = write(user_repo, "model.py", FIXABLE)
    write(user_repo, ".pre-commit-config.yaml", yaml.safe_dump({"repos": [{
        "repo": hook_repo, "rev": revision, "hooks": [{"id": "jaxlint", "args": ["--fix"]}]}]}))
    _git(user_repo, "init", "-q")
    _git(user_repo, "add", "-A")
    env = environment(PRE_COMMIT_HOME=pre_commit_home, PRE_COMMIT_COLOR="never",
                      PIP_NO_COMPILE="1", PIP_DISABLE_PIP_VERSION_CHECK="1")
    env.pop("PYTHONPATH")

    def run_hooks() -> subprocess.CompletedProcess:
        return subprocess.run([sys.executable, "-m", "pre_commit", "run", "--all-files"], cwd=user_repo, env=env,
                              capture_output=True, text=True, timeout=300)

    first = run_hooks()
    assert first.returncode == 1, first.stdout + first.stderr
    assert "files were modified by this hook" in first.stdout
    assert "Fixed 1 of 1 finding" in first.stdout
    with open(path) as handle:
        assert handle.read() == FIXABLE.replace("x[0] = 0.0", "x = x.at[0].set(0.0)")
    _git(user_repo, "add", "-A")
    second = run_hooks()
    assert second.returncode == 0, second.stdout + second.stderr
    assert "Passed" in second.stdout
