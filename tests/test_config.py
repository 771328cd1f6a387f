"""[tool.jaxlint] in pyproject.toml, through the CLI: discovery, every key, CLI overrides, clear errors."""

from __future__ import annotations

import os
import textwrap

import pytest

from tests.clitools import PITFALL, jaxlint, write

WRAPPED = textwrap.dedent("""\
    from mylib.utils import jit_with_defaults

    @jit_with_defaults
    def step(x):
        if x > 0:
            return x
        return -x
""")


def codes(stdout: str) -> list[tuple[str, int, str]]:
    found = []
    for line in stdout.splitlines():
        path, number, _, rest = line.split(":", 3)
        found.append((path.replace(os.sep, "/"), int(number), rest.split()[0]))
    return found


# A test file's traced code writes a file (JXL203) besides its traced `if` (JXL101): in a test file both are reported
# only with `tests = "all"` (codes.RuleRow.in_tests).
TEST_PITFALL = PITFALL.replace("print(x)", 'open("relu.log", "a").write("negative")')


def project(tmp_path, config: str) -> str:
    root = tmp_path / "proj"
    write(root, "pyproject.toml", "[project]\nname = 'demo'\n\n[tool.jaxlint]\n" + textwrap.dedent(config))
    write(root, "src/pkg/model.py", PITFALL)
    write(root, "src/pkg/step.py", WRAPPED)
    write(root, "tests/test_model.py", TEST_PITFALL)
    write(root, "third_party/vendored.py", PITFALL)
    return str(root)


def test_nearest_pyproject_is_found_from_the_linted_path_upwards(tmp_path):
    root = project(tmp_path, """\
        ignore = ["JXL201"]
        extra-jit-decorators = ["mylib.utils.jit_with_defaults"]
    """)
    # A pyproject.toml without [tool.jaxlint] on the way up does not stop the search.
    write(root, "src/pyproject.toml", "[project]\nname = 'inner'\n")
    result = jaxlint("pkg", cwd=os.path.join(root, "src"))
    assert codes(result.stdout) == [("pkg/model.py", 5, "JXL101"), ("pkg/step.py", 5, "JXL101")]
    # Without the configuration: JXL201 is back, and the in-house wrapper is not known.
    isolated = jaxlint("--isolated", "pkg", cwd=os.path.join(root, "src"))
    assert codes(isolated.stdout) == [("pkg/model.py", 5, "JXL101"), ("pkg/model.py", 7, "JXL201")]


def test_select_exclude_per_file_ignores_and_extend_select(tmp_path):
    root = project(tmp_path, """\
        select = ["JXL2"]
        extend-select = ["JXL101"]
        exclude = ["third_party"]
        per-file-ignores = { "tests/*" = ["JXL1"], "step.py" = ["JXL101"] }
        extra-jit-decorators = ["mylib.utils.jit_with_defaults"]
        tests = "all"
    """)
    result = jaxlint(".", cwd=root)
    assert codes(result.stdout) == [("./src/pkg/model.py", 5, "JXL101"), ("./src/pkg/model.py", 7, "JXL201"),
                                    ("./tests/test_model.py", 7, "JXL203")]
    # Patterns are relative to the pyproject.toml, wherever jaxlint runs from.
    elsewhere = jaxlint(os.path.join(root, "tests"), cwd=str(tmp_path))
    assert [(line, code) for _, line, code in codes(elsewhere.stdout)] == [(7, "JXL203")]


def test_command_line_overrides_the_config(tmp_path):
    root = project(tmp_path, """\
        select = ["JXL2"]
        exclude = ["third_party"]
    """)
    assert codes(jaxlint("--select", "JXL1", "third_party", "src/pkg/model.py", cwd=root).stdout) == [
        ("src/pkg/model.py", 5, "JXL101")]
    assert codes(jaxlint("--exclude", "src", "third_party", cwd=root).stdout) == [
        ("third_party/vendored.py", 7, "JXL201")]
    assert codes(jaxlint("--extend-ignore", "JXL201", "src/pkg/model.py", cwd=root).stdout) == []


def test_explicit_config_file(tmp_path):
    root = project(tmp_path, 'select = ["JXL2"]\n')
    write(tmp_path, "ci/jaxlint.toml", 'select = ["JXL1"]\nignore = ["JXL201"]\n')
    result = jaxlint("--config", str(tmp_path / "ci" / "jaxlint.toml"), "src/pkg/model.py", cwd=root)
    assert codes(result.stdout) == [("src/pkg/model.py", 5, "JXL101")]


