"""`jaxlint --confirm`: verdicts from really running JAX, in one shared run over good and hostile modules."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
import time

import pytest

from tests.expectations import expected_claims, is_static_only

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

pytest.importorskip("jax")

GOOD = {
    "errors.py": """
        import functools
        import jax
        import jax.numpy as jnp
        import numpy as np


        @jax.jit
        def relu(x: jax.Array) -> jax.Array:
            if x > 0:  # expect: JXL101[TracerBoolConversionError]
                return x
            return jnp.zeros_like(x)


        def _as_int(value):
            return int(value)  # expect: JXL104[ConcretizationTypeError]


        @functools.partial(jax.jit, static_argnames=("repeats",))
        def tile(x: jax.Array, repeats: int) -> jax.Array:
            return jnp.tile(x, repeats) * _as_int(x.sum())


        @jax.jit
        def count_up(n: int) -> jax.Array:
            total = jnp.zeros(())
            for i in range(n):  # expect: JXL105[TracerIntegerConversionError]
                total = total + i
            return total


        @jax.jit
        def positive(x: jax.Array) -> jax.Array:
            return x[x > 0]  # expect: JXL107[NonConcreteBooleanIndexError]


        @jax.jit
        def host_sine(x: jax.Array) -> jax.Array:
            return np.sin(x)  # expect: JXL401[TracerArrayConversionError]


        @jax.jit
        def bump(x: jax.Array) -> jax.Array:
            x[0] = 1.0  # expect: JXL301[TypeError]
            return x


        class Scaler:
            def __init__(self, factor: float) -> None:
                self.factor = factor

            @functools.partial(jax.jit, static_argnums=0)
            def __call__(self, x: jax.Array) -> jax.Array:
                while x.sum() > self.factor:  # expect: JXL101[TracerBoolConversionError]
                    x = x / 2
                return x


        def make_step():
            def inner(x: jax.Array) -> jax.Array:
                return jax.numpy.arange(x.sum())  # expect: JXL106[ConcretizationTypeError]
            return jax.jit(inner)


        def fit(x: jax.Array) -> jax.Array:
            step = make_step()
            return step(x)
    """,
    "symptoms.py": """
        import time
        import jax
        import jax.numpy as jnp

        history = []


        @jax.jit
        def noisy(x: jax.Array) -> jax.Array:
            print("x is", x)  # expect: JXL201[prints-once]
            return x * 2


        @jax.jit
        def remember(x: jax.Array) -> jax.Array:
            history.append(x)  # expect: JXL202[mutates-once]
            return x + 1


        @jax.jit
        def stamp(x: jax.Array) -> jax.Array:
            return x + time.time()  # expect: JXL402[constant]


        @jax.jit
        def forgetful(x: jax.Array) -> jax.Array:
            x.at[0].set(1.0)  # expect: JXL302[no-op]
            return x


        def run(x: jax.Array, scales: list[float]) -> jax.Array:
            for scale in scales:
                x = jax.jit(lambda v: v * scale)(x)  # expect: JXL501[recompiles]
            return x
    """,
    # Guessed inputs that fit badly raise IndexError on the flagged line: that is not what JAX raises for the
    # pitfall, so it must not confirm it.
    "traps.py": """
        import jax
        import numpy as np


        @jax.jit
        def first_column_norm(x: jax.Array) -> jax.Array:
            return np.linalg.norm(x[:, 0])  # expect: JXL401[TracerArrayConversionError]


        @jax.jit
        def rows_with_positive_lead(x: jax.Array) -> jax.Array:
            return x[x[:, 0] > 0]  # expect: JXL107[NonConcreteBooleanIndexError]


        @jax.jit
        def first_channel(images: jax.Array) -> jax.Array:
            return np.asarray(images[:, :, :, 0])
    """,
    "clean_path.py": """
        import jax
        import jax.numpy as jnp


        @jax.jit
        def maybe(x: jax.Array, flag: bool = False) -> jax.Array:
            if flag:  # expect: JXL101[latent]
                return x
            return -x
    """,
}

# Each hostile module also carries one real finding: its verdict must say why nothing could be run.
_FINDING = """

