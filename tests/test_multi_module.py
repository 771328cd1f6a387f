"""Across modules: traced code calling helpers imported from other files of the same package.

fixtures/multi_module/mlp is a small package (relative, absolute, module-alias and re-exported imports, an import
and call cycle between losses.py and regularizers.py); its helper files carry the `# expect:` markers.
"""

from __future__ import annotations

import contextlib
import importlib
import io
import os
import subprocess
import sys
import textwrap
import traceback

import pytest

from jaxlint import engine
from jaxlint.analysis import project
from jaxlint.context import RunContext
from jaxlint.engine import lint_file_result, lint_paths
from tests.expectations import expected_claims

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIXTURE = os.path.join(ROOT, "fixtures", "multi_module")
PACKAGE = os.path.join(FIXTURE, "mlp")


def _fixture_modules(*names: str) -> tuple:
    """Import the fixture project's modules as its users would, with its folder on sys.path only while importing."""
    sys.path.insert(0, FIXTURE)
    try:
        return tuple(importlib.import_module(name) for name in names)
    finally:
        sys.path.remove(FIXTURE)


def _expected(package: str = PACKAGE) -> dict[tuple[str, int, str], object]:
    found = {}
    for name in sorted(os.listdir(package)):
        if name.endswith(".py"):
            with open(os.path.join(package, name)) as handle:
                for (line, code), claim in expected_claims(handle.read()).items():
                    found[(name, line, code)] = claim
    return found


def _found(diagnostics) -> list[tuple[str, int, str]]:
    return [(os.path.basename(d.path), d.line, d.code) for d in diagnostics]


def _run_cli(*args: str, cwd: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "jaxlint", *args], capture_output=True, text=True, cwd=cwd,
                          env=dict(os.environ, PYTHONPATH=ROOT), timeout=120)


def test_package_findings_are_exactly_the_markers_in_the_helper_files():
    files = sorted(os.path.join(PACKAGE, n) for n in os.listdir(PACKAGE) if n.endswith(".py"))
    found = _found(lint_paths(files, jobs=1))
    assert found == sorted(_expected())
    assert len(found) == len(set(found)) == 5


def test_cli_on_the_package_reports_each_helper_line_once():
    result = _run_cli("mlp", cwd=FIXTURE)
    assert result.returncode == 1, result.stderr
    assert [line.split(" ")[0:2] for line in result.stdout.splitlines()] == [
        ["mlp/metrics.py:8:12:", "JXL104"],
        ["mlp/preprocessing.py:9:8:", "JXL101"],
        ["mlp/regularizers.py:12:5:", "JXL201"],
        ["mlp/schedules.py:7:8:", "JXL101"],
        ["mlp/utils.py:12:8:", "JXL101"],
    ]
    assert "5 findings in 9 files" in result.stderr


@pytest.mark.parametrize("entry,expected", [
    ("train.py", ["metrics.py:8:12: JXL104", "regularizers.py:12:5: JXL201", "schedules.py:7:8: JXL101",
                  "utils.py:12:8: JXL101"]),
    ("evaluate.py", ["metrics.py:8:12: JXL104", "preprocessing.py:9:8: JXL101"]),
    ("utils.py", []),
])
def test_cli_on_one_entry_file_follows_its_imports(entry, expected):
    result = _run_cli(entry, cwd=PACKAGE)
    assert result.returncode == (1 if expected else 0), result.stderr
    assert [" ".join(line.split(" ")[0:2]) for line in result.stdout.splitlines()] == expected


def test_absolute_paths_stay_absolute():
    result = _run_cli(os.path.join(PACKAGE, "evaluate.py"), cwd=ROOT)
    assert [line.split(":")[0] for line in result.stdout.splitlines()] == [
        os.path.join(PACKAGE, "metrics.py"), os.path.join(PACKAGE, "preprocessing.py")]


def test_a_file_result_names_the_files_it_depends_on():
    train = lint_file_result(os.path.join(PACKAGE, "train.py"))
    # __init__.py: its outline resolved the package's imports (a re-export there would change them).
    assert sorted(os.path.basename(p) for p in train.dependencies) == [
        "__init__.py", "losses.py", "metrics.py", "regularizers.py", "schedules.py", "utils.py"]
    evaluate = lint_file_result(os.path.join(PACKAGE, "evaluate.py"))
    assert sorted(os.path.relpath(p, PACKAGE) for p in evaluate.dependencies) == [
        "__init__.py", "metrics.py", "preprocessing.py", "utils.py"]
    assert lint_file_result(os.path.join(PACKAGE, "metrics.py")).dependencies == []


def test_a_file_without_jax_text_depends_on_the_helpers_whose_results_it_assigns_items_of():
    # life_tables/report.py never names jax: whether `rates[...] = ...` is JXL301 is rates.py's answer.
    report = lint_file_result(os.path.join(ROOT, "fixtures", "mutation", "life_tables", "report.py"))
    assert [(d.line, d.code) for d in report.diagnostics] == [(10, "JXL301")]
    assert [os.path.basename(p) for p in report.dependencies] == ["rates.py"]


def test_parallel_workers_give_the_same_findings(tmp_path):
    # The process pool starts at 16 files: pad the package with clean modules.
    package = tmp_path / "mlp"
    package.mkdir()
    for name in os.listdir(PACKAGE):
        if name.endswith(".py"):
            (package / name).write_text(open(os.path.join(PACKAGE, name)).read())
    for index in range(12):
        (package / f"extra_{index}.py").write_text("import jax\n\n\ndef f(x):\n    return x\n")
    # In a fresh process: forking a pytest process that has imported jax (other tests do) can deadlock.
    parallel = _run_cli("-j", "2", "mlp", cwd=str(tmp_path))
    serial = _run_cli("-j", "1", "mlp", cwd=str(tmp_path))
    assert parallel.returncode == serial.returncode == 1
    assert parallel.stdout == serial.stdout
    assert [(line.split(":")[0], int(line.split(":")[1]), line.split(" ")[1]) for line in
            parallel.stdout.splitlines()] == [(f"mlp/{name}", line, code) for name, line, code in sorted(_expected())]


def _write_package(tmp_path, modules: dict[str, str]) -> str:
    package = tmp_path / "pkg"
    package.mkdir()
    (package / "__init__.py").write_text("")
    for name, text in modules.items():
        (package / f"{name}.py").write_text(textwrap.dedent(text))
    return str(package)


