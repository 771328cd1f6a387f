"""Start-up is most of a one-file run (an editor's on-save check): what the run does not need stays unimported."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap

from tests.sources import ROOT, TRICKY


def test_one_file_run_imports_neither_the_process_pool_nor_other_formats(tmp_path):
    """Start-up is most of a one-file run (an editor's on-save check): what only a parallel run or another output
    format needs stays unimported."""
    path = tmp_path / "relu.py"
    path.write_text(textwrap.dedent(TRICKY["closures_and_scan_bodies"]))
    probe = (
        "import sys\n"
        "at_start = set(sys.modules)   # what the interpreter's site setup imported (a .pth may bring tempfile)\n"
        "import jaxlint.cli\n"
        f"code = jaxlint.cli.main(['--no-cache', '--output-format', 'concise', {str(path)!r}])\n"
        "heavy = ('concurrent.futures.process', 'multiprocessing', 'xml.etree.ElementTree',\n"
        "         'jaxlint.report.sarif', 'jaxlint.report.junit', 'tempfile')\n"
        "print(code, sorted(m for m in heavy if m in sys.modules and m not in at_start),\n"
        "      'jaxlint.report.text' in sys.modules)\n"
    )
    result = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                            env=dict(os.environ, PYTHONPATH=ROOT), timeout=120)
    assert result.stdout.splitlines()[-1] == "1 [] True"


# Prints a digest of every method `dataclasses` made for libcst's and jaxlint's classes (argv[1]: the directory of
# the kept code, or "plain": the builtin `exec`, as without jaxlint), then the packages whose code was compiled.
_DATACLASS_DIGESTS = """
import builtins, dataclasses, hashlib, inspect, sys
def digest(code):   # every field of a code object, nested ones by their digest (marshal's bytes vary with refcounts)
    fields = [(name, getattr(code, name)) for name in sorted(dir(code)) if name.startswith("co_") and
              name not in ("co_lines", "co_positions", "co_lnotab")]
    fields = [(name, tuple(digest(c) if inspect.iscode(c) else c for c in value) if name == "co_consts" else value)
              for name, value in fields]
    return hashlib.sha1(repr(fields).encode()).hexdigest()
if sys.argv[1] == "plain":
    dataclasses.exec = builtins.exec
import jaxlint.dataclass_code as kept
kept.install()   # as the command line does (a no-op for "plain": exec is set)
kept.directory = sys.argv[1]
import libcst, jaxlint.analysis.module, jaxlint.fixes, jaxlint.rules
from jaxlint.analysis import libcst_compat
if sys.argv[1] == "plain":   # the generated text run by the builtin `exec` in libcst_compat, as before it was kept
    libcst_compat.kept_code = lambda source, flags, package: source
for name, kind in sorted(vars(libcst).items()):
    if inspect.isclass(kind) and issubclass(kind, libcst.CSTNode) and not inspect.isabstract(kind):
        code = libcst_compat.unvalidated_constructor(kind).__code__
        print("constructor", name, digest(code))
for name, module in sorted(sys.modules.items()):
    if name.split(".")[0] not in ("libcst", "jaxlint") or module is None:
        continue
    for class_name, made in sorted(vars(module).items()):
        if inspect.isclass(made) and dataclasses.is_dataclass(made) and made.__module__ == name:
            for method in ("__init__", "__repr__", "__eq__", "__hash__", "__setattr__", "__delattr__"):
                function = made.__dict__.get(method)
                function = getattr(function, "__wrapped__", function)
                code = getattr(function, "__code__", None)
                print(name, class_name, method, code and digest(code),
                      code and (function.__qualname__, function.__annotations__, function.__defaults__,
                                function.__kwdefaults__, function.__globals__ is vars(module)))
print("compiled", sorted(kept._added))
"""


def _dataclass_digests(directory: str, write_bytecode: bool = False) -> list[str]:
    env = {key: value for key, value in os.environ.items() if key != "PYTHONDONTWRITEBYTECODE"}
    if not write_bytecode:
        env["PYTHONDONTWRITEBYTECODE"] = "1"
    # One string hash seed: a frozenset constant (Python 3.12's frozen `__setattr__`) prints in its hash order.
    result = subprocess.run([sys.executable, "-c", _DATACLASS_DIGESTS, directory], capture_output=True, text=True,
                            env=dict(env, PYTHONPATH=ROOT, PYTHONHASHSEED="0"), timeout=300)
    assert result.returncode == 0, result.stderr
    return result.stdout.splitlines()


def test_dataclass_methods_run_from_kept_code_are_those_compiled_from_their_text(tmp_path):
    """The methods `dataclasses` writes for libcst's node classes and jaxlint's records, and jaxlint's node
    constructors, run from the code kept by an earlier run, are the functions compiled from their text: the same
    code objects, names, annotations, defaults and globals."""
    plain = _dataclass_digests("plain")
    assert len(plain) > 1000 and plain[-1] == "compiled []"
    first = _dataclass_digests(str(tmp_path), write_bytecode=True)
    assert first[:-1] == plain[:-1] and first[-1] == "compiled ['constructors', 'jaxlint', 'libcst']"
    assert sorted(os.listdir(tmp_path)) == [f"dataclass_code.{package}.{sys.implementation.cache_tag}.marshal"
                                            for package in ("constructors", "jaxlint", "libcst")]
    again = _dataclass_digests(str(tmp_path))
    assert again == plain   # every text's code came from the files: nothing compiled


def test_kept_dataclass_code_is_written_only_where_bytecode_is(tmp_path):
    """Under PYTHONDONTWRITEBYTECODE nothing is written at exit; a damaged file is read as empty and replaced."""
    _dataclass_digests(str(tmp_path))
    assert os.listdir(tmp_path) == []
    damaged = tmp_path / f"dataclass_code.libcst.{sys.implementation.cache_tag}.marshal"
    damaged.write_bytes(b"\x00not marshal data")
    written = _dataclass_digests(str(tmp_path), write_bytecode=True)
    assert written[-1] == "compiled ['constructors', 'jaxlint', 'libcst']"
    assert _dataclass_digests(str(tmp_path))[-1] == "compiled []"


def test_a_users_dataclasses_are_compiled_by_the_builtin_exec(tmp_path):
    """Only libcst's and jaxlint's analysis texts are kept: a dataclass of the user's code (imported under
    `--confirm`) is made as without jaxlint, and its text is not written."""
    probe = (
        "import dataclasses, sys, types\n"
        "import jaxlint.dataclass_code as kept\n"
        "kept.install()\n"
        "kept.directory = sys.argv[1]\n"
        "model = types.ModuleType('model')\n"
        "sys.modules['model'] = model\n"
        "exec('import dataclasses\\n@dataclasses.dataclass(frozen=True)\\nclass Point:\\n    x: int\\n', vars(model))\n"
        "print(model.Point(1), sorted(kept._codes), sorted(kept._added))\n"
    )
    env = {key: value for key, value in os.environ.items() if key != "PYTHONDONTWRITEBYTECODE"}
    result = subprocess.run([sys.executable, "-c", probe, str(tmp_path)], capture_output=True, text=True,
                            env=dict(env, PYTHONPATH=ROOT), timeout=120)
    assert result.stdout.splitlines()[-1] == "Point(x=1) [] []", result.stderr
    assert os.listdir(tmp_path) == []