@jax.jit
def f(x: jax.Array) -> jax.Array:
    if x > 0:
        return x
    return -x
"""
HOSTILE = {
    "exits.py": "import sys\nimport jax\nsys.exit(3)\n" + _FINDING,
    "hard_exit.py": "import os\nimport jax\nos._exit(7)\n" + _FINDING,
    "hangs.py": "import jax\nwhile True:\n    pass\n" + _FINDING,
    "segfaults.py": "import ctypes\nimport jax\nctypes.string_at(0)\n" + _FINDING,
    "chatty.py": "import jax\nwhile True:\n    print('spam' * 100)\n" + _FINDING,
    "raises.py": "import jax\nraise RuntimeError('no config file')\n" + _FINDING,
}
# Generous: a worker imports jax and the fixture's libraries inside this budget, and a loaded CI machine (or a test
# run beside other jobs) can take 20 s for that.
CONFIRM_TIMEOUT = "40"
# These never finish importing, so they wait out whatever budget their run has: they run apart with a short one. The
# budget starts once the worker has imported jax (its `import jax` is then free), so the verdict does not depend on
# the machine's load, and the shared run does not spend two workers' 40 s spinning.
WAITS_OUT_THE_BUDGET = ("hangs.py", "chatty.py")
SHORT_TIMEOUT = "3"
HOSTILE_REASONS = {
    "exits.py": "the module called sys.exit(3) at import",
    "hard_exit.py": "the worker process exited with status 7 while importing the module",
    "hangs.py": f"timed out after {SHORT_TIMEOUT} s while importing the module",
    "segfaults.py": "the worker process crashed (SIGSEGV) while importing the module",
    "chatty.py": f"timed out after {SHORT_TIMEOUT} s while importing the module",
    "raises.py": "import failed: RuntimeError: no config file",
}


FIXTURES = os.path.join(ROOT, "fixtures")


@pytest.fixture(scope="module")
def confirm_run(tmp_path_factory):
    """One `--confirm` run over the modules above (but those that wait out the budget) and the whole fixtures/ tree.

    Returns (tmp dir, diagnostics by (file name, line, code) for the tmp modules, by (path, line, code) for the
    fixtures, the finished process)."""
    base = tmp_path_factory.mktemp("confirm")
    for name, text in {**GOOD, **HOSTILE}.items():
        if name not in WAITS_OUT_THE_BUDGET:
            (base / name).write_text(textwrap.dedent(text).lstrip() if name in GOOD else text)
    env = dict(os.environ, PYTHONPATH=ROOT)
    result = subprocess.run([sys.executable, "-m", "jaxlint", "--confirm", "--confirm-timeout", CONFIRM_TIMEOUT,
                             "--jobs", "2", "--output-format", "json", str(base), FIXTURES],
                            capture_output=True, text=True, env=env, timeout=900)
    diagnostics = json.loads(result.stdout)
    found = {(os.path.basename(d["path"]), d["line"], d["code"]): d for d in diagnostics
             if os.path.dirname(os.path.abspath(d["path"])) == str(base)}
    fixtures = {(os.path.relpath(os.path.abspath(d["path"]), FIXTURES), d["line"], d["code"]): d
                for d in diagnostics if os.path.abspath(d["path"]).startswith(FIXTURES + os.sep)}
    return base, found, fixtures, result


@pytest.fixture(scope="module")
def budget_run(tmp_path_factory):
    """The `--confirm` run of the modules that wait out the budget, with a short one: (diagnostics by (file name,
    line, code), the finished process)."""
    base = tmp_path_factory.mktemp("confirm-budget")
    for name in WAITS_OUT_THE_BUDGET:
        (base / name).write_text(HOSTILE[name])
    env = dict(os.environ, PYTHONPATH=ROOT)
    result = subprocess.run([sys.executable, "-m", "jaxlint", "--confirm", "--confirm-timeout", SHORT_TIMEOUT,
                             "--jobs", "2", "--output-format", "json", str(base)],
                            capture_output=True, text=True, env=env, timeout=300)
    found = {(os.path.basename(d["path"]), d["line"], d["code"]): d for d in json.loads(result.stdout)}
    return found, result


def _claims(base):
    for name in GOOD:
        for (line, code), claim in expected_claims((base / name).read_text()).items():
            yield name, line, code, claim


def test_every_claimed_exception_is_confirmed_with_that_class(confirm_run):
    base, found, _, _ = confirm_run
    checked = 0
    for name, line, code, claim in _claims(base):
        if claim and claim[0].isupper():
            verdict = found[(name, line, code)]["confirm"]
            assert (verdict["verdict"], verdict["exception"]) == ("confirmed", claim), (name, line, verdict)
            checked += 1
    assert checked == 10


def test_symptoms_are_confirmed_by_what_happens(confirm_run):
    base, found, _, _ = confirm_run
    details = {}
    for name, line, code, claim in _claims(base):
        if claim and claim[0].islower() and claim != "latent":
            verdict = found[(name, line, code)]["confirm"]
            assert verdict["verdict"] == "confirmed" and verdict["exception"] is None, (name, line, verdict)
            assert verdict["detail"].startswith(claim), verdict["detail"]
            details[code] = verdict["detail"]
    assert set(details) == {"JXL201", "JXL202", "JXL402", "JXL302", "JXL501"}
    assert "'x is JitTracer(float32[" in details["JXL201"]
    assert "compiled 3 times in 1 call of `run`" in details["JXL501"]
    assert "ms compile per iteration vs" in details["JXL501"]


def test_latent_finding_is_confirmed_once_the_default_is_passed(confirm_run):
    _, found, _, _ = confirm_run
    verdict = found[("clean_path.py", 7, "JXL101")]["confirm"]
    assert verdict["verdict"] == "confirmed" and verdict["exception"] == "TracerBoolConversionError"
    assert verdict["detail"].endswith(" (once `flag` is passed)")


def test_a_line_raising_another_class_is_inconclusive_with_what_happened(confirm_run):
    """No guessed input fits `images[:, :, :, 0]`: each raises IndexError there, which is not JAX's error."""
    _, found, _, _ = confirm_run
    verdict = found[("traps.py", 17, "JXL401")]["confirm"]
    assert (verdict["verdict"], verdict["exception"]) == ("inconclusive", None)
    assert verdict["detail"].startswith("`first_channel`: inputs did not fit: IndexError at traps.py:17: Too many "
                                        "indices"), verdict["detail"]
    assert "other guesses alike)" in verdict["detail"]