def test_a_chain_deeper_than_the_limit_stops_there(tmp_path):
    depth = project.MAX_DEPTH + 4
    modules = {"entry": "import jax\nfrom .m0 import f0\n\n@jax.jit\ndef step(x):\n    return f0(x)\n"}
    for index in range(depth):
        call = f"from .m{index + 1} import f{index + 1}\n" if index + 1 < depth else ""
        body = f"    return f{index + 1}(x)\n" if index + 1 < depth else "    return x\n"
        modules[f"m{index}"] = f"{call}\n\ndef f{index}(x):\n    print(x)\n{body}"
    package = _write_package(tmp_path, modules)
    found = _found(lint_file_result(os.path.join(package, "entry.py")).diagnostics)
    assert found == sorted((f"m{i}.py", 5 if i + 1 < depth else 4, "JXL201") for i in range(project.MAX_DEPTH))


def test_mutual_recursion_across_modules_terminates_and_reports_both_sides(tmp_path, monkeypatch):
    package = _write_package(tmp_path, {
        "entry": """\
            import jax
            from . import a

            @jax.jit
            def step(x):
                return a.ping(x, 3)
            """,
        "a": """\
            from . import b

            def ping(x, n):
                if x.sum() > 0:
                    return b.pong(x, n)
                return x
            """,
        "b": """\
            from .a import ping

            def pong(x, n):
                assert x.ndim == 1
                return ping(-x, n)
            """,
    })
    calls = []
    original = engine._analyse_helper

    def counting(path, seeds, *args):
        calls.append((os.path.basename(path), tuple(s.name for s in seeds)))
        return original(path, seeds, *args)

    monkeypatch.setattr(engine, "_analyse_helper", counting)
    found = _found(lint_file_result(os.path.join(package, "entry.py")).diagnostics)
    assert found == [("a.py", 4, "JXL101")]
    assert calls == [("a.py", ("ping",)), ("b.py", ("pong",))]


def test_a_helper_reached_from_many_callers_is_analysed_once_per_argument_pattern(tmp_path, monkeypatch):
    callers = {f"caller{i}": f"""\
        import jax
        from pkg.helpers import scale

        @jax.jit
        def step{i}(x):
            return scale(x, 2.0) + scale(x, x)
        """ for i in range(4)}
    package = _write_package(tmp_path, {**callers, "helpers": """\
        def scale(x, factor):
            if factor > 1:
                return x * factor
            return x
        """})
    calls = []
    original = engine._analyse_helper

    def counting(path, seeds, *args):
        calls.append(sorted((s.name, tuple(v.traced for v in s.positional)) for s in seeds))
        return original(path, seeds, *args)

    monkeypatch.setattr(engine, "_analyse_helper", counting)
    files = sorted(os.path.join(package, f"caller{i}.py") for i in range(4))
    found = _found(lint_paths(files, jobs=1))
    # scale(x, x) makes `factor` traced; scale(x, 2.0) alone would not.
    assert found == [("helpers.py", 2, "JXL101")]
    assert calls == [[("scale", (True, False)), ("scale", (True, True))]]
    # The memo belongs to the run: another run analyses the helper again, and so does a run with its own
    # context, while one context shared by two calls analyses it once.
    lint_paths(files, jobs=1)
    assert len(calls) == 2
    shared = RunContext()
    lint_paths(files[:2], jobs=1, context=shared)
    lint_paths(files[2:], jobs=1, context=shared)
    assert len(calls) == 3


def test_static_mode_never_imports_the_helpers(tmp_path):
    package = _write_package(tmp_path, {
        "entry": "import jax\nfrom .boom import helper\n\n@jax.jit\ndef step(x):\n    return helper(x)\n",
        "boom": "raise SystemExit('imported!')\n\ndef helper(x):\n    return float(x)\n",
    })
    result = _run_cli(os.path.join(package, "entry.py"), cwd=str(tmp_path))
    assert result.returncode == 1
    assert result.stdout.splitlines()[0].startswith(os.path.join(package, "boom.py") + ":4:12: JXL104")


def test_the_markers_are_what_jax_does():
    """Each marker's claim, checked by tracing the entry points and each helper as the entry points call it."""
    jax = pytest.importorskip("jax")
    jnp = jax.numpy
    evaluate, metrics, preprocessing, regularizers, schedules, train, utils = _fixture_modules(
        *(f"mlp.{name}" for name in ("evaluate", "metrics", "preprocessing", "regularizers", "schedules", "train", "utils")))
    array = jax.ShapeDtypeStruct
    f32, i32 = jnp.float32, jnp.int32
    params, inputs, labels = array((4, 3), f32), array((8, 4), f32), array((8,), i32)
    observed = {}

    def trace(function, *args):
        printed = io.StringIO()
        try:
            with contextlib.redirect_stdout(printed):
                function.trace(*args)
        except Exception as error:  # noqa: BLE001 - the class is what we compare
            frame = [f for f in traceback.extract_tb(error.__traceback__) if f.filename.startswith(PACKAGE)][-1]
            observed[(os.path.basename(frame.filename), frame.lineno)] = type(error).__name__
        return printed.getvalue()

    trace(train.train_step, params, inputs, labels, array((), i32))
    trace(evaluate.evaluate, params, inputs, labels)
    trace(jax.jit(utils.clip_by_global_norm, static_argnums=1), params, 1.0)
    trace(jax.jit(schedules.warmup_cosine, static_argnums=1), array((), i32), 100)
    trace(jax.jit(metrics.accuracy), array((8, 3), f32), labels)
    trace(jax.jit(preprocessing.standardize), inputs)
    penalty = jax.jit(regularizers.penalty, static_argnums=1)
    first, second = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(first):
        penalty(jnp.ones(3), 1e-4)
    with contextlib.redirect_stdout(second):
        penalty(jnp.ones(3), 1e-4)
    assert first.getvalue().startswith("weight penalty ") and "Tracer" in first.getvalue()
    assert second.getvalue() == ""
    observed[("regularizers.py", 12)] = "prints-once"
    claims = {(name, line): claim for (name, line, _), claim in _expected().items()}
    assert observed == claims


def test_a_script_imports_a_module_next_to_it(tmp_path):
    (tmp_path / "helpers.py").write_text("def halve_if_big(x):\n    if x.max() > 1:\n        x = x / 2\n"
                                         "    return x\n")
    script = tmp_path / "train.py"
    script.write_text("import jax\nimport helpers\n\n\n@jax.jit\ndef step(x):\n    return helpers.halve_if_big(x)\n")
    result = lint_file_result(str(script))
    assert _found(result.diagnostics) == [("helpers.py", 2, "JXL101")]
    assert result.dependencies == [str(tmp_path / "helpers.py")]


