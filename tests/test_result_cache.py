"""The result cache (jaxlint/cache.py): a second run is served from it, a changed file, setting or dependency
misses, concurrent runs keep each other's results, and the CLI puts it beside the project."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap

from jaxlint import engine
from jaxlint.cache import Cache, cache_entry
from jaxlint.context import RunContext
from jaxlint.diagnostics import Diagnostic
from jaxlint.engine import FileResult, Settings, lint_paths
from tests.sources import ROOT, TRICKY, write_project


def test_second_run_is_served_from_the_cache(tmp_path, monkeypatch):
    paths = write_project(tmp_path)
    directory = str(tmp_path / ".jaxlint_cache")
    first = lint_paths(paths, Settings(), jobs=2, context=RunContext(results=Cache(directory, Settings())))
    assert (tmp_path / ".jaxlint_cache" / ".gitignore").read_text().splitlines()[-1] == "*"
    # One table for the whole run, however many workers made its entries; no temporary file left behind.
    assert [p.name for p in (tmp_path / ".jaxlint_cache").rglob("*") if p.is_file() and p.name != ".gitignore"] == [
        os.path.basename(Cache(str(tmp_path / ".jaxlint_cache"), Settings()).table_path)]

    def no_analysis(*args, **kwargs):
        raise AssertionError("analysed a file the cache holds")

    monkeypatch.setattr(engine, "lint_file_result", no_analysis)
    assert lint_paths(paths, Settings(), jobs=1, context=RunContext(results=Cache(directory, Settings()))) == first


def test_cache_misses_on_changed_content_settings_or_dependency(tmp_path):
    target = tmp_path / "a.py"
    target.write_text(textwrap.dedent(TRICKY["helper_defined_after_and_method"]))
    data = target.read_bytes()
    directory = str(tmp_path / "c")
    assert Cache(directory, Settings()).get(str(target), data) is None
    before = lint_paths([str(target)], Settings(), jobs=1, context=RunContext(Cache(directory, Settings())))
    assert before and Cache(directory, Settings()).get(str(target), data) == before
    assert Cache(directory, Settings()).get(str(target), data + b"\n# edited\n") is None
    assert Cache(directory, Settings()).get(str(tmp_path / "elsewhere.py"), data) is None
    assert Cache(directory, Settings(ignore=("JXL1",))).get(str(target), data) is None
    # A result that depends on another module is stale once that module changes.
    helper = tmp_path / "helpers.py"
    helper.write_text("def helper(x):\n    return x\n")
    diagnostic = Diagnostic(str(target), 3, 1, 3, 2, "JXL101", "from a helper")
    cache = Cache(directory, Settings())
    cache.add("b.py", cache_entry(b"source of b", FileResult("b.py", [diagnostic], [str(helper)])))
    cache.save()
    assert Cache(directory, Settings()).get("b.py", b"source of b") == [diagnostic]
    helper.write_text("def helper(x):\n    if x:\n        return x\n")
    assert Cache(directory, Settings()).get("b.py", b"source of b") is None
    # A damaged table is empty, never a crash, and the next run writes a sound one.
    with open(cache.table_path, "w") as handle:
        handle.write("{not json")
    assert Cache(directory, Settings()).get(str(target), data) is None
    assert lint_paths([str(target)], Settings(), jobs=1, context=RunContext(Cache(directory, Settings()))) == before
    assert Cache(directory, Settings()).get(str(target), data) == before


def test_a_result_is_stale_once_a_module_whose_outline_answered_it_changes(tmp_path):
    # fit.py's finding rests on `settings.params` being a module-level dict of another file; no helper of settings.py
    # is called, yet the cached result must not outlive `params` becoming an object.
    package = tmp_path / "pose"
    package.mkdir()
    (package / "__init__.py").write_text("")
    settings_module = package / "settings.py"
    settings_module.write_text("params = {}\n")
    fit = package / "fit.py"
    fit.write_text(textwrap.dedent("""\
        import jax

        from pose import settings


        @jax.jit
        def fit_frame(q):
            q = q * 2.0
            settings.params["warm_start"] = q
            return q
        """))
    directory = str(tmp_path / "c")

    def codes() -> list[tuple[str, int]]:
        found = lint_paths([str(fit)], Settings(), jobs=1, context=RunContext(Cache(directory, Settings())))
        return [(d.code, d.line) for d in found]

    assert codes() == [("JXL202", 9)]
    assert Cache(directory, Settings()).get(str(fit), fit.read_bytes()) is not None
    settings_module.write_text("import types\n\nparams = types.SimpleNamespace()\n")
    assert Cache(directory, Settings()).get(str(fit), fit.read_bytes()) is None
    assert codes() == []


def test_the_first_save_removes_the_per_result_files_of_format_1(tmp_path):
    old_entry = tmp_path / "c" / "v1" / "ab" / ("ab" + "0" * 38 + ".json")
    old_entry.parent.mkdir(parents=True)
    old_entry.write_text('{"diagnostics": [], "dependencies": []}')
    cache = Cache(str(tmp_path / "c"), Settings())
    cache.add("a.py", cache_entry(b"a", FileResult("a.py", [])))
    cache.save()
    assert sorted(p.name for p in (tmp_path / "c").iterdir()) == [".gitignore", "v2"]


def test_runs_saving_at_the_same_time_keep_each_others_results(tmp_path):
    directory = str(tmp_path / "c")
    one, other = Cache(directory, Settings()), Cache(directory, Settings())
    assert one.get("a.py", b"a") is None and other.get("b.py", b"b") is None   # both have read the empty table
    one.add("a.py", cache_entry(b"a", FileResult("a.py", [])))
    one.save()
    other.add("b.py", cache_entry(b"b", FileResult("b.py", [])))
    other.save()
    fresh = Cache(directory, Settings())
    assert fresh.get("a.py", b"a") == [] and fresh.get("b.py", b"b") == []


def test_tables_of_other_settings_are_forgotten_oldest_first(tmp_path):
    directory = str(tmp_path / "c")
    selections = [Settings(select=(f"JXL{code}",)) for code in range(101, 111)]
    for age, settings in enumerate(selections):
        cache = Cache(directory, settings)
        cache.add("a.py", cache_entry(b"a", FileResult("a.py", [])))
        cache.save()
        os.utime(cache.table_path, ns=(age * 10**9, age * 10**9))
    kept = sorted(os.listdir(os.path.dirname(cache.table_path)))
    assert kept == sorted(os.path.basename(Cache(directory, s).table_path) for s in selections[-8:])


def test_cli_caches_beside_the_project_and_no_cache_writes_nothing(tmp_path):
    project = tmp_path / "proj"
    (project / "src").mkdir(parents=True)
    (project / "pyproject.toml").write_text("[project]\nname = 'p'\n")
    (project / "src" / "relu.py").write_text(textwrap.dedent(TRICKY["closures_and_scan_bodies"]))
    env = dict(os.environ, PYTHONPATH=ROOT)
    env.pop("JAXLINT_CACHE_DIR", None)

    def run(*args):
        return subprocess.run([sys.executable, "-m", "jaxlint", *args, "relu.py"], cwd=project / "src",
                              capture_output=True, text=True, env=env, timeout=120)

    uncached = run("--no-cache")
    assert not (project / ".jaxlint_cache").exists()
    cold, warm = run(), run()
    assert (project / ".jaxlint_cache" / ".gitignore").exists()
    assert uncached.stdout == cold.stdout == warm.stdout and cold.stdout
    assert uncached.returncode == cold.returncode == warm.returncode == 1


def test_results_are_kept_apart_per_libcst_release_and_python_version(monkeypatch):
    """CI runs the suite on the newest and on the lowest libcst the pin allows in one checkout: the second run must
    not be answered with results the first computed under another parser."""
    import libcst._version

    from jaxlint import cache

    assert f"python {sys.version_info[0]}.{sys.version_info[1]}".encode() in cache.parser_identity()
    assert libcst._version.__version__.encode() in cache.parser_identity()
    monkeypatch.setattr(cache, "_CODE_FINGERPRINT", None)
    first = cache.code_fingerprint()
    monkeypatch.setattr(cache, "_CODE_FINGERPRINT", None)
    monkeypatch.setattr(cache, "parser_identity", lambda: b"python 3.11\0__version__ = '1.5.0'")
    assert cache.code_fingerprint() != first