@pytest.mark.parametrize("name", sorted(HOSTILE))
def test_hostile_module_is_inconclusive_with_the_reason(confirm_run, budget_run, name):
    found = budget_run[0] if name in WAITS_OUT_THE_BUDGET else confirm_run[1]
    line = HOSTILE[name].splitlines().index("    if x > 0:") + 1
    verdict = found[(name, line, "JXL101")]["confirm"]
    assert verdict["verdict"] == "inconclusive"
    assert verdict["detail"].startswith(HOSTILE_REASONS[name]), verdict["detail"]


def test_run_reports_backend_header_and_summary(confirm_run, budget_run):
    _, found, _, result = confirm_run
    budget_found, budget_result = budget_run
    assert result.returncode == budget_result.returncode == 1
    assert all(d["confirm"]["backend"].startswith("cpu (jax ") for d in [*found.values(), *budget_found.values()])
    import jax
    for run in (result, budget_result):
        assert f"jaxlint --confirm: jax {jax.__version__}, backend cpu;" in run.stderr
    assert sorted(budget_found) == sorted((name, HOSTILE[name].splitlines().index("    if x > 0:") + 1, "JXL101")
                                          for name in WAITS_OUT_THE_BUDGET)
    assert "jaxlint --confirm: 0 confirmed, 0 not-reproduced, 2 inconclusive" in budget_result.stderr
    everything = diagnostics(result)
    confirmed = sum(d["confirm"]["verdict"] == "confirmed" for d in everything)
    inconclusive = sum(d["confirm"]["verdict"] == "inconclusive" for d in everything)
    # Static-only fixtures need a library outside the test extra (flax): where it is missing they cannot run.
    static_only_paths = {os.path.join(FIXTURES, relative) for relative, *_ in _fixture_claims(include_static_only=True)
                         if is_static_only(_read_fixture(relative))}
    runnable_inconclusive = [d for d in everything if d["confirm"]["verdict"] == "inconclusive"
                             and os.path.abspath(d["path"]) not in static_only_paths]
    assert len(runnable_inconclusive) == len(HOSTILE) - len(WAITS_OUT_THE_BUDGET) + 1, \
        [d["confirm"]["detail"] for d in runnable_inconclusive]
    # Only a static-only fixture may trace cleanly: one whose bug raises nothing (a swallowed tracer error).
    not_reproduced = [d for d in everything if d["confirm"]["verdict"] == "not-reproduced"]
    assert all(os.path.abspath(d["path"]) in static_only_paths for d in not_reproduced), not_reproduced
    assert f"jaxlint --confirm: {confirmed} confirmed, {len(not_reproduced)} not-reproduced, {inconclusive} " \
        f"inconclusive" in result.stderr
    # Progress goes to a terminal only; user output never reaches ours.
    for run in (result, budget_result):
        assert "findings checked" not in run.stderr and "spam" not in run.stderr + run.stdout