def test_unresolvable_and_library_imports_are_not_followed(tmp_path):
    script = tmp_path / "train.py"
    script.write_text("import jax\nimport jax.numpy as jnp\nfrom missing_pkg import helper\n\n\n@jax.jit\n"
                      "def step(x):\n    return helper(jnp.sin(x))\n")
    result = lint_file_result(str(script))
    assert result.diagnostics == [] and result.dependencies == []


ODEINT = os.path.join(FIXTURE, "odeint")


def test_a_compiled_helper_called_from_another_module_keeps_its_own_static_arguments():
    """fixtures/multi_module/odeint (after diffrax's diffeqsolve): `solve` is an `eqx.filter_jit` function and
    `euler` a jit with `static_argnames`; adjoint.py calls them with traced arguments, which must not make their
    configuration traced. The package run and the run of solve.py alone report the same: the one marked line."""
    files = sorted(os.path.join(ODEINT, n) for n in os.listdir(ODEINT) if n.endswith(".py"))
    expected = sorted(_expected(ODEINT))
    assert expected == [("solve.py", 44, "JXL101")]
    assert _found(lint_paths(files, jobs=1)) == expected
    assert _found(lint_file_result(os.path.join(ODEINT, "solve.py")).diagnostics) == expected
    assert _found(lint_file_result(os.path.join(ODEINT, "adjoint.py")).diagnostics) == expected


def test_the_odeint_markers_are_what_jax_does():
    jax = pytest.importorskip("jax")
    pytest.importorskip("equinox")
    jnp = jax.numpy
    adjoint, = _fixture_modules("odeint.adjoint")
    # The unmarked configuration tests really run: backsolve traces solve() under lax.scan without an error.
    y0, history = adjoint.backsolve(jnp.ones(3), jnp.linspace(0.0, 1.0, 5))
    assert y0.shape == (3,) and history.shape == (4, 3)
    with pytest.raises(jax.errors.TracerBoolConversionError) as raised:
        adjoint.sensitivity(jnp.ones(3), jnp.float32(0.1))
    frame = [f for f in traceback.extract_tb(raised.value.__traceback__) if f.filename.startswith(ODEINT)][-1]
    assert (os.path.basename(frame.filename), frame.lineno) == ("solve.py", 44)


SAMPLING = os.path.join(FIXTURE, "sampling")


def test_arguments_before_a_starred_argument_keep_their_values_across_modules():
    """fixtures/multi_module/sampling (after numpyro's `_sample_posterior(..., temperature, rng_key, *args)`): the
    caller's literal `temperature` stays static; only the parameters from the `*batch` position on get tracers."""
    files = sorted(os.path.join(SAMPLING, n) for n in os.listdir(SAMPLING) if n.endswith(".py"))
    expected = sorted(_expected(SAMPLING))
    assert expected == [("posterior.py", 9, "JXL101")]
    assert _found(lint_paths(files, jobs=1)) == expected
    jax = pytest.importorskip("jax")
    predictive, = _fixture_modules("sampling.predictive")
    with pytest.raises(jax.errors.TracerBoolConversionError) as raised:
        predictive.predict(jax.random.key(0), jax.numpy.ones(3), jax.numpy.float32(0.5))
    frame = [f for f in traceback.extract_tb(raised.value.__traceback__) if f.filename.startswith(SAMPLING)][-1]
    assert (os.path.basename(frame.filename), frame.lineno) == ("posterior.py", 9)


BASIS_PLANS = os.path.join(FIXTURE, "basis_plans")


def test_a_record_recentred_with_tree_at_keeps_its_untraced_fields_concrete_across_modules():
    """fixtures/multi_module/basis_plans (after dftax's scf_batched): a host-built basis template re-centred per
    geometry with `eqx.tree_at(lambda b: b.centers, template, coords[idx])` inside `jax.vmap` has only its centres
    traced; the planners of other files read its angular momenta and exponents with NumPy, which works, also when
    the basis travels in a plain dataclass (`System(basis=basis, ...)`) that `_resolve_system` unpacks behind
    `isinstance(system, System)`, or in the plain dataclass another file's factory returns (`fit(aux, chunk=8)`),
    bound to a name that is None on the other branch. Reading the centres or the coordinates with NumPy fails: the
    marked lines."""
    files = sorted(os.path.join(BASIS_PLANS, n) for n in os.listdir(BASIS_PLANS) if n.endswith(".py"))
    expected = sorted(_expected(BASIS_PLANS))
    assert expected == [("fitting.py", 43, "JXL401"), ("plans.py", 29, "JXL401"), ("system.py", 39, "JXL401")]
    assert _found(lint_paths(files, jobs=1)) == expected
    assert _found(lint_file_result(os.path.join(BASIS_PLANS, "energy.py")).diagnostics) == expected
    jax = pytest.importorskip("jax")
    pytest.importorskip("equinox")
    import numpy as np

    energy, = _fixture_modules("basis_plans.energy")
    coords = jax.numpy.stack([jax.numpy.zeros((2, 3)), jax.numpy.ones((2, 3))])
    exponents, angular = np.array([1.0, 0.5]), np.array([0, 1])
    assert energy.batch_energies(coords, exponents, angular).shape == (2,)
    assert energy.batch_totals(coords, exponents, angular, 4).shape == (2,)
    assert energy.batch_fitted_energies(coords, exponents, angular).shape == (2,)
    for run, line in ((lambda: energy.batch_centroids(coords, exponents, angular), ("plans.py", 29)),
                      (lambda: energy.batch_aux_centroids(coords, exponents, angular), ("fitting.py", 43)),
                      (lambda: energy.batch_dipoles(coords, exponents, angular, 4), ("system.py", 39))):
        with pytest.raises(jax.errors.TracerArrayConversionError) as raised:
            run()
        frame = [f for f in traceback.extract_tb(raised.value.__traceback__)
                 if f.filename.startswith(BASIS_PLANS)][-1]
        assert (os.path.basename(frame.filename), frame.lineno) == line


STATION_BEAMS = os.path.join(FIXTURE, "station_beams")