@pytest.mark.parametrize("body,message", [
    ("select = [\"JXL1\"\n", "invalid TOML: "),
    ("selct = [\"JXL1\"]\n", "[tool.jaxlint] unknown key 'selct'"),
    ("select = \"JXL1\"\n", "[tool.jaxlint] select: expected a list of strings, got a string"),
    ("per-file-ignores = [\"tests/*\"]\n", "[tool.jaxlint] per-file-ignores: expected a table of glob = [codes], "
                                           "got a list"),
    ("ignore = [\"JXL999\"]\n", "[tool.jaxlint] ignore: unknown rule code or prefix 'JXL999'"),
    ("extra-jit-decorators = [\"my lib.jit\"]\n", "[tool.jaxlint] extra-jit-decorators: 'my lib.jit' is not a "
                                                  "dotted name"),
    ("entry-points = \"mylib.*\"\n", "[tool.jaxlint] entry-points: expected a list of strings, got a string"),
    ("entry-points = [\"my lib.api\"]\n", "[tool.jaxlint] entry-points: 'my lib.api' is not a qualified-name "
                                          "pattern"),
    ("tests = \"everything\"\n", "[tool.jaxlint] tests: expected 'quiet' or 'all', got 'everything'"),
    ("tests = false\n", "[tool.jaxlint] tests: expected 'quiet' or 'all', got a boolean"),
])
def test_config_errors_name_the_file_and_key_and_exit_2(tmp_path, body, message):
    root = project(tmp_path, body)
    result = jaxlint("src", cwd=root)
    assert result.returncode == 2
    assert result.stdout == ""
    [line] = result.stderr.splitlines()
    assert line.startswith(f"jaxlint: error: {os.path.join(root, 'pyproject.toml')}: {message}")
    assert "Traceback" not in result.stderr


def test_unknown_code_on_the_command_line_is_a_usage_error(tmp_path):
    result = jaxlint("--select", "JXL1,XYZ9", str(tmp_path))
    assert result.returncode == 2
    assert "argument --select: unknown rule code or prefix 'XYZ9'" in result.stderr


LIBRARY = {
    "stats/__init__.py": "from .densities import halfnormal_logpdf\n",
    "stats/densities.py": textwrap.dedent("""\
        import jax.numpy as jnp


        def halfnormal_logpdf(x, scale, clip=False):
            if x < 0:
                return -jnp.inf
            if clip:
                x = jnp.minimum(x, 10.0)
            return -0.5 * (x / scale) ** 2


        def _private_helper(x):
            if x < 0:
                return 0.0
            return x


        def make_density(n_terms: int):
            if n_terms < 1:
                raise ValueError("n_terms must be positive")

            def density(x):
                if x > n_terms:
                    return 0.0
                return jnp.exp(-x)

            return density


        class Circle:
            def __init__(self, radius):
                self.radius = radius

            def contains(self, x, y):
                if x ** 2 + y ** 2 < self.radius ** 2:
                    return True
                return False
        """),
}


def library(tmp_path, config: str) -> str:
    root = tmp_path / "lib"
    write(root, "pyproject.toml", "[project]\nname = 'stats'\n\n[tool.jaxlint]\n" + config)
    for name, text in LIBRARY.items():
        write(root, name, text)
    return str(root)


def test_entry_points_analyse_public_functions_as_a_user_would_jit_them(tmp_path):
    root = library(tmp_path, 'entry-points = ["stats.densities.*"]\n')
    result = jaxlint("stats", cwd=root)
    # `x` is traced; `clip` has a default (static configuration); the private helper is not an entry point; the
    # factory's product `density` is traced, the factory itself is not; a method's `self` stays a Python object.
    assert codes(result.stdout) == [("stats/densities.py", 5, "JXL101"), ("stats/densities.py", 23, "JXL101"),
                                    ("stats/densities.py", 35, "JXL101")]
    assert result.returncode == 1


def test_entry_points_are_off_by_default_and_the_option_overrides_the_file(tmp_path):
    root = library(tmp_path, 'select = ["JXL"]\n')
    assert jaxlint("stats", cwd=root).stdout == ""
    result = jaxlint("--entry-points", "stats.densities.halfnormal_*", "stats", cwd=root)
    assert codes(result.stdout) == [("stats/densities.py", 5, "JXL101")]
    private = jaxlint("--entry-points", "stats.densities._private_helper", "stats", cwd=root)
    assert codes(private.stdout) == [("stats/densities.py", 13, "JXL101")]
    bad = jaxlint("--entry-points", "stats densities", "stats", cwd=root)
    assert bad.returncode == 2 and "--entry-points: 'stats densities' is not a qualified-name pattern" in bad.stderr