def test_json_keys_stay_the_contract(confirm_run, budget_run):
    _, found, _, _ = confirm_run
    for diagnostic in [*found.values(), *budget_run[0].values()]:
        assert list(diagnostic) == ["path", "line", "col", "end_line", "end_col", "code", "message", "fix",
                                    "confirm"]
        assert list(diagnostic["confirm"]) == ["verdict", "exception", "detail", "backend"]


def test_text_output_carries_the_verdict(tmp_path):
    path = tmp_path / "relu.py"
    path.write_text(textwrap.dedent(GOOD["errors.py"]).lstrip().split("def _as_int")[0])
    env = dict(os.environ, PYTHONPATH=ROOT)
    result = subprocess.run([sys.executable, "-m", "jaxlint", "--confirm", str(path)], capture_output=True,
                            text=True, env=env, timeout=120)
    assert result.returncode == 1
    assert result.stdout.splitlines() == [
        f"{path}:9:8: JXL101 `if` test on traced value `x > 0` (traced through `x`) raises "
        f"TracerBoolConversionError under tracing [confirmed: TracerBoolConversionError]"]


def test_confirm_without_jax_exits_2_with_install_hint(tmp_path):
    blocker = tmp_path / "block"
    blocker.mkdir()
    # A finder that hides jax makes this interpreter look like one without the extra installed.
    (blocker / "sitecustomize.py").write_text(textwrap.dedent("""
        import sys

        class _NoJax:
            def find_spec(self, name, path=None, target=None):
                if name.split(".")[0] in ("jax", "jaxlib"):
                    raise ModuleNotFoundError(name)
                return None

        sys.meta_path.insert(0, _NoJax())
    """))
    target = tmp_path / "relu.py"
    target.write_text("import jax\n\n@jax.jit\ndef f(x):\n    if x > 0:\n        return x\n    return -x\n")
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(blocker), ROOT]))
    result = subprocess.run([sys.executable, "-m", "jaxlint", "--confirm", str(target)], capture_output=True,
                            text=True, env=env, timeout=60)
    assert result.returncode == 2
    assert "pip install 'jaxlint[confirm]'" in result.stderr
    assert result.stdout == ""


def diagnostics(result):
    return json.loads(result.stdout)


def _read_fixture(relative: str) -> str:
    with open(os.path.join(FIXTURES, relative), encoding="utf-8") as handle:
        return handle.read()


def _fixture_claims(include_static_only: bool = False):
    """Claims of the fixtures whose modules the test environment can import (static-only ones need flax)."""
    for directory, _, names in os.walk(FIXTURES):
        for name in sorted(names):
            if name.endswith(".py"):
                path = os.path.join(directory, name)
                with open(path, encoding="utf-8") as handle:
                    source = handle.read()
                if is_static_only(source) and not include_static_only:
                    continue
                for (line, code), claim in expected_claims(source).items():
                    yield os.path.relpath(path, FIXTURES), line, code, claim