def test_host_side_planning_of_a_tree_at_copy_stays_python_through_resolvers_and_while_loops():
    """fixtures/multi_module/station_beams (after dftax's KS build inside scf_batched): a layout template re-centred
    per offset with `eqx.tree_at` inside `jax.vmap`, wrapped by another file's factory (`beam(moved)`) on one branch
    and the caller's spec on the other, passes through a resolver of the imager's module that returns the spec it
    was handed (`return spec`: its fields stay known, the layout's station indices host data), and the device slabs
    a `while` loop balances from Python station sizes (another file's, imported inside the function) are Python
    ints, so `if end - first < widest:` is a Python test. A batch over the station assignment itself makes the
    planner's NumPy read fail, and a `while` over a traced maximum fails (the marked lines)."""
    files = sorted(os.path.join(STATION_BEAMS, n) for n in os.listdir(STATION_BEAMS) if n.endswith(".py"))
    expected = sorted(_expected(STATION_BEAMS))
    assert expected == [("imaging.py", 42, "JXL101"), ("imaging.py", 42, "JXL103"), ("planning.py", 9, "JXL401")]
    assert sorted(_found(lint_paths(files, jobs=1))) == expected
    jax = pytest.importorskip("jax")
    pytest.importorskip("equinox")

    batching, layouts = _fixture_modules("station_beams.batching", "station_beams.layouts")
    template = layouts.build_layout([0, 0, 1, 1, 1, 2])
    offsets = jax.numpy.stack([jax.numpy.zeros(3), jax.numpy.ones(3)])
    visibilities = jax.numpy.arange(6.0)
    assert batching.batch_power(template, offsets, visibilities).shape == (2,)
    assert batching.batch_power(None, offsets, visibilities, default_spec=layouts.beam(template)).shape == (2,)
    assignments = jax.numpy.array([[0, 0, 1, 1, 1, 2], [0, 1, 1, 2, 2, 2]])
    for run, error, line in (
            (lambda: batching.batch_power_by_assignment(template, assignments, visibilities),
             jax.errors.TracerArrayConversionError, ("planning.py", 9)),
            (lambda: batching.batch_padded(jax.numpy.stack([visibilities, visibilities])),
             jax.errors.TracerBoolConversionError, ("imaging.py", 42))):
        with pytest.raises(error) as raised:
            run()
        frame = [f for f in traceback.extract_tb(raised.value.__traceback__)
                 if f.filename.startswith(STATION_BEAMS)][-1]
        assert (os.path.basename(frame.filename), frame.lineno) == line


MESH_PLANNING = os.path.join(FIXTURE, "mesh_planning")


def test_what_a_function_of_another_module_returns_is_read_through_the_import_that_names_it():
    """fixtures/multi_module/mesh_planning (after dftax's shell planners): a jitted solver sizes its grid with the
    NamedTuple of Python ints another module's planner builds from the number of points, and walks the Python rows a
    private helper of that module returns beside an array, the helper found through the import the jitted function
    makes although a third module defines a host-side function of the same name; only the spacing computed with
    jnp, tested with `if`, fails (the marked line)."""
    files = sorted(os.path.join(MESH_PLANNING, n) for n in os.listdir(MESH_PLANNING) if n.endswith(".py"))
    expected = sorted(_expected(MESH_PLANNING))
    assert expected == [("solver.py", 33, "JXL101")]
    assert _found(lint_paths(files, jobs=1)) == expected
    assert _found(lint_file_result(os.path.join(MESH_PLANNING, "solver.py")).diagnostics) == expected
    jax = pytest.importorskip("jax")
    solver, report = _fixture_modules("mesh_planning.solver", "mesh_planning.report")
    coords = jax.numpy.stack([jax.numpy.arange(16.0), jax.numpy.zeros(16)], axis=1)
    assert solver.relax(coords, jax.numpy.ones(16)).shape == ()
    assert report.occupied_cells([4, 0, 4]) == 2
    with pytest.raises(jax.errors.TracerBoolConversionError) as raised:
        solver.relax_adaptive(coords, jax.numpy.ones(16))
    frame = [f for f in traceback.extract_tb(raised.value.__traceback__) if f.filename.startswith(MESH_PLANNING)][-1]
    assert (os.path.basename(frame.filename), frame.lineno) == ("solver.py", 33)


@pytest.mark.parametrize("failing", ["a rule's message", "the facts"])
def test_a_helper_tree_that_cannot_answer_never_restarts_the_callers_analysis(tmp_path, monkeypatch, failing):
    """A tree built from `ast` cannot always answer (its locator raises Unsupported, say when a rule's message
    quotes source text in `Rule.describe`): that file's analysis moves to its next tree, and only that file's."""
    from jaxlint.analysis.from_ast import SourceLocator, Unsupported
    from jaxlint.analysis.module import ModuleFacts

    package = _write_package(tmp_path, {
        "entry": """\
            import jax
            from .helpers import scale

            @jax.jit
            def step(x):
                if x.sum() > 0:
                    return scale(x, x)
                return x
            """,
        "helpers": """\
            def scale(x, factor):
                if factor > 1:
                    return x * factor
                return x
            """,
    })
    entry = os.path.join(package, "entry.py")
    expected = [("entry.py", 6, "JXL101"), ("helpers.py", 2, "JXL101")]
    assert _found(lint_file_result(entry).diagnostics) == expected

    def built_helper_tree(locator) -> bool:
        return locator.spans is not None and "factor" in locator.text

    if failing == "a rule's message":
        original_code = SourceLocator.code_for_node

        def cannot_quote(locator, node):
            if built_helper_tree(locator):
                raise Unsupported("a node only libcst's own parse places")
            return original_code(locator, node)
        monkeypatch.setattr(SourceLocator, "code_for_node", cannot_quote)
    else:
        original_init = ModuleFacts.__init__

        def cannot_analyse(facts, module, *args, locator=None, **kwargs):
            if locator is not None and built_helper_tree(locator):
                raise Unsupported("a node only libcst's own parse places")
            original_init(facts, module, *args, locator=locator, **kwargs)
        monkeypatch.setattr(ModuleFacts, "__init__", cannot_analyse)
    analysed = []
    original_analyse = engine._analyse_tree

    def recording(module, source, path, *args):
        analysed.append(os.path.basename(path))
        return original_analyse(module, source, path, *args)

    monkeypatch.setattr(engine, "_analyse_tree", recording)
    assert _found(lint_file_result(entry).diagnostics) == expected
    # The caller once; the helper on its built tree, then on libcst's parse of its skeleton.
    assert analysed == ["entry.py", "helpers.py", "helpers.py"]


