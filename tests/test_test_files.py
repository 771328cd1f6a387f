"""What is reported in test files: by default only the rules whose failure a passing test would not reveal
(codes.RuleRow.in_tests); `tests = "all"` / `--tests=all` / `--jaxlint-tests=all` report every rule. One definition
of a test file (files.is_test_path), for the command line, the configuration, the flake8 plugin and `--confirm`."""

from __future__ import annotations

import json
import os
import re
import textwrap

import pytest

from jaxlint.codes import MUTATES_ONCE, PRINTS_ONCE, REGISTRY, ROWS, RUNS_ONCE, in_tests_note
from jaxlint.files import is_test_path
from tests.clitools import ROOT, flake8, jaxlint, write

# A pytest module: a tracer error the first test asserts on purpose (JXL101), a trace-time print of a tracer
# (JXL201), a discarded functional update that leaves the second test checking nothing (JXL302), host randomness
# baked into the compiled function (JXL402) and the same program jitted again on every iteration (JXL501).
TEST_MODULE = textwrap.dedent("""\
    import jax
    import jax.numpy as jnp
    import numpy as np


    def clipped(x):
        if x > 1.0:
            return jnp.float32(1.0)
        return x


    @jax.jit
    def zero_first(x):
        x.at[0].set(0.0)
        return x


    @jax.jit
    def jittered(x):
        print("jittered", x)
        return x + np.random.uniform()


    def test_clip_raises_under_jit():
        try:
            jax.jit(clipped)(jnp.float32(2.0))
        except jax.errors.TracerBoolConversionError:
            return
        raise AssertionError("expected a tracer error")


    def test_zero_first():
        assert zero_first(jnp.ones(3)).shape == (3,)


    def test_jittered_is_finite():
        assert jnp.isfinite(jittered(jnp.float32(0.0)))


    def step(x):
        return x + 0.1 * jnp.tanh(x)


    def test_steps_stay_finite():
        x = jnp.ones((2, 3))
        for _ in range(5):
            x = jax.jit(jax.vmap(step))(x)
        assert jnp.all(jnp.isfinite(x))
""")
EVERY = [(7, "JXL101"), (14, "JXL302"), (20, "JXL201"), (21, "JXL402"), (47, "JXL501")]
REPORTED = [(14, "JXL302"), (21, "JXL402"), (47, "JXL501")]


def project(tmp_path, config: str = "") -> str:
    """A project whose test module sits in tests/, a helper module in tests/helpers/ and the same code in the
    package itself, where everything is reported."""
    root = str(tmp_path / "proj")
    write(root, "pyproject.toml", "[project]\nname = 'demo'\n" + (f"\n[tool.jaxlint]\n{config}" if config else ""))
    write(root, "tests/test_ops.py", TEST_MODULE)
    write(root, "tests/helpers/shapes.py", TEST_MODULE)
    write(root, "demo/ops.py", TEST_MODULE)
    return root


def found(stdout: str) -> dict[str, list[tuple[int, str]]]:
    by_file: dict[str, list[tuple[int, str]]] = {}
    for line in stdout.splitlines():
        path, number, _, rest = line.split(":", 3)
        by_file.setdefault(path.replace(os.sep, "/").removeprefix("./"), []).append((int(number), rest.split()[0]))
    return by_file


def test_by_default_a_test_file_reports_only_what_a_passing_test_would_not_reveal(tmp_path):
    root = project(tmp_path)
    result = jaxlint("--output-format", "concise", "--no-cache", ".", cwd=root)
    assert result.returncode == 1
    assert found(result.stdout) == {"demo/ops.py": EVERY, "tests/helpers/shapes.py": REPORTED,
                                    "tests/test_ops.py": REPORTED}
    # The summary says the test files were held to fewer rules, so a quiet test folder is not taken for a clean one.
    assert result.stderr == ("jaxlint: 11 findings in 3 files (2 test files checked for JXL302, JXL402, JXL501, "
                             "JXL502, JXL503, JXL504 only; --tests=all reports every rule there)\n")


def test_tests_all_reports_every_rule_in_test_files(tmp_path):
    root = project(tmp_path)
    result = jaxlint("--output-format", "concise", "--no-cache", "--tests=all", "tests", cwd=root)
    assert found(result.stdout) == {"tests/helpers/shapes.py": EVERY, "tests/test_ops.py": EVERY}
    assert result.stderr == "jaxlint: 10 findings in 2 files\n"


@pytest.mark.parametrize("config, option, expected", [
    ('tests = "all"\n', None, EVERY),
    ('tests = "quiet"\n', None, REPORTED),
    ('tests = "all"\n', "--tests=quiet", REPORTED),
    ('tests = "quiet"\n', "--tests=all", EVERY),
    ("", "--tests=all", EVERY),
])
def test_the_configuration_sets_it_and_the_command_line_overrides_it(tmp_path, config, option, expected):
    root = project(tmp_path, config)
    result = jaxlint("--output-format", "concise", "--no-cache", *([option] if option else []), "tests/test_ops.py",
                     cwd=root)
    assert found(result.stdout) == {"tests/test_ops.py": expected}


def test_a_bad_value_is_a_clear_usage_error(tmp_path):
    root = project(tmp_path)
    result = jaxlint("--tests=some", "tests", cwd=root)
    assert result.returncode == 2 and result.stdout == ""
    assert "argument --tests: invalid choice: 'some' (choose from 'quiet', 'all')" in result.stderr
    assert "--tests {quiet,all}" in jaxlint("--help").stdout


