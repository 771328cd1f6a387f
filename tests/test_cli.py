"""The command line as users run it: exit codes, output contract, bad input, and what static mode never does."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap

from jaxlint.engine import lint_source
from tests.clitools import CLEAN, ROOT

# One pitfall only (no print): the tests here count its findings. tests/clitools.py has the shared clean module.
PITFALL = textwrap.dedent("""\
    import jax

    @jax.jit
    def relu(x):
        if x > 0:
            return x
        return 0.0
""")


def run_cli(*args: str, cwd: str | None = None, stdin: str | None = None) -> subprocess.CompletedProcess:
    env = dict(os.environ, PYTHONPATH=ROOT)
    return subprocess.run([sys.executable, "-m", "jaxlint", *args], capture_output=True, text=True, cwd=cwd,
                          env=env, input=stdin, timeout=120)


def write(tmp_path, name: str, text: str | bytes) -> str:
    path = tmp_path / name
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(text, bytes):
        path.write_bytes(text)
    else:
        path.write_text(text)
    return str(path)


def test_finding_gives_flake8_line_and_exit_1(tmp_path):
    path = write(tmp_path, "relu.py", PITFALL)
    result = run_cli(path)
    assert result.returncode == 1
    assert result.stdout.splitlines() == [
        f"{path}:5:8: JXL101 `if` test on traced value `x > 0` (traced through `x`) raises "
        f"TracerBoolConversionError under tracing"]
    assert "1 finding in 1 file" in result.stderr


def test_clean_file_exits_0_with_no_output(tmp_path):
    result = run_cli(write(tmp_path, "relu.py", CLEAN))
    assert (result.returncode, result.stdout) == (0, "")


def test_missing_path_is_a_usage_error(tmp_path):
    result = run_cli(str(tmp_path / "nope.py"))
    assert result.returncode == 2
    assert result.stderr.strip().splitlines() == [f"jaxlint: error: {tmp_path / 'nope.py'}: no such file or directory"]
    assert "Traceback" not in result.stderr


def test_bad_files_get_jxl901_and_the_run_goes_on(tmp_path):
    write(tmp_path, "pkg/a_syntax.py", "import jax\n\ndef f(:\n    pass\n")
    write(tmp_path, "pkg/b_latin1.py", b"import jax\nname = '\xe9t\xe9'\n")
    write(tmp_path, "pkg/c_plain_syntax.py", "x = (\n")
    good = write(tmp_path, "pkg/d_relu.py", PITFALL)
    result = run_cli(str(tmp_path / "pkg"))
    assert result.returncode == 1
    assert "Traceback" not in result.stderr
    lines = result.stdout.splitlines()
    codes = [(line.split(":")[0].rsplit("/", 1)[1], line.split(": ")[1].split()[0]) for line in lines]
    assert codes == [("a_syntax.py", "JXL901"), ("b_latin1.py", "JXL901"), ("c_plain_syntax.py", "JXL901"),
                     ("d_relu.py", "JXL101")]
    assert lines[0].startswith(str(tmp_path / "pkg" / "a_syntax.py") + ":3:")
    assert "cannot decode" in lines[1]
    assert lines[3].startswith(f"{good}:5:8: JXL101")


def test_syntax_of_a_newer_python_is_not_a_parse_error(tmp_path):
    # PEP 695 generics and type aliases are Python 3.12 syntax: an older interpreter's parser rejects them, libcst's
    # grammar reads them; a broken file beside them still gets JXL901.
    write(tmp_path, "pkg/protocols.py", "from typing import Protocol\n\n\n"
                                        "class Simulator[StateT](Protocol):\n    def step(self) -> StateT: ...\n\n\n"
                                        "def identity[T](value: T) -> T:\n    return value\n")
    write(tmp_path, "pkg/broken.py", "x = (\n")
    result = run_cli(str(tmp_path / "pkg"))
    assert "Traceback" not in result.stderr
    assert [line.split(": ")[1].split()[0] + " " + line.split(":")[0].rsplit("/", 1)[1]
            for line in result.stdout.splitlines()] == ["JXL901 broken.py"]


def test_declared_encoding_is_honoured(tmp_path):
    path = write(tmp_path, "latin.py", b"# -*- coding: latin-1 -*-\n" + PITFALL.encode() + b"s = '\xe9'\n")
    result = run_cli(path)
    assert [line.split(": ")[1].split()[0] for line in result.stdout.splitlines()] == ["JXL101"]


def test_internal_error_on_one_file_is_a_diagnostic_not_a_traceback(monkeypatch):
    from jaxlint.analysis import module as analysis

    def explode(self, *args, **kwargs):
        raise RuntimeError("boom")

    monkeypatch.setattr(analysis.ModuleFacts, "_propagate", explode)
    findings = lint_source(PITFALL, "relu.py")
    assert [(d.code, d.line) for d in findings] == [("JXL902", 1)]
    assert "RuntimeError: boom" in findings[0].message


def test_static_mode_never_imports_jax_nor_runs_user_code(tmp_path):
    marker = tmp_path / "imported.txt"
    source = f"open({str(marker)!r}, 'w').write('ran')\n" + PITFALL
    path = write(tmp_path, "side_effect.py", source)
    probe = (
        "import sys, jaxlint.cli\n"
        f"code = jaxlint.cli.main([{path!r}])\n"
        "print('JAX_LOADED' if any(m == 'jax' or m.startswith('jax.') for m in sys.modules) else 'NO_JAX', code)\n"
    )
    result = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                            env=dict(os.environ, PYTHONPATH=ROOT), timeout=120)
    assert result.stdout.splitlines()[-1] == "NO_JAX 1"
    assert not marker.exists()


def test_noqa_bare_and_with_codes(tmp_path):
    source = PITFALL.replace("if x > 0:", "if x > 0:  # noqa: JXL1") + textwrap.dedent("""\

        @jax.jit
        def g(x):
            print(x)  # noqa
            print(x)  # noqa: JXL101
            return x
    """)
    result = run_cli(write(tmp_path, "noqa.py", source))
    assert [line.split(": ")[1].split()[0] + ":" + line.split(":")[1] for line in result.stdout.splitlines()] == [
        "JXL201:12"]


def test_select_and_ignore(tmp_path):
    source = PITFALL.replace("        return x\n", "        print(x)\n        return x\n")
    path = write(tmp_path, "both.py", source)
    all_codes = [line.split(": ")[1].split()[0] for line in run_cli(path).stdout.splitlines()]
    assert all_codes == ["JXL101", "JXL201"]
    assert [line.split(": ")[1].split()[0] for line in run_cli("--select", "JXL2", path).stdout.splitlines()] == [
        "JXL201"]
    result = run_cli("--ignore", "JXL101,JXL201", path)
    assert (result.returncode, result.stdout) == (0, "")


def test_json_output_contract(tmp_path):
    path = write(tmp_path, "relu.py", PITFALL)
    result = run_cli("--output-format", "json", path)
    assert result.returncode == 1
    [finding] = json.loads(result.stdout)
    assert set(finding) == {"path", "line", "col", "end_line", "end_col", "code", "message", "fix", "confirm"}
    assert (finding["path"], finding["line"], finding["col"], finding["end_line"], finding["end_col"]) == (
        path, 5, 8, 5, 13)
    assert finding["code"] == "JXL101" and finding["confirm"] is None and finding["fix"] is None


def test_directories_are_walked_sorted_and_skip_virtualenvs_and_excludes(tmp_path):
    write(tmp_path, "proj/b.py", PITFALL)
    write(tmp_path, "proj/a.py", PITFALL)
    write(tmp_path, "proj/.venv/lib/x.py", PITFALL)
    write(tmp_path, "proj/build/y.py", PITFALL)
    write(tmp_path, "proj/env2/pyvenv.cfg", "")
    write(tmp_path, "proj/env2/z.py", PITFALL)
    write(tmp_path, "proj/gen/skip.py", PITFALL)
    write(tmp_path, "proj/notes.txt", PITFALL)
    result = run_cli("--exclude", "gen", str(tmp_path / "proj"))
    files = [line.split(":")[0] for line in result.stdout.splitlines()]
    assert files == [str(tmp_path / "proj" / "a.py"), str(tmp_path / "proj" / "b.py")]


def test_a_package_named_env_is_linted_and_a_virtualenv_named_env_is_not(tmp_path):
    # RL projects name their environment package `env`; a virtualenv folder holds no __init__.py.
    write(tmp_path, "rl/env/__init__.py", "")
    write(tmp_path, "rl/env/grid.py", PITFALL)
    write(tmp_path, "rl/venv/lib/python3.11/jaxy.py", PITFALL)
    write(tmp_path, "rl/.env/tool.py", PITFALL)
    result = run_cli(str(tmp_path / "rl"))
    files = [line.split(":")[0] for line in result.stdout.splitlines()]
    assert files == [str(tmp_path / "rl" / "env" / "grid.py")]


def test_parallel_and_serial_runs_agree(tmp_path):
    for index in range(20):
        write(tmp_path, f"many/m{index:02d}.py", PITFALL if index % 2 else CLEAN)
    serial = run_cli("--jobs", "1", str(tmp_path / "many"))
    parallel = run_cli("--jobs", "2", str(tmp_path / "many"))
    assert serial.stdout == parallel.stdout
    assert len(serial.stdout.splitlines()) == 10


def test_python_dash_m_and_console_script_agree(tmp_path):
    path = write(tmp_path, "relu.py", PITFALL)
    assert run_cli(path).stdout.count("JXL101") == 1