def test_what_a_run_finds_in_helpers_does_not_depend_on_the_order_of_its_files(tmp_path, monkeypatch):
    # A chain of helpers longer than the analysis follows: `deep` is reached from `far.py` (three files down) but
    # not from `near.py` (four). Whichever file the run lints first, `deep`'s finding is reported, for `far.py`.
    monkeypatch.setattr(project, "MAX_DEPTH", 3)
    package = _write_package(tmp_path, {
        "near": "import jax\nfrom .h1 import one\n\n@jax.jit\ndef step(x):\n    return one(x)\n",
        "far": "import jax\nfrom .h2 import two\n\n@jax.jit\ndef step(x):\n    return two(x)\n",
        "h1": "from .h2 import two\n\ndef one(x):\n    return two(x)\n",
        "h2": "from .h3 import three\n\ndef two(x):\n    return three(x)\n",
        "h3": "from .h4 import deep\n\ndef three(x):\n    return deep(x)\n",
        "h4": "def deep(x):\n    if x.sum() > 0:\n        return x\n    return -x\n",
    })
    near, far = os.path.join(package, "near.py"), os.path.join(package, "far.py")
    assert _found(lint_file_result(near).diagnostics) == []
    assert _found(lint_file_result(far).diagnostics) == [("h4.py", 2, "JXL101")]
    assert _found(lint_paths([near, far], jobs=1)) == _found(lint_paths([far, near], jobs=1)) \
        == [("h4.py", 2, "JXL101")]


def test_fields_of_a_class_whose_module_the_package_does_not_ship_are_python_values(tmp_path):
    """`model: DDPM` imported from a module of the file's own package that is not in the tree (an sdist without
    it): nothing shows its fields are leaves, so its sizes shape arrays quietly. A library's class (not this
    package's) and a record of the package keep their leaves traced."""
    package = tmp_path / "agents"
    (package / "online").mkdir(parents=True)
    (package / "__init__.py").write_text("")
    (package / "online" / "__init__.py").write_text("")
    (package / "records.py").write_text(textwrap.dedent("""\
        from typing import NamedTuple

        import jax


        class Batch(NamedTuple):
            obs: jax.Array
            n_valid: int
        """))
    (package / "online" / "steps.py").write_text(textwrap.dedent("""\
        import jax
        import jax.numpy as jnp
        from flax.training.train_state import TrainState

        from agents.flow.ddpm import DDPM
        from agents.records import Batch
        from ..heads import critics


        @jax.jit
        def sample(key, model: DDPM, obs):
            return jax.random.normal(key, (*obs.shape[:-1], model.x_dim))


        @jax.jit
        def values(critic: critics.Ensemble, obs):
            return jnp.zeros((critic.n_members, obs.shape[0]))


        @jax.jit
        def steps(state: TrainState, obs):
            return jnp.zeros((state.step, obs.shape[0]))


        @jax.jit
        def valid(batch: Batch):
            return jnp.zeros((batch.n_valid, 2))
        """))
    index = project.ProjectIndex()
    steps = str(package / "online" / "steps.py")
    assert index.unshipped_class(steps, 0, "agents.flow.ddpm.DDPM")
    assert index.unshipped_class(steps, 2, "heads.critics.Ensemble")
    assert not index.unshipped_class(steps, 0, "agents.records.Batch")
    assert not index.unshipped_class(steps, 0, "flax.training.train_state.TrainState")
    found = [(d.line, d.code) for d in lint_file_result(steps).diagnostics]
    assert found == [(22, "JXL106"), (27, "JXL106")]


_TABLE_MODULE = textwrap.dedent("""\
    import flax.linen as nn
    import jax
    import jax.numpy as jnp


    class PositionTable:
        def __init__(self, width):
            self.width = width
            self._length = None

        def __call__(self, x):
            if x.shape[-2] != self._length:
                self._length = x.shape[-2]
                self._table = jnp.sin(jnp.arange(self._length)[:, None] * jnp.ones(self.width))
            return x + self._table


    class Encoder(nn.Module):
        width: int

        def setup(self):
            self.positions = PositionTable(self.width)

        def __call__(self, x):
            return jax.vmap(self.per_row)(x)

        def per_row(self, x):
            return self.positions(x)
    """)


@pytest.mark.parametrize("exported", [False, True])
def test_a_table_a_linen_setup_builds_is_trace_local_unless_the_package_exports_its_class(tmp_path, exported):
    """flax runs `setup` again for each `apply`, so the table's cache lives in one trace; a class the top package's
    `__init__.py` imports is public, and a user's one instance called in two jitted functions leaks the cache."""
    package = tmp_path / "encoders"
    (package / "models").mkdir(parents=True)
    (package / "__init__.py").write_text("from .models.table import PositionTable\n" if exported else
                                         "from .models.table import Encoder\n")
    (package / "models" / "__init__.py").write_text("")
    (package / "models" / "table.py").write_text(_TABLE_MODULE)
    found = _found(lint_paths([str(package / "models" / "table.py")], jobs=1))
    assert found == ([("table.py", 13, "JXL202"), ("table.py", 14, "JXL202")] if exported else [])


def test_module_level_containers_of_another_file_filled_through_its_import(tmp_path):
    """`utils.params[k] = q` in jitted code, `params = {}` in utils.py: the shared state of another module. Names
    rebound or bound to anything else (an int, an object) are no such container; a library module is not asked."""
    package = tmp_path / "armfit"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "utils.py").write_text(textwrap.dedent("""\
        import collections

        params = {}
        history = collections.deque(maxlen=4)
        steps = 0
        cache = {}
        cache = dict(cache)
        """))
    (package / "fit.py").write_text(textwrap.dedent("""\
        import os

        import jax

        from armfit import utils


        @jax.jit
        def fit(q):
            utils.params["warm_start"] = q
            utils.cache["q"] = q
            os.environ["LAST"] = "fit"
            return q
        """))
    index = project.ProjectIndex()
    fit = str(package / "fit.py")
    assert index.imported_container(fit, 0, "armfit.utils.params")
    assert not index.imported_container(fit, 0, "armfit.utils.steps")
    assert not index.imported_container(fit, 0, "armfit.utils.cache")
    assert not index.imported_container(fit, 0, "armfit.utils.history")   # `collections.deque`: not a bare name
    found = [(d.line, d.code) for d in lint_file_result(fit).diagnostics]
    assert found == [(10, "JXL202")]