def test_fixture_claims_are_what_jax_does(confirm_run):
    """Every positive fixture claim: the exact exception class, the symptom, or (latent) the break once passed."""
    _, _, fixtures, _ = confirm_run
    wrong = []
    claims = list(_fixture_claims())
    for relative, line, code, claim in claims:
        if (relative, line, code) not in fixtures:
            continue  # no static finding to confirm: tests/test_fixtures.py reports the missing finding
        verdict = fixtures[(relative, line, code)]["confirm"]
        if claim is None:
            ok = verdict["verdict"] == "confirmed"
        elif claim[0].isupper():
            ok = (verdict["verdict"], verdict["exception"]) == ("confirmed", claim)
        elif claim == "latent":
            ok = verdict["verdict"] == "confirmed" and " is passed)" in verdict["detail"]
        else:
            ok = verdict["verdict"] == "confirmed" and verdict["exception"] is None and \
                verdict["detail"].startswith(claim + ":")
        if not ok:
            wrong.append((relative, line, code, claim, verdict))
    assert claims and not wrong


def test_fixture_findings_without_a_claim_are_never_confirmed_falsely(confirm_run):
    """Lines the fixtures do not mark (correct code, fixtures/clean/) must not come out confirmed."""
    _, _, fixtures, _ = confirm_run
    claimed = {(relative, line, code) for relative, line, code, _ in _fixture_claims(include_static_only=True)}
    unclaimed = {key: d["confirm"]["verdict"] for key, d in fixtures.items() if key not in claimed}
    assert not [key for key, verdict in unclaimed.items() if verdict == "confirmed"]


LOOKALIKES = """\
import functools
import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnames=("training",))
def dropout(x: jax.Array, training: bool) -> jax.Array:
    if training:
        return x * 0.5
    return x


@jax.jit
def shout(x: jax.Array) -> jax.Array:
    jax.debug.print("x = {}", x)
    return x


def double(x):
    return x * 2


def run(xs: jax.Array) -> jax.Array:
    for x in xs:
        x = jax.jit(double)(x)
    return xs


@jax.jit
def update(x: jax.Array) -> jax.Array:
    x = x.at[0].set(1.0)
    return x


@jax.jit
def noise(x: jax.Array) -> jax.Array:
    return x + jax.random.normal(jax.random.PRNGKey(0), x.shape)
"""


def test_correct_lookalikes_are_not_reproduced(tmp_path):
    """Hand-made findings on correct code (what a static false positive would be): JAX shows nothing wrong."""
    from jaxlint.analysis.confirm_target import ConfirmEntry, ConfirmTarget
    from jaxlint.confirm import confirm
    from jaxlint.diagnostics import Diagnostic

    path = tmp_path / "lookalikes.py"
    path.write_text(LOOKALIKES)

    def finding(line: int, code: str, function: str, mode: str = "trace", static=()) -> Diagnostic:
        target = ConfirmTarget(function, mode == "trace", True, (ConfirmEntry(function, mode, "jax.jit", static),),
                               "double" if code == "JXL501" else "")
        return Diagnostic(str(path), line, 5, line, 10, code, "hand-made", confirm_target=target)

    diagnostics = [finding(8, "JXL101", "dropout", static=("training",)), finding(15, "JXL201", "shout"),
                   finding(25, "JXL501", "run", mode="call"), finding(31, "JXL302", "update"),
                   finding(37, "JXL402", "noise")]
    import io
    stderr = io.StringIO()
    counts = confirm(diagnostics, jobs=1, timeout=60, stderr=stderr, progress=True)
    progress = [line for line in stderr.getvalue().split("\r") if "findings checked" in line]
    assert [line.splitlines()[0] for line in progress] == [
        f"jaxlint --confirm: {n}/5 findings checked" for n in range(1, 6)]
    assert stderr.getvalue().splitlines()[-2].startswith(
        "jaxlint --confirm: 0 confirmed, 5 not-reproduced, 0 inconclusive in ")
    assert stderr.getvalue().splitlines()[-1] == "  not-reproduced: 5 with guessed inputs"
    assert counts == {"confirmed": 0, "not-reproduced": 5, "inconclusive": 0}
    assert [d.confirm["detail"] for d in diagnostics] == [
        "traced cleanly through the flagged line",
        "the second call printed too",
        "2 calls compiled jit(unstack) x1, jit(double) x1",
        "the update's result is used",
        "traced twice with different host seeds and clock: the same computation",
    ]


