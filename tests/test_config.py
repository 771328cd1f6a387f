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


def project(tmp_path, config: str) -> str:
    root = tmp_path / "proj"
    write(root, "pyproject.toml", "[project]\nname = 'demo'\n\n[tool.jaxlint]\n" + textwrap.dedent(config))
    write(root, "src/pkg/model.py", PITFALL)
    write(root, "src/pkg/step.py", WRAPPED)
    write(root, "tests/test_model.py", PITFALL)
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
    """)
    result = jaxlint(".", cwd=root)
    assert codes(result.stdout) == [("./src/pkg/model.py", 5, "JXL101"), ("./src/pkg/model.py", 7, "JXL201"),
                                    ("./tests/test_model.py", 7, "JXL201")]
    # Patterns are relative to the pyproject.toml, wherever jaxlint runs from.
    elsewhere = jaxlint(os.path.join(root, "tests"), cwd=str(tmp_path))
    assert [(line, code) for _, line, code in codes(elsewhere.stdout)] == [(7, "JXL201")]


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