def test_functions_handed_to_a_function_or_class_that_compiles_them_are_traced(tmp_path):
    """`MAPFitter(log_posterior)` whose constructor jits `value_and_grad` of its parameter, `HMC(potential)` jitting
    a lambda that calls it, `make_step(loss)` returning `jax.jit(loss)`: the function handed over is traced with
    every argument a tracer. A callee that compiles with static arguments, or only calls the function, is no
    evidence."""
    package = tmp_path / "fitkit"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "samplers.py").write_text(textwrap.dedent("""\
        import jax


        class MAPFitter:
            def __init__(self, log_density, step_size=0.02):
                self.step_size = step_size
                self._value_and_grad = jax.jit(jax.value_and_grad(log_density))


        class HMC:
            def __init__(self, step_size, potential):
                self._potential_and_grad = jax.jit(jax.value_and_grad(lambda q: -potential(q)))


        def make_step(loss):
            return jax.jit(loss)


        def make_static_step(loss):
            return jax.jit(loss, static_argnums=(1,))


        def evaluate(metric, values):
            return [metric(v) for v in values]
        """))
    (package / "fit.py").write_text(textwrap.dedent("""\
        import jax.numpy as jnp

        from fitkit.samplers import HMC, MAPFitter, evaluate, make_static_step, make_step


        def log_posterior(params):
            if params["q"] < 0.5:
                return 0.0
            return jnp.sum(params["q"])


        def potential(q):
            print("potential", q)
            return jnp.sum(q**2)


        def loss(w, scale):
            return float(jnp.sum(w)) * scale


        def static_loss(w, mode):
            if mode == "sum":
                return jnp.sum(w)
            return jnp.mean(w)


        def metric(v):
            return float(v)


        def fit(values):
            MAPFitter(log_posterior)
            HMC(0.1, potential=potential)
            make_step(loss)
            make_static_step(static_loss)
            return evaluate(metric, values)
        """))
    index = project.ProjectIndex()
    fit = str(package / "fit.py")
    with open(fit) as handle:
        source = handle.read()
    assert index.functions_handed_to_compilers(fit, source) == {"log_posterior", "potential", "loss"}
    found = [(d.line, d.code) for d in lint_file_result(fit).diagnostics]
    assert found == [(7, "JXL101"), (13, "JXL201"), (18, "JXL104")]


TAYLOR_INIT = """
    import jax.numpy as jnp


    def initial_state(y0, num_derivatives, stiffness):
        coefficients = jnp.zeros((num_derivatives + 1,) + y0.shape)
        for k in range(num_derivatives):
            coefficients = coefficients.at[k + 1].set(stiffness * y0 / (k + 1))
        return coefficients
"""


@pytest.mark.parametrize("static, expected", [
    ("(1,)", []), ("(2,)", [("init.py", 6, "JXL106"), ("init.py", 7, "JXL105")])])
def test_a_jit_keeps_static_what_the_vmap_it_wraps_leaves_unbatched_in_another_module(tmp_path, static, expected):
    """`jax.jit(jax.vmap(imported, in_axes=(0, None, None)), static_argnums=(1,))`: the count the vmap leaves
    unbatched is the jit's static argument, the Python int passed, in the imported function too; a count the jit
    does not keep static is a tracer there."""
    package = _write_package(tmp_path, {"init": TAYLOR_INIT, "ensemble": f"""
        import jax
        import jax.numpy as jnp

        from .init import initial_state


        def main():
            init_batch = jax.jit(jax.vmap(initial_state, in_axes=(0, None, None)), static_argnums={static})
            return init_batch(jnp.ones((3, 2)), 4, 1.0)
    """})
    assert _found(lint_file_result(os.path.join(package, "ensemble.py")).diagnostics) == expected
    jax = pytest.importorskip("jax")
    namespace: dict = {}
    exec(textwrap.dedent(TAYLOR_INIT), namespace)
    batched = jax.vmap(namespace["initial_state"], in_axes=(0, None, None))
    assert jax.jit(batched, static_argnums=(1,))(jax.numpy.ones((3, 2)), 4, 1.0).shape == (3, 5, 2)
    with pytest.raises(TypeError):
        jax.jit(batched, static_argnums=(2,))(jax.numpy.ones((3, 2)), 4, 1.0)


def test_a_jit_factory_of_another_module_called_per_evaluation_cycle_compiles_each_time(tmp_path):
    """`eval_step = make_eval_step(n)` with a factory of another module returning `jax.jit(eval_step)`, in a metrics
    function the training loop calls once per cycle: a new jitted function per cycle (JXL502 at the factory's
    call). The factory itself, called once, is right."""
    package = _write_package(tmp_path, {"steps": """
        import jax
        import jax.numpy as jnp


        def make_eval_step(n):
            def eval_step(params, batch):
                return jnp.mean(batch @ params) * n

            return jax.jit(eval_step)
    """, "metrics": """
        import jax

        from .steps import make_eval_step


        def compute_metrics(params, batches, n):
            eval_step = make_eval_step(n)
            total = 0.0
            for batch in batches:
                total += float(jax.device_get(eval_step(params, batch)))
            return total
    """, "train": """
        from .metrics import compute_metrics


        def train(params, batches, cycles):
            return [compute_metrics(params * 0.9 ** k, batches, 4) for k in range(cycles)]
    """})
    found = _found(lint_paths([os.path.join(package, name) for name in ("steps.py", "metrics.py", "train.py")],
                              jobs=1))
    assert found == [("metrics.py", 8, "JXL502")]


def test_an_object_a_jitted_partial_binds_keeps_its_class_in_the_imported_function(tmp_path):
    """`jax.jit(partial(run_network, layer=layer))` with `layer = SpikingConv(...)`, both imported: `run_network`
    calls `layer.initial_state(...)`, SpikingConv's method, whose output size from `jnp.floor` is a tracer
    (omnistaging) that `jnp.zeros` cannot take as a shape."""
    package = _write_package(tmp_path, {"layers": """
        import jax.numpy as jnp


        def conv_output_size(size, kernel, stride):
            return jnp.floor((size - kernel) / stride).astype(jnp.int32) + 1


        class SpikingConv:
            def __init__(self, kernel, stride):
                self.kernel = kernel
                self.stride = stride

            def initial_state(self, frame):
                out_h = conv_output_size(frame.shape[1], self.kernel, self.stride)
                return jnp.zeros((frame.shape[0], out_h))
    """, "network": """
        def run_network(frames, layer):
            return layer.initial_state(frames[0])
    """, "classify": """
        from functools import partial

        import jax

        from .layers import SpikingConv
        from .network import run_network


        def main(events):
            layer = SpikingConv(kernel=3, stride=2)
            return jax.jit(partial(run_network, layer=layer))(events)
    """})
    assert _found(lint_file_result(os.path.join(package, "classify.py")).diagnostics) == [("layers.py", 16, "JXL106")]