def test_the_result_cache_keeps_the_modes_apart(tmp_path):
    root = project(tmp_path)
    for option, expected in (("--tests=all", EVERY), ("--tests=quiet", REPORTED), ("--tests=all", EVERY)):
        result = jaxlint("--output-format", "concise", option, "tests/test_ops.py", cwd=root)
        assert found(result.stdout) == {"tests/test_ops.py": expected}


@pytest.mark.parametrize("path, expected", [
    ("tests/test_ops.py", True),
    ("tests/helpers/shapes.py", True),           # a module in the tests/ folder: what the tests share
    ("pkg/test/reference.py", True),
    ("pkg/conftest.py", True),
    ("pkg/solver_test.py", True),
    ("pkg/testing.py", False),
    ("pkg/tree_tracer_tests.py", False),         # pytest does not collect *_tests.py by default
    ("pkg/tests.txt", False),
])
def test_test_files_below_the_project_root(tmp_path, path, expected):
    write(tmp_path / "proj", "pyproject.toml", "[project]\nname = 'demo'\n")
    assert is_test_path(write(tmp_path / "proj", path, "")) is expected


def test_a_tests_folder_above_the_project_root_does_not_make_its_files_tests(tmp_path):
    write(tmp_path / "tests" / "proj", "setup.py", "")
    assert not is_test_path(write(tmp_path / "tests" / "proj", "demo/ops.py", ""))
    assert is_test_path(write(tmp_path / "tests" / "proj", "tests/ops.py", ""))


def test_without_a_project_root_the_folders_the_path_names_count():
    assert is_test_path("tests/model.py") and is_test_path("./test/model.py")
    assert not is_test_path("model.py") and not is_test_path("-")


def test_the_registry_decides_from_each_rules_failure_mode():
    """Quiet in test files: what raises while JAX traces (the test fails) and trace-time side effects (probes the
    test writes and checks). Reported: silent wrong values, recompilation, and files jaxlint could not check."""
    for row in REGISTRY:
        loud_or_probe = bool(row.raises) or row.symptom in (PRINTS_ONCE, MUTATES_ONCE, RUNS_ONCE)
        assert row.in_tests is not loud_or_probe, row.code
    assert sorted(row.code for row in REGISTRY if row.in_tests) == [
        "JXL302", "JXL402", "JXL501", "JXL502", "JXL503", "JXL504", "JXL901", "JXL902"]


def test_jaxlint_rule_says_what_it_does_in_test_files():
    quiet = jaxlint("rule", "JXL101").stdout
    assert "In test files\n  not reported by default: JAX raises TracerBoolConversionError while tracing" in quiet
    assert "`--tests=all` (or `tests = \"all\"`) reports it." in quiet
    assert "In test files\n  reported: " in jaxlint("rule", "JXL302").stdout
    records = json.loads(jaxlint("rule", "--all", "--output-format", "json").stdout)
    assert {record["code"]: record["in_tests"] for record in records} == {row.code: row.in_tests for row in REGISTRY}
    assert in_tests_note(ROWS["JXL202"]).startswith("not reported by default: a trace-time side effect in a test")


def test_the_readme_names_exactly_the_rules_reported_in_test_files():
    with open(os.path.join(ROOT, "README.md"), encoding="utf-8") as handle:
        readme = handle.read()
    section = readme.split("## Test files", 1)[1].split("\n## ", 1)[0]
    reported = re.search(r"reports only (.*?)\. These are", section, re.S)
    assert reported, "the README's test-file section says which rules it reports"
    assert set(re.findall(r"JXL\d{3}", reported.group(1))) == {row.code for row in REGISTRY if row.in_tests}


@pytest.mark.needs("flake8")
def test_flake8_is_quiet_in_test_files_too_and_takes_the_option_and_the_pyproject_setting(tmp_path):
    root = project(tmp_path)
    default = flake8("--isolated", "--select", "JXL", "tests/test_ops.py", cwd=root)
    assert found(default.stdout) == {"tests/test_ops.py": REPORTED}
    every = flake8("--isolated", "--select", "JXL", "--jaxlint-tests=all", "tests/test_ops.py", cwd=root)
    assert found(every.stdout) == {"tests/test_ops.py": EVERY}
    configured = project(tmp_path / "configured", 'tests = "all"\n')
    from_pyproject = flake8("--isolated", "--select", "JXL", "tests/test_ops.py", cwd=configured)
    assert found(from_pyproject.stdout) == {"tests/test_ops.py": EVERY}
    overridden = flake8("--isolated", "--select", "JXL", "--jaxlint-tests=quiet", "tests/test_ops.py", cwd=configured)
    assert found(overridden.stdout) == {"tests/test_ops.py": REPORTED}
    bad = flake8("--isolated", "--select", "JXL", "--jaxlint-tests=some", "tests/test_ops.py", cwd=root)
    assert bad.returncode != 0 and "invalid choice: 'some'" in bad.stderr


@pytest.mark.needs("jax")
def test_confirm_confirms_only_what_is_reported(tmp_path):
    root = project(tmp_path)
    result = jaxlint("--confirm", "--jobs", "1", "--output-format", "json", "--quiet", "tests/test_ops.py", cwd=root)
    findings = json.loads(result.stdout)
    assert [(finding["line"], finding["code"]) for finding in findings] == REPORTED
    # Each proven by the test that reaches it: the vacuous test, the constant, the five compilations.
    assert [finding["confirm"]["detail"].split(":")[0] for finding in findings
            if finding["confirm"]["verdict"] == "confirmed"] == ["no-op", "constant", "recompiles"]
