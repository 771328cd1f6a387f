"""`jaxlint --confirm`: verdicts from really running JAX, in one shared run over good and hostile modules."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap

import pytest

from tests.expectations import expected_claims

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
HOSTILE_REASONS = {
    "exits.py": "the module called sys.exit(3) at import",
    "hard_exit.py": "the worker process exited with status 7 while importing the module",
    "hangs.py": "timed out after 5 s while importing the module",
    "segfaults.py": "the worker process crashed (SIGSEGV) while importing the module",
    "chatty.py": "timed out after 5 s while importing the module",
    "raises.py": "import failed: RuntimeError: no config file",
}


@pytest.fixture(scope="module")
def confirm_run(tmp_path_factory):
    """One `--confirm` run over every module above: (diagnostics by (file, line, code), stderr, exit status)."""
    base = tmp_path_factory.mktemp("confirm")
    for name, text in {**GOOD, **HOSTILE}.items():
        (base / name).write_text(textwrap.dedent(text).lstrip() if name in GOOD else text)
    env = dict(os.environ, PYTHONPATH=ROOT)
    result = subprocess.run([sys.executable, "-m", "jaxlint", "--confirm", "--confirm-timeout", "5", "--jobs", "2",
                             "--output-format", "json", str(base)], capture_output=True, text=True, env=env,
                            timeout=240)
    found = {(os.path.basename(d["path"]), d["line"], d["code"]): d for d in json.loads(result.stdout)}
    return base, found, result


def _claims(base):
    for name in GOOD:
        for (line, code), claim in expected_claims((base / name).read_text()).items():
            yield name, line, code, claim


def test_every_claimed_exception_is_confirmed_with_that_class(confirm_run):
    base, found, _ = confirm_run
    checked = 0
    for name, line, code, claim in _claims(base):
        if claim and claim[0].isupper():
            verdict = found[(name, line, code)]["confirm"]
            assert (verdict["verdict"], verdict["exception"]) == ("confirmed", claim), (name, line, verdict)
            checked += 1
    assert checked == 8


def test_symptoms_are_confirmed_by_what_happens(confirm_run):
    base, found, _ = confirm_run
    details = {}
    for name, line, code, claim in _claims(base):
        if claim and claim[0].islower() and claim != "latent":
            verdict = found[(name, line, code)]["confirm"]
            assert verdict["verdict"] == "confirmed" and verdict["exception"] is None, (name, line, verdict)
            assert verdict["detail"].startswith(claim), verdict["detail"]
            details[code] = verdict["detail"]
    assert set(details) == {"JXL201", "JXL202", "JXL402", "JXL302", "JXL501"}
    assert "'x is JitTracer(float32[" in details["JXL201"]
    assert "compiled 6 times in 2 calls of `run`" in details["JXL501"]
    assert "ms compile per iteration vs" in details["JXL501"]


def test_latent_finding_is_confirmed_once_the_default_is_passed(confirm_run):
    _, found, _ = confirm_run
    verdict = found[("clean_path.py", 7, "JXL101")]["confirm"]
    assert verdict["verdict"] == "confirmed" and verdict["exception"] == "TracerBoolConversionError"
    assert verdict["detail"].startswith("once `flag` is passed: ")


@pytest.mark.parametrize("name", sorted(HOSTILE))
def test_hostile_module_is_inconclusive_with_the_reason(confirm_run, name):
    _, found, _ = confirm_run
    line = HOSTILE[name].splitlines().index("    if x > 0:") + 1
    verdict = found[(name, line, "JXL101")]["confirm"]
    assert verdict["verdict"] == "inconclusive"
    assert verdict["detail"].startswith(HOSTILE_REASONS[name]), verdict["detail"]


def test_run_reports_backend_header_and_summary(confirm_run):
    _, found, result = confirm_run
    assert result.returncode == 1
    assert all(d["confirm"]["backend"].startswith("cpu (jax ") for d in found.values())
    import jax
    assert f"jaxlint --confirm: jax {jax.__version__}, backend cpu;" in result.stderr
    confirmed = sum(d["confirm"]["verdict"] == "confirmed" for d in found.values())
    assert f"jaxlint --confirm: {confirmed} confirmed, 0 not-reproduced, {len(HOSTILE)} inconclusive" \
        in result.stderr
    # Progress goes to a terminal only; user output never reaches ours.
    assert "findings checked" not in result.stderr and "spam" not in result.stderr + result.stdout


def test_json_keys_stay_the_contract(confirm_run):
    _, found, _ = confirm_run
    for diagnostic in found.values():
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