KEPT_DEFAULTS = os.path.join(FIXTURE, "kept_defaults")


def test_a_private_module_jit_of_an_imported_function_keeps_the_defaults_its_calls_never_pass():
    """fixtures/multi_module/kept_defaults (after syncmoments' kirchhoff.py): `_F = jax.jit(F)` is only ever called
    `_F(x)`, so F's keyword-only `n_nodes` and `tail_cutoff` keep their Python defaults in the trace; `_G` is also
    called with a traced `tail_cutoff`, whose test fails. The package run and the caller's run alone agree, and the
    marked line is what JAX does."""
    files = sorted(os.path.join(KEPT_DEFAULTS, n) for n in os.listdir(KEPT_DEFAULTS) if n.endswith(".py"))
    expected = sorted(_expected(KEPT_DEFAULTS))
    assert expected == [("quadrature.py", 21, "JXL101")]
    assert _found(lint_paths(files, jobs=1)) == expected
    assert _found(lint_file_result(os.path.join(KEPT_DEFAULTS, "spectra.py")).diagnostics) == expected


def test_the_kept_defaults_markers_are_what_jax_does():
    jax = pytest.importorskip("jax")
    jnp = jax.numpy
    spectra, = _fixture_modules("kept_defaults.spectra")
    # The defaults really are Python values in the trace: the unmarked test and `int(n_nodes)` run.
    assert spectra.emissivity(jnp.array([1.0, 2.0]), 1.0).shape == (2,)
    assert spectra.emissivity_curve(1.0, [1.0, 2.0], 1.0).shape == (2,)
    with pytest.raises(jax.errors.TracerBoolConversionError) as raised:
        spectra.polarised(1.0, 1.0, 50.0)
    frame = [f for f in traceback.extract_tb(raised.value.__traceback__)
             if f.filename.startswith(KEPT_DEFAULTS)][-1]
    assert (os.path.basename(frame.filename), frame.lineno) == ("quadrature.py", 21)


GRAD_CLIPPING = os.path.join(ROOT, "fixtures", "control_flow", "grad_clipping")


def test_an_object_handed_to_a_factory_of_a_jitted_step_runs_traced_in_its_own_file():
    """fixtures/control_flow/grad_clipping: `build_step(clipper, lr)` defines its step under `@jax.jit` (no
    `jit(` call in its text), and train.py passes it a clipper of each class: the step calls each class's
    `__call__` with tracers. The driver alone says which classes they are; the factory's file alone does not."""
    expected = sorted(_expected(GRAD_CLIPPING))
    assert expected == [("clippers.py", 17, "JXL101"), ("clippers.py", 30, "JXL202")]
    assert _found(lint_file_result(os.path.join(GRAD_CLIPPING, "train.py")).diagnostics) == expected
    assert _found(lint_file_result(os.path.join(GRAD_CLIPPING, "training.py")).diagnostics) == []


def test_a_property_and_a_static_call_of_objects_a_constructor_was_given_run_in_the_trace(tmp_path):
    """`self.config.n_steps` and `self.absorber.peak_loss(self.dx)` in a method the class jits in `__init__`, the
    objects made by a script of another file from classes of third files: the property runs in the trace, and the
    method is followed though it is given no tracer, since it converts a `jnp` result to a Python number
    (omnistaging: `jnp.log(1e-6)` is a tracer there)."""
    package = tmp_path / "entry"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "config.py").write_text(textwrap.dedent("""\
        from dataclasses import dataclass

        import jax.numpy as jnp


        @dataclass(frozen=True)
        class EntryConfig:
            duration: float = 8.0
            dt: float = 0.5

            @property
            def n_steps(self):
                return int(jnp.ceil(self.duration / self.dt))
        """))
    (package / "absorbers.py").write_text(textwrap.dedent("""\
        import jax.numpy as jnp


        class GradedAbsorber:
            def __init__(self, reflection=1e-6):
                self.reflection = reflection

            def peak_loss(self, dx):
                return float(-4 * jnp.log(self.reflection) / dx)
        """))
    (package / "model.py").write_text(textwrap.dedent("""\
        import jax


        class Ablation:
            def __init__(self, config, absorber, dx=1.0):
                self.config = config
                self.absorber = absorber
                self.dx = dx
                self.run = jax.jit(self._run)

            def _run(self, mass):
                damping = self.absorber.peak_loss(self.dx)
                return jax.lax.scan(lambda m, _: (m * damping, m), mass, None, length=self.config.n_steps)
        """))
    (package / "fit.py").write_text(textwrap.dedent("""\
        from .absorbers import GradedAbsorber
        from .config import EntryConfig
        from .model import Ablation


        def curve(mass):
            return Ablation(EntryConfig(), GradedAbsorber()).run(mass)
        """))
    files = sorted(str(path) for path in package.glob("*.py"))
    assert _found(lint_paths(files, jobs=1)) == [("absorbers.py", 9, "JXL104"), ("config.py", 13, "JXL104")]


def test_a_jit_of_an_attribute_holding_another_files_object_traces_its_call(tmp_path):
    # `jax.jit(jax.value_and_grad(self.loss))` with the learner made as `Learner(PPOLoss(network))` in a third
    # file: the loss object's `__call__` is traced, and the methods it calls.
    package = _write_package(tmp_path, {
        "losses": """\
            import jax.numpy as jnp


            class PPOLoss:
                def __init__(self, clip_eps=0.2):
                    self.clip_eps = clip_eps

                def policy_loss(self, params, batch):
                    ratio = jnp.exp(params["w"] @ batch["obs"] - batch["old_log_probs"])
                    clipped = jnp.clip(ratio, 1.0 - self.clip_eps, 1.0 + self.clip_eps)
                    return -jnp.mean(min(ratio * batch["adv"], clipped * batch["adv"]))

                def __call__(self, params, batch):
                    return self.policy_loss(params, batch)
            """,
        "learner": """\
            import jax


            class Learner:
                def __init__(self, loss, learning_rate=0.05):
                    self.loss = loss
                    self.learning_rate = learning_rate
                    self._loss_and_grad = jax.jit(jax.value_and_grad(self.loss))

                def update(self, params, batch):
                    loss, grads = self._loss_and_grad(params, batch)
                    return jax.tree_util.tree_map(lambda p, g: p - self.learning_rate * g, params, grads), loss
            """,
        "train": """\
            from .learner import Learner
            from .losses import PPOLoss


            def main(params, batch):
                learner = Learner(PPOLoss())
                return learner.update(params, batch)
            """,
    })
    files = sorted(os.path.join(package, name) for name in os.listdir(package) if name.endswith(".py"))
    assert _found(lint_paths(files, jobs=1)) == [("losses.py", 11, "JXL103")]