def test_a_module_hanging_at_import_costs_its_worker_only_its_own_findings(tmp_path):
    """One worker takes module after module: a module that never finishes importing (blocked, not spinning: a lock,
    a socket) is timed out with the worker holding it; the next module runs in a fresh worker and keeps its verdict.
    Blocked rather than spinning, so the wait costs no CPU."""
    from jaxlint.analysis.confirm_target import ConfirmEntry, ConfirmTarget
    from jaxlint.confirm import confirm
    from jaxlint.diagnostics import Diagnostic

    blocked = tmp_path / "a_blocked.py"
    blocked.write_text("import time\nimport jax\n\ntime.sleep(3600)\n" + _FINDING)
    good = tmp_path / "b_model.py"
    good.write_text("import jax\n" + _FINDING)

    def finding(path, line: int) -> Diagnostic:
        target = ConfirmTarget("f", True, True, (ConfirmEntry("f", "trace", "jax.jit", ()),), "")
        return Diagnostic(str(path), line, 8, line, 13, "JXL101", "hand-made", confirm_target=target)

    blocked_line = blocked.read_text().splitlines().index("    if x > 0:") + 1
    good_line = good.read_text().splitlines().index("    if x > 0:") + 1
    # Two findings in the blocked module: the pool hands out the biggest module first, so it goes to the one worker.
    diagnostics = [finding(blocked, blocked_line), finding(blocked, blocked_line + 1), finding(good, good_line)]
    counts = confirm(diagnostics, jobs=1, timeout=10)
    assert counts == {"confirmed": 1, "not-reproduced": 0, "inconclusive": 2}
    for diagnostic in diagnostics[:2]:
        assert diagnostic.confirm["detail"].startswith("timed out after 10 s while importing the module")
    assert (diagnostics[2].confirm["verdict"], diagnostics[2].confirm["exception"]) == \
        ("confirmed", "TracerBoolConversionError")


def test_two_projects_packages_of_the_same_name_each_import_their_own(tmp_path):
    """Two projects each with a `kernels` package: a worker that imported one must not take the other (Python's
    `sys.modules` would hand it the first, and its module would be missing), whatever order the pool picks."""
    from jaxlint.analysis.confirm_target import ConfirmEntry, ConfirmTarget
    from jaxlint.confirm import confirm
    from jaxlint.diagnostics import Diagnostic

    diagnostics = []
    for project, module in (("vision", "conv"), ("audio", "spectral")):
        package = tmp_path / project / "kernels"
        package.mkdir(parents=True)
        (package / "__init__.py").write_text("")
        path = package / f"{module}.py"
        path.write_text("import jax\n" + _FINDING)
        line = path.read_text().splitlines().index("    if x > 0:") + 1
        target = ConfirmTarget("f", True, True, (ConfirmEntry("f", "trace", "jax.jit", ()),), "")
        diagnostics.append(Diagnostic(str(path), line, 8, line, 13, "JXL101", "hand-made", confirm_target=target))
    counts = confirm(diagnostics, jobs=1, timeout=60)
    assert [(d.confirm["verdict"], d.confirm["exception"]) for d in diagnostics] == \
        [("confirmed", "TracerBoolConversionError")] * 2, [d.confirm["detail"] for d in diagnostics]
    assert counts == {"confirmed": 2, "not-reproduced": 0, "inconclusive": 0}


def test_a_project_holding_the_environment_keeps_its_modules_when_the_next_project_comes(tmp_path):
    """CI's virtualenv sits inside the clone, so jax's files lie in the first project's directory: dropping them from
    `sys.modules` for the next project made its import of jax load jaxlib a second time, which aborts the worker."""
    pytest.importorskip("jax")
    script = (
        "import os, sys, jax, jax.numpy\n"
        "from jaxlint.confirm import user_code\n"
        "holder = os.path.dirname(os.path.dirname(os.path.abspath(jax.__file__)))\n"
        "user_code._project_directories.append(holder)\n"
        "before = {name for name in sys.modules if name.split('.')[0] in ('jax', 'jaxlib', 'jaxlint', 'numpy')}\n"
        "user_code._forget_other_projects((sys.argv[1],))\n"
        "print(sorted(before - set(sys.modules)))\n")
    result = subprocess.run([sys.executable, "-c", script, str(tmp_path)], capture_output=True, text=True, timeout=120)
    assert (result.returncode, result.stdout) == (0, "[]\n"), result.stderr