def test_an_object_handed_to_a_factory_keeps_the_classes_it_was_made_with(tmp_path):
    # `make_train_step(optimizer)` with `optimizer = MomentumSGD(PiecewiseConstantSchedule(...))` in the driver:
    # `self.schedule(step)` in the traced `update` runs the schedule's `__call__`.
    package = _write_package(tmp_path, {
        "schedules": """\
            class PiecewiseConstantSchedule:
                def __init__(self, boundaries, values):
                    self.boundaries = tuple(boundaries)
                    self.values = tuple(values)

                def __call__(self, step):
                    for boundary, value in zip(self.boundaries, self.values):
                        if step < boundary:
                            return value
                    return self.values[-1]
            """,
        "optim": """\
            import jax


            class MomentumSGD:
                def __init__(self, schedule, momentum=0.9):
                    self.schedule = schedule
                    self.momentum = momentum

                def update(self, params, grads, step):
                    lr = self.schedule(step)
                    return jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads), step + 1
            """,
        "train": """\
            import jax

            from .optim import MomentumSGD
            from .schedules import PiecewiseConstantSchedule


            def make_train_step(optimizer):
                @jax.jit
                def train_step(params, grads, step):
                    return optimizer.update(params, grads, step)

                return train_step


            def main(params, grads, step):
                optimizer = MomentumSGD(PiecewiseConstantSchedule(boundaries=[2, 4], values=[0.05, 0.01, 0.001]))
                train_step = make_train_step(optimizer)
                return train_step(params, grads, step)
            """,
    })
    files = sorted(os.path.join(package, name) for name in os.listdir(package) if name.endswith(".py"))
    assert _found(lint_paths(files, jobs=1)) == [("schedules.py", 8, "JXL101")]


def test_an_attribute_holding_another_files_object_passed_to_a_method_keeps_its_class(tmp_path):
    # `self.catalogue.neg_log_posterior(z, self.cosmology)` with the fitter made as `MAPFitter(catalogue,
    # FlatLambdaCDM())` in a third file: the helper's `cosmology.luminosity_distance(z)` is that class's method.
    package = _write_package(tmp_path, {
        "cosmology": """\
            import jax.numpy as jnp


            class FlatLambdaCDM:
                def __init__(self, max_z=0.5):
                    self.max_z = max_z
                    self.zs = jnp.linspace(0.0, max_z, 100)

                def luminosity_distance(self, z):
                    if jnp.any(z > self.max_z):
                        return jnp.full_like(z, jnp.inf)
                    return (1.0 + z) * jnp.interp(z, self.zs, self.zs * 4000.0)
            """,
        "inference": """\
            import jax
            import jax.numpy as jnp


            class SirenCatalogue:
                def __init__(self, distances):
                    self.distances = jnp.asarray(distances)

                def neg_log_posterior(self, redshifts, cosmology):
                    model = cosmology.luminosity_distance(redshifts)
                    return 0.5 * jnp.sum((self.distances - model) ** 2)


            class MAPFitter:
                def __init__(self, catalogue, cosmology):
                    self.catalogue = catalogue
                    self.cosmology = cosmology
                    self._value_and_grad = jax.jit(jax.value_and_grad(self.objective))

                def objective(self, redshifts):
                    return self.catalogue.neg_log_posterior(redshifts, self.cosmology)

                def step(self, redshifts):
                    loss, grad = self._value_and_grad(redshifts)
                    return redshifts - 1e-6 * grad, loss
            """,
        "fit": """\
            import jax.numpy as jnp

            from .cosmology import FlatLambdaCDM
            from .inference import MAPFitter, SirenCatalogue


            def main(redshifts):
                catalogue = SirenCatalogue(jnp.array([500.0, 1300.0]))
                return MAPFitter(catalogue, FlatLambdaCDM()).step(redshifts)
            """,
    })
    files = sorted(os.path.join(package, name) for name in os.listdir(package) if name.endswith(".py"))
    assert _found(lint_paths(files, jobs=1)) == [("cosmology.py", 10, "JXL101")]


DRUM_MACHINES = os.path.join(FIXTURE, "drum_machines")


def test_a_constructed_object_s_stored_jit_keeps_the_defaults_its_calls_never_pass():
    """fixtures/multi_module/drum_machines: a script unpacks two voices from a tuple and builds a `DrumMachine` from
    them, whose `__init__` stores `self.pattern = jax.jit(self._pattern)`; every call passes three arguments, so
    `hits=16` keeps its Python default in the trace and may size the pattern. The constructed object makes the class
    a seed of the script's file, and that path must read the stored jit's calls as the main discovery does."""
    files = sorted(os.path.join(DRUM_MACHINES, n) for n in os.listdir(DRUM_MACHINES) if n.endswith(".py"))
    assert sorted(_expected(DRUM_MACHINES)) == []
    assert _found(lint_paths(files, jobs=1)) == []
    assert _found(lint_file_result(os.path.join(DRUM_MACHINES, "grooves.py")).diagnostics) == []


def test_the_drum_machine_s_kept_default_is_what_jax_does():
    jax = pytest.importorskip("jax")
    grooves, rhythm = _fixture_modules("drum_machines.grooves", "drum_machines.rhythm")
    assert grooves.groove(2).shape == (2, 16, 4)
    kick, snare = rhythm.Voice(1.0), rhythm.Voice(2.0)
    machine = rhythm.DrumMachine(kick, snare)
    params = kick.init(jax.random.PRNGKey(0))
    # Passed by a call, the count is a tracer and cannot size the pattern.
    with pytest.raises(TypeError):
        machine.pattern(params, params, jax.random.PRNGKey(1), 8)