def test_inputs_from_annotations():
    """What the worker builds for common annotations (in-process: the builder is plain worker-side code)."""
    import types
    import typing

    import jax
    import jax.numpy as jnp

    from jaxlint.confirm.inputs import CANDIDATES, InputBuilder, Leaf

    module = types.ModuleType("user_module")
    exec("import jax\nKEYS = {}\ndef use(p):\n    return p['w'] + p['b']\n", vars(module))

    class Batch(typing.NamedTuple):
        x: jax.Array
        y: jax.Array

    builder = InputBuilder(module, CANDIDATES[0])
    vector = Leaf((8,), jnp.float32)
    assert builder.for_annotation(jax.Array, "x") == vector
    assert builder.for_annotation(float, "lr") == Leaf((), jnp.float32, weak=True)
    assert builder.for_annotation(int, "n") == Leaf((), jnp.int32, weak=True)
    assert builder.for_annotation(tuple[jax.Array, float], "pair") == (vector, Leaf((), jnp.float32, weak=True))
    assert builder.for_annotation(typing.Optional[jax.Array], "mask") == vector
    assert builder.for_annotation(Batch, "batch") == Batch(vector, vector)
    # A `dict` parameter holds the keys the module subscripts with.
    assert builder.for_annotation(dict, "params") == {"w": vector, "b": vector}
    assert builder.for_annotation(jax.Array, "key").key
    abstract = builder.for_annotation(list[jax.Array], "xs")
    assert len(abstract) == 3 and all(leaf == vector for leaf in abstract)

    jaxtyping = pytest.importorskip("jaxtyping")
    Float, Int, Array = jaxtyping.Float, jaxtyping.Int, jaxtyping.Array
    typed = InputBuilder(module, CANDIDATES[0])
    assert typed.for_annotation(Float[Array, "b n"], "x") == Leaf((4, 3), jnp.float32)
    # The same dimension name gets the same size across parameters; fixed sizes are kept.
    assert typed.for_annotation(Int[Array, "n 2"], "idx") == Leaf((3, 2), jnp.int32)


def _exited(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat", encoding="utf-8") as stat:
            return stat.read().rsplit(")", 1)[1].split()[0] in ("Z", "X")  # a zombie waits only for its reaper
    except FileNotFoundError:
        return True


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
def test_a_worker_stuck_in_user_code_leaves_when_its_parent_is_killed(tmp_path):
    # Workers run in their own session, so a jaxlint killed by a CI timeout cannot signal them; a worker spinning in
    # a module's import must notice on its own that nobody is waiting for it.
    module = tmp_path / "spins.py"
    module.write_text("while True:\n    pass\n")
    request = {"id": 1, "path": str(module), "line": 1, "end_line": 1, "code": "JXL101", "target": {}}
    parent = textwrap.dedent(f"""
        import json, os, subprocess, sys
        request_read, request_write = os.pipe()
        response_read, response_write = os.pipe()
        worker = subprocess.Popen([sys.executable, "-c", "from jaxlint.confirm.worker import main; main()",
                                   str(request_read), str(response_write), "0"],
                                  pass_fds=(request_read, response_write), start_new_session=True,
                                  stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.fdopen(response_read).readline()
        os.write(request_write, (json.dumps({request!r}) + "\\n").encode())
        print(worker.pid, flush=True)
        os._exit(0)
    """)
    repository = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    started = subprocess.run([sys.executable, "-c", parent], capture_output=True, text=True, timeout=120,
                             env=dict(os.environ, PYTHONPATH=repository))
    worker = int(started.stdout.split()[0])
    try:
        deadline = time.monotonic() + 20
        while not _exited(worker) and time.monotonic() < deadline:
            time.sleep(0.2)
        assert _exited(worker), "the orphaned worker is still running"
    finally:
        if not _exited(worker):
            os.kill(worker, 9)
