"""`--fix`, `--unsafe-fixes`, `--diff`: each fix's rewrite (formatting and comments kept), the guarantees (no
overlap, re-parse, idempotence, noqa, encodings and line endings), and the command line and output contracts."""

from __future__ import annotations

import json
import os
import shutil
import textwrap

import pytest

from jaxlint.engine import Settings, lint_source
from jaxlint.fixes.plan import fix_source, plan_fixes
from tests.clitools import jaxlint, write

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIXTURES = os.path.join(ROOT, "fixtures")


def fixed(source: str, unsafe: bool = False) -> str:
    source = textwrap.dedent(source)
    return fix_source(source, "example.py", Settings(), unsafe).fixed


def check(before: str, after: str, unsafe: bool = False) -> None:
    result = fixed(before, unsafe)
    assert result == textwrap.dedent(after)
    # A second pass changes nothing.
    assert fix_source(result, "example.py", Settings(), unsafe).fixed == result


# --- JXL301 -----------------------------------------------------------------------------------------------------
def test_item_assignment_becomes_at_set_with_slices_tuples_and_nested_subscripts():
    check("""
        import jax

        @jax.jit
        def f(x, idx, v):
            x[0] = 1.0  # keep me
            x[1:3, idx[0]] = v[idx[1]]
            x[:, ::2] += v
            x[idx] -= 1
            x[0] *= (2 +
                     v[0])  # continued
            x[1] /= 2
            return x
        """, """
        import jax

        @jax.jit
        def f(x, idx, v):
            x = x.at[0].set(1.0)  # keep me
            x = x.at[1:3, idx[0]].set(v[idx[1]])
            x = x.at[:, ::2].add(v)
            x = x.at[idx].subtract(1)
            x = x.at[0].multiply((2 +
                     v[0]))  # continued
            x = x.at[1].divide(2)
            return x
        """)


def test_ellipsis_assignment_and_other_operators_are_left_alone():
    source = """
        import jax

        @jax.jit
        def f(x):
            x[...] = 0.0
            x[0] //= 2
            return x
        """
    assert fixed(source, unsafe=True) == textwrap.dedent(source)


# --- JXL302 -----------------------------------------------------------------------------------------------------
def test_discarded_update_is_assigned_to_its_name_only():
    check("""
        import jax.numpy as jnp

        def init(n, state):
            x = jnp.zeros(n)
            x.at[0].set(1.0)  # first
            x.at[
                1
            ].add(2.0)
            state.x.at[0].set(1.0)
            return x
        """, """
        import jax.numpy as jnp

        def init(n, state):
            x = jnp.zeros(n)
            x = x.at[0].set(1.0)  # first
            x = x.at[
                1
            ].add(2.0)
            state.x.at[0].set(1.0)
            return x
        """, unsafe=True)


def test_discarded_update_is_left_by_safe_fixes():
    # Assigning the update changes what the code computes from then on: only --unsafe-fixes applies it.
    source = """
        import jax.numpy as jnp

        def init(n):
            x = jnp.zeros(n)
            x.at[0].set(1.0)
            return x
        """
    assert fixed(source) == textwrap.dedent(source)


# --- JXL201 -----------------------------------------------------------------------------------------------------
def test_print_becomes_debug_print_keeping_text_and_layout():
    check("""
        import jax

        @jax.jit
        def f(x, y):
            print("loss:", x)
            print(f"step {{ok}} {x} and {y}", x.sum(), sep=", ")
            print(
                "multi",  # why
                x,
            )
            return x
        """, """
        import jax

        @jax.jit
        def f(x, y):
            jax.debug.print("loss: {}", x)
            jax.debug.print("step {{ok}} {} and {}, {}", x, y, x.sum())
            jax.debug.print(
                "multi {}",  # why
                x,
            )
            return x
        """)


def test_untraced_values_are_written_into_the_format_when_tracing():
    check("""
        from functools import partial
        import jax

        @partial(jax.jit, static_argnames=("name",))
        def f(x, name):
            print("checking", name, x.shape, x)
            return x
        """, """
        from functools import partial
        import jax

        @partial(jax.jit, static_argnames=("name",))
        def f(x, name):
            jax.debug.print(f"checking {name} {x.shape} {{}}", x)
            return x
        """)


def test_format_specs_and_end_are_unsafe_and_file_has_no_fix():
    source = """
        import jax as J

        @J.jit
        def f(x):
            print(f"{x:.3f}")
            print(x, end="")
            print(x, file=None)
            return x
        """
    assert fixed(source) == textwrap.dedent(source)
    assert fixed(source, unsafe=True) == textwrap.dedent("""
        import jax as J

        @J.jit
        def f(x):
            J.debug.print("{:.3f}", x)
            J.debug.print("{}", x)
            print(x, file=None)
            return x
        """)


def test_debug_print_adds_import_jax_when_only_names_are_imported():
    check('''
        """Docstring."""
        from jax import jit

        @jit
        def f(x):
            print(x)
            return x
        ''', '''
        """Docstring."""
        from jax import jit
        import jax

        @jit
        def f(x):
            jax.debug.print("{}", x)
            return x
        ''')


# --- JXL401 -----------------------------------------------------------------------------------------------------
def test_numpy_call_uses_the_files_jax_numpy_alias():
    check("""
        import jax
        import jax.numpy as np_
        import numpy as np

        @jax.jit
        def f(x):
            return np.sqrt(
                x  # the input
            ) + np.linalg.norm(x)
        """, """
        import jax
        import jax.numpy as np_
        import numpy as np

        @jax.jit
        def f(x):
            return np_.sqrt(
                x  # the input
            ) + np_.linalg.norm(x)
        """)


def test_numpy_call_adds_import_jax_numpy_once():
    check("""
        import jax
        import numpy as np

        @jax.jit
        def f(x):
            return np.sin(x) + np.cos(x)
        """, """
        import jax
        import numpy as np
        import jax.numpy as jnp

        @jax.jit
        def f(x):
            return jnp.sin(x) + jnp.cos(x)
        """)


def test_numpy_functions_outside_the_table_are_left_alone():
    source = """
        import jax
        import numpy as np

        @jax.jit
        def f(x):
            return np.nonzero(x)
        """
    assert [d.code for d in lint_source(textwrap.dedent(source), "example.py")] == ["JXL401"]
    assert fixed(source, unsafe=True) == textwrap.dedent(source)


def test_numpy_results_read_as_host_data_get_no_jnp_fix():
    source = """
        import jax
        import numpy as np

        @jax.jit
        def fingerprint(x):
            return np.asarray(x).tobytes()
        """
    diagnostics = lint_source(textwrap.dedent(source), "example.py")
    assert [(d.code, d.line) for d in diagnostics] == [("JXL401", 7)]
    assert "read as host data" in diagnostics[0].message and diagnostics[0].fix_data is None
    assert fixed(source, unsafe=True) == textwrap.dedent(source)


def test_table_names_exist_in_jax_numpy():
    jnp = pytest.importorskip("jax.numpy")
    from jaxlint.fixes.numpy_table import JAX_NUMPY_EQUIVALENTS

    missing = []
    for name in sorted(JAX_NUMPY_EQUIVALENTS):
        target = jnp
        for part in name.split("."):
            target = getattr(target, part, None)
        if not callable(target):
            missing.append(name)
    assert missing == []


# --- JXL103 -----------------------------------------------------------------------------------------------------
def test_bool_operators_become_array_logic():
    check("""
        import jax
        import jax.numpy as jnp

        @jax.jit
        def f(a, b, lo, hi):
            both = (a > 0) and (b > 0)
            neither = not (a > 0)
            inside = lo < a <= hi
            biggest = max(a, b)
            smallest = min(a,
                           b)  # comment
            return both, neither, inside, biggest, smallest
        """, """
        import jax
        import jax.numpy as jnp

        @jax.jit
        def f(a, b, lo, hi):
            both = jnp.logical_and((a > 0), (b > 0))
            neither = jnp.logical_not((a > 0))
            inside = (lo < a) & (a <= hi)
            biggest = jnp.maximum(a, b)
            smallest = jnp.minimum(a,
                           b)  # comment
            return both, neither, inside, biggest, smallest
        """)


def test_parenthesized_findings_keep_their_parentheses_comments_and_the_files_alias():
    check("""
        import jax
        import jax.numpy as np_
        import numpy as np

        @jax.jit
        def f(a, b):
            both = (a > 0 and  # first
                    b > 0)
            either = ((a > 0)
                      or (b > 0))  # tail
            neg = not (
                a > 0  # inner
            )
            root = (np.sqrt(a)) + (max(a, b))
            return both, either, neg, root
        """, """
        import jax
        import jax.numpy as np_
        import numpy as np

        @jax.jit
        def f(a, b):
            both = (np_.logical_and(a > 0,  # first
                    b > 0))
            either = (np_.logical_or((a > 0),
                      (b > 0)))  # tail
            neg = np_.logical_not((
                a > 0  # inner
            ))
            root = (np_.sqrt(a)) + (np_.maximum(a, b))
            return both, either, neg, root
        """)


def test_an_or_that_picks_a_value_gets_no_logical_or():
    """`seed or secrets.randbelow(n)` hands back a number: `jnp.logical_or` would make the seed a bool."""
    source = """
        import secrets

        import jax
        import jax.numpy as jnp

        @jax.jit
        def noisy(x, seed, scale):
            seed = seed or secrets.randbelow(2**31)
            scale = scale or jnp.ones_like(x)
            return x * scale + (seed or 0.5), seed > 0 or scale is None
        """
    codes = [d.code for d in lint_source(textwrap.dedent(source), "example.py")]
    assert codes.count("JXL103") == 4
    check(source, """
        import secrets

        import jax
        import jax.numpy as jnp

        @jax.jit
        def noisy(x, seed, scale):
            seed = seed or secrets.randbelow(2**31)
            scale = scale or jnp.ones_like(x)
            return x * scale + (seed or 0.5), jnp.logical_or(seed > 0, scale is None)
        """, unsafe=True)


def test_nested_and_is_fixed_over_several_rounds():
    check("""
        import jax
        import jax.numpy as jnp

        @jax.jit
        def f(a, b, c):
            return a and b and c
        """, """
        import jax
        import jax.numpy as jnp

        @jax.jit
        def f(a, b, c):
            return jnp.logical_and(jnp.logical_and(a, b), c)
        """)


def test_a_host_sort_of_a_fixed_host_copy_is_fixed_in_the_next_pass():
    """`np.asarray(tracer)` becomes `jnp.asarray`; the `np.argsort` around it then sorts a tracer, which jit cannot
    lower (NumPy 2 hands it `stable=None`): the next pass makes it `jnp.argsort` too."""
    check("""
        import jax
        import jax.numpy as jnp
        import numpy as np

        @jax.jit
        def screened(points):
            return np.argsort(np.asarray(points)[:, 0])
        """, """
        import jax
        import jax.numpy as jnp
        import numpy as np

        @jax.jit
        def screened(points):
            return jnp.argsort(jnp.asarray(points)[:, 0])
        """)


def test_passes_are_bounded():
    source = textwrap.dedent("""
        import jax
        import jax.numpy as jnp

        @jax.jit
        def f(a, b, c):
            return a and b and c
        """)
    # One pass fixes the outer `and` only: the inner one waits for a pass that is not allowed.
    once = fix_source(source, "example.py", Settings(), False, rounds=1)
    assert once.fixed.endswith("return jnp.logical_and(a and b, c)\n") and len(once.applied) == 1


def test_fixes_that_never_settle_stop_after_the_last_pass(monkeypatch):
    from jaxlint.fixes import plan

    source = "import jax\n\n@jax.jit\ndef f(x):\n    x[0] = 1\n    return x\n"
    passes = []

    def growing(text, fixes):   # a fix whose result always offers another one: a cycle must still end
        passes.append(text)
        return text + "#\n", list(fixes)

    monkeypatch.setattr(plan, "apply_fixes", growing)
    monkeypatch.setattr(plan, "plan_fixes", lambda text, found, unsafe: [plan.Fix(found[0], "safe", "m", [
        plan.Edit(1, 0, 1, 0, "")])] if found else [])
    monkeypatch.setattr("jaxlint.engine.lint_source", lambda text, path, settings: lint_source(source, path))
    result = fix_source(source, "example.py", Settings(), False)
    assert len(passes) == plan.MAX_ROUNDS and result.fixed == source + "#\n" * plan.MAX_ROUNDS


def test_a_pass_whose_result_does_not_parse_is_not_written(tmp_path, monkeypatch, capsys):
    from jaxlint import cli
    from jaxlint.fixes import plan

    text = "import jax\n\n@jax.jit\ndef f(x):\n    x[0] = 1\n    return x\n"
    path = write(tmp_path, "m.py", text)
    real = plan.apply_fixes
    monkeypatch.setattr(plan, "apply_fixes", lambda source, fixes: (real(source, fixes)[0] + "def (\n",
                                                                     real(source, fixes)[1]))
    assert cli.main(["--fix", "--no-cache", "-j", "1", path]) == 1
    with open(path) as handle:
        assert handle.read() == text
    err = capsys.readouterr().err
    assert f"jaxlint: error: {path}: the fixed code does not parse; the fixes of this pass were not applied" in err
    assert "Fixed 0 of 1 finding" in err


def test_chained_comparison_with_a_call_in_the_middle_has_no_fix():
    source = """
        import jax

        @jax.jit
        def f(lo, x, hi):
            return lo < x.sum() < hi
        """
    assert [d.code for d in lint_source(textwrap.dedent(source), "example.py")] == ["JXL103"]
    assert fixed(source, unsafe=True) == textwrap.dedent(source)


# --- guarantees -------------------------------------------------------------------------------------------------
def test_noqa_lines_are_not_touched():
    source = """
        import jax

        @jax.jit
        def f(x):
            x[0] = 1.0  # noqa: JXL301
            x[1] = 2.0  # noqa
            return x
        """
    diagnostics = lint_source(textwrap.dedent(source), "example.py", Settings(honour_noqa=False))
    assert [d.code for d in diagnostics] == ["JXL301", "JXL301"]
    assert plan_fixes(textwrap.dedent(source), diagnostics) == []


def test_overlapping_fixes_apply_in_one_run(tmp_path):
    # `not` around a chained comparison: both are findings, the outer waits a round for the inner.
    path = write(tmp_path, "m.py", textwrap.dedent("""\
        import jax

        @jax.jit
        def f(lo, x, hi):
            return not lo < x < hi
        """))
    result = jaxlint("--fix", "--no-cache", path)
    with open(path) as handle:
        assert handle.read().endswith("return jnp.logical_not((lo < x) & (x < hi))\n")
    assert result.returncode == 0, result.stderr
    assert "Fixed 2 of 2 findings" in result.stderr


def test_crlf_and_latin1_are_kept(tmp_path):
    source = ("# -*- coding: latin-1 -*-\r\nimport jax\r\n\r\n@jax.jit\r\ndef f(x):\r\n"
              "    s = 'caf\xe9'\r\n    x[0] = 1.0\r\n    return x\r\n")
    path = tmp_path / "m.py"
    path.write_bytes(source.encode("latin-1"))
    result = jaxlint("--fix", "--no-cache", str(path))
    assert result.returncode == 0, result.stderr
    assert path.read_bytes() == source.replace("x[0] = 1.0", "x = x.at[0].set(1.0)").encode("latin-1")


def test_bom_and_crlf_are_kept_by_added_imports_and_moved_lines(tmp_path):
    source = ("import jax\r\nimport numpy as np\r\n\r\n\r\n@jax.jit\r\ndef f(x):\r\n    return np.sqrt(x)\r\n\r\n\r\n"
              "def run(xs, n):\r\n    for i in range(n):\r\n        xs = jax.jit(\r\n            lambda x: x * 2,\r\n"
              "        )(xs)\r\n    return xs\r\n")
    path = tmp_path / "m.py"
    path.write_bytes(b"\xef\xbb\xbf" + source.encode())
    result = jaxlint("--fix", "--unsafe-fixes", "--no-cache", str(path))
    assert result.returncode == 0 and "Fixed 2 of 2 findings" in result.stderr, result.stderr
    assert path.read_bytes() == b"\xef\xbb\xbf" + (
        "import jax\r\nimport numpy as np\r\nimport jax.numpy as jnp\r\n\r\n\r\n@jax.jit\r\ndef f(x):\r\n"
        "    return jnp.sqrt(x)\r\n\r\n\r\ndef run(xs, n):\r\n    jitted = jax.jit(\r\n        lambda x: x * 2,\r\n"
        "    )\r\n    for i in range(n):\r\n        xs = jitted(xs)\r\n    return xs\r\n").encode()


def test_fixing_writes_only_changed_files_and_a_second_fix_is_a_no_op(tmp_path):
    clean = write(tmp_path, "clean.py", "import jax\n\n@jax.jit\ndef f(x):\n    return x\n")
    dirty = write(tmp_path, "dirty.py", "import jax\n\n@jax.jit\ndef f(x):\n    x[0] = 1\n    return x\n")
    clean_stat = os.stat(clean)
    first = jaxlint("--fix", "--no-cache", str(tmp_path))
    assert first.returncode == 0 and "Fixed 1 of 1 finding" in first.stderr
    assert os.stat(clean).st_mtime_ns == clean_stat.st_mtime_ns
    with open(dirty) as handle:
        after = handle.read()
    second = jaxlint("--fix", "--no-cache", str(tmp_path))
    assert second.returncode == 0 and "Fixed 0 of 0 findings" in second.stderr
    with open(dirty) as handle:
        assert handle.read() == after
    assert sorted(os.listdir(tmp_path)) == ["clean.py", "dirty.py"]   # no temporary file left behind


def test_findings_only_the_project_run_reports_are_counted_after_fixing(tmp_path):
    # `clip` is traced only because main.py calls it from jitted code: linting helpers.py alone after the fix does
    # not see it, yet it is still there, one line lower (the fix added an import).
    write(tmp_path, "main.py", "import jax\n\nfrom helpers import clip\n\n\n@jax.jit\ndef f(x):\n    return clip(x)\n")
    helpers = write(tmp_path, "helpers.py", textwrap.dedent("""\
        import jax
        import numpy as np


        def clip(v):
            if v > 0:
                return v
            return -v


        @jax.jit
        def root(x):
            return np.sqrt(x)
        """))
    result = jaxlint("--fix", "--no-cache", ".", cwd=str(tmp_path))
    assert result.returncode == 1, result.stderr
    assert "Fixed 1 of 2 findings" in result.stderr
    assert [line.split(" ")[:2] for line in result.stdout.splitlines()] == [["helpers.py:7:8:", "JXL101"]]
    with open(helpers) as handle:
        assert handle.read().splitlines()[2:4] == ["import jax.numpy as jnp", ""]


def test_diff_prints_and_writes_nothing(tmp_path):
    text = "import jax\n\n@jax.jit\ndef f(x):\n    x[0] = 1\n    return x\n"
    path = write(tmp_path, "m.py", text)
    result = jaxlint("--diff", "--no-cache", path)
    assert result.returncode == 1
    assert result.stdout.splitlines() == [
        f"--- {path}", f"+++ {path}", "@@ -2,5 +2,5 @@", " ", " @jax.jit", " def f(x):", "-    x[0] = 1",
        "+    x = x.at[0].set(1)", "     return x"]
    assert "Would fix 1 of 1 finding" in result.stderr
    with open(path) as handle:
        assert handle.read() == text
    clean = write(tmp_path, "c.py", "import jax\n")
    assert jaxlint("--diff", "--no-cache", clean).returncode == 0


def test_unsafe_fixes_are_counted_and_applied_only_on_request(tmp_path):
    text = "import jax\n\n@jax.jit\ndef f(x):\n    print(f'{x:.2f}')\n    x[0] = 1\n    return x\n"
    path = write(tmp_path, "m.py", text)
    result = jaxlint("--fix", "--no-cache", path)
    assert result.returncode == 1
    assert "Fixed 1 of 2 findings (1 needs unsafe fixes)" in result.stderr
    assert result.stdout.splitlines() == [f"{path}:5:5: JXL201 `print()` in traced `f` runs only while JAX traces "
                                          f"it (under jit once per compilation, not on every call)"]
    marked = jaxlint("--unsafe-fixes", "--no-cache", path)
    assert marked.stdout.startswith(f"{path}:5:5: JXL201 [*] `print()`")
    result = jaxlint("--fix", "--unsafe-fixes", "--no-cache", path)
    assert result.returncode == 0 and "Fixed 1 of 1 finding" in result.stderr
    with open(path) as handle:
        assert "jax.debug.print(\"{:.2f}\", x)" in handle.read()


def test_exit_non_zero_on_fix_for_pre_commit(tmp_path):
    path = write(tmp_path, "m.py", "import jax\n\n@jax.jit\ndef f(x):\n    x[0] = 1\n    return x\n")
    assert jaxlint("--fix", "--exit-non-zero-on-fix", "--no-cache", path).returncode == 1
    assert jaxlint("--fix", "--exit-non-zero-on-fix", "--no-cache", path).returncode == 0


def test_stdin_fix_prints_the_fixed_source():
    text = "import jax\n\n@jax.jit\ndef f(x):\n    x[0] = 1\n    return x\n"
    result = jaxlint("--fix", "-", stdin=text)
    assert result.stdout == text.replace("x[0] = 1", "x = x.at[0].set(1)")
    assert result.returncode == 0


def test_text_json_and_sarif_carry_the_fix(tmp_path):
    path = write(tmp_path, "m.py", "import jax\n\n@jax.jit\ndef f(x):\n    x[0] = 1\n    return x\n")
    concise = jaxlint("--output-format", "concise", "--no-cache", path)
    assert concise.stdout.startswith(f"{path}:5:5: JXL301 [*] item assignment")
    [finding] = json.loads(jaxlint("--output-format", "json", "--no-cache", path).stdout)
    assert finding["fix"] == {"applicability": "safe", "message": "Use `x = x.at[...].set(...)`", "edits": [
        {"line": 5, "col": 5, "end_line": 5, "end_col": 13, "content": "x = x.at[0].set(1)"}]}
    log = json.loads(jaxlint("--output-format", "sarif", "--no-cache", path).stdout)
    from tests.test_output_formats import _sarif_validator

    _sarif_validator().validate(log)
    [result] = log["runs"][0]["results"]
    [replacement] = result["fixes"][0]["artifactChanges"][0]["replacements"]
    assert replacement == {"deletedRegion": {"startLine": 5, "startColumn": 5, "endLine": 5, "endColumn": 13},
                           "insertedContent": {"text": "x = x.at[0].set(1)"}}


def test_a_fix_of_several_edits_lists_them_in_file_order_in_json_and_sarif(tmp_path):
    text = ("import jax\n\n\ndef train(w, x, epochs):\n    for epoch in range(epochs):\n        @jax.jit\n"
            "        def update(w_):\n            return w_ - 0.01 * x\n\n        w = update(w)\n    return w\n")
    path = write(tmp_path, "m.py", text)
    [finding] = json.loads(jaxlint("--output-format", "json", "--no-cache", path).stdout)
    moved = "    @jax.jit\n    def update(w_):\n        return w_ - 0.01 * x\n\n"
    assert finding["fix"] == {"applicability": "unsafe", "message": "Create the jitted function once, before the loop",
                              "edits": [{"line": 5, "col": 1, "end_line": 5, "end_col": 1, "content": moved},
                                        {"line": 6, "col": 1, "end_line": 10, "end_col": 1, "content": ""}]}
    log = json.loads(jaxlint("--output-format", "sarif", "--no-cache", path).stdout)
    from tests.test_output_formats import _sarif_validator

    _sarif_validator().validate(log)
    [result] = log["runs"][0]["results"]
    assert [r["deletedRegion"] for r in result["fixes"][0]["artifactChanges"][0]["replacements"]] == [
        {"startLine": 5, "startColumn": 1, "endLine": 5, "endColumn": 1},
        {"startLine": 6, "startColumn": 1, "endLine": 10, "endColumn": 1}]
    assert result["fixes"][0]["properties"] == {"applicability": "unsafe"}


def test_rule_documentation_names_the_fix():
    result = jaxlint("rule", "JXL301")
    assert "\nAutomatic fix (safe, --fix)\n  `x[i] = v` -> `x = x.at[i].set(v)`;" in result.stdout
    assert "\nAutomatic fix\n  none" in jaxlint("rule", "JXL106").stdout
    [record] = [json.loads(jaxlint("rule", "JXL302", "--output-format", "json").stdout)]
    assert record["autofix"]["applicability"] == "unsafe"
    assert record["autofix"]["rewrite"].startswith("`x.at[i].set(v)` -> `x = x.at[i].set(v)` when `x` is a name; unsafe")


# --- the fixtures -----------------------------------------------------------------------------------------------
def _fixture_files(family: str) -> list[str]:
    found = []
    for base, _, names in os.walk(os.path.join(FIXTURES, family)):
        found += [os.path.join(base, name) for name in names if name.endswith(".py")]
    return sorted(found)


def test_correct_code_fixtures_are_unchanged(tmp_path):
    copy = tmp_path / "clean"
    shutil.copytree(os.path.join(FIXTURES, "clean"), copy)
    result = jaxlint("--diff", "--unsafe-fixes", "--no-cache", str(copy))
    assert (result.returncode, result.stdout) == (0, "")


def test_rule_valid_examples_get_no_fix():
    from jaxlint.rules import ALL_RULES

    for rule in ALL_RULES:
        for example in rule.valid:
            source = textwrap.dedent(example)
            assert fix_source(source, "example.py", Settings(), True).fixed == source, rule.code


def test_fixing_the_fixtures_is_idempotent(fixed_fixtures_run):
    copy, first = fixed_fixtures_run   # `--fix --unsafe-fixes` over a copy of fixtures/ (tests/conftest.py)
    assert first.returncode == 0 and "Fixed 0 of" not in first.stderr
    second = jaxlint("--diff", "--unsafe-fixes", "--no-cache", copy, timeout=600)   # the whole tree, as above
    assert (second.returncode, second.stdout) == (0, "")


def test_boolean_mask_assignment_becomes_an_unsafe_where():
    source = """
        import jax

        @jax.jit
        def f(x, v):
            x[x > 0] = 0.0
            x[x < 0] += v * 2
            return x
        """
    assert fixed(source) == textwrap.dedent(source)
    check(source, """
        import jax
        import jax.numpy as jnp

        @jax.jit
        def f(x, v):
            x = jnp.where(x > 0, 0.0, x)
            x = jnp.where(x < 0, x + (v * 2), x)
            return x
        """, unsafe=True)


def test_readme_fixes_table_is_generated_from_the_catalogue():
    from jaxlint.docs import fixes_table

    with open(os.path.join(ROOT, "README.md"), encoding="utf-8") as handle:
        assert fixes_table() in handle.read()


# --- JXL101 / JXL104 / JXL105: static_argnames ------------------------------------------------------------------
def test_defaulted_parameters_become_static_in_every_jit_form():
    source = """
        import functools
        import jax

        @jax.jit
        def f(x, training=False):
            if training:  # dropout
                x = x * 2
            return x

        @functools.partial(jax.jit, static_argnames=["k"])
        def g(x, k=1, n=3):
            for _ in range(n):
                x = x + k
            return x

        def h(x, scale=2):
            return x * int(scale)

        h_jit = jax.jit(
            h,
            donate_argnums=0,
        )
        """
    assert fixed(source) == textwrap.dedent(source)   # unsafe only
    check(source, """
        import functools
        import jax

        @functools.partial(jax.jit, static_argnames=("training",))
        def f(x, training=False):
            if training:  # dropout
                x = x * 2
            return x

        @functools.partial(jax.jit, static_argnames=["k", "n"])
        def g(x, k=1, n=3):
            for _ in range(n):
                x = x + k
            return x

        def h(x, scale=2):
            return x * int(scale)

        h_jit = jax.jit(
            h,
            donate_argnums=0,
            static_argnames=("scale",),
        )
        """, unsafe=True)


def test_static_fix_imports_partial_and_leaves_array_parameters_alone():
    check("""
        import jax

        @jax.jit
        def f(x, flag=True):
            if x.sum() > 0:
                return x
            return x if flag else -x
        """, """
        import jax
        from functools import partial

        @partial(jax.jit, static_argnames=("flag",))
        def f(x, flag=True):
            if x.sum() > 0:
                return x
            return x if flag else -x
        """, unsafe=True)


# --- JXL501 -----------------------------------------------------------------------------------------------------
def test_loop_invariant_jit_is_hoisted_before_its_loop():
    source = """
        import functools
        import jax

        def loss(w, x):
            return (w * x).sum()

        def run(xs, scales, factor):
            for scale in scales:
                xs = jax.jit(lambda x: x * scale)(xs)
                while xs.sum() > 0:
                    xs = jax.jit(
                        lambda x: x * factor,  # shrink
                    )(xs)
            return xs

        def fit(w, batches):
            for x in batches:
                g = jax.jit(jax.grad(loss))(w, x)
                w = w - 0.1 * g
                h = jax.jit(functools.partial(loss, w))(x)
            return w
        """
    assert fixed(source) == textwrap.dedent(source)
    check(source, """
        import functools
        import jax

        def loss(w, x):
            return (w * x).sum()

        def run(xs, scales, factor):
            jitted = jax.jit(
                lambda x: x * factor,  # shrink
            )
            for scale in scales:
                xs = jax.jit(lambda x: x * scale)(xs)
                while xs.sum() > 0:
                    xs = jitted(xs)
            return xs

        def fit(w, batches):
            jitted_2 = jax.jit(jax.grad(loss))
            for x in batches:
                g = jitted_2(w, x)
                w = w - 0.1 * g
                h = jax.jit(functools.partial(loss, w))(x)
            return w
        """, unsafe=True)


def test_jitted_def_in_a_loop_moves_before_the_loop_with_its_comments():
    source = """
        import jax

        def train(w, x, epochs, rates):
            # one compile per epoch
            for epoch in range(epochs):
                # the update
                @jax.jit  # compiled once
                def update(w_):
                    \"\"\"Step.

                    Moves w.
                    \"\"\"
                    return w_ - 0.01 * x  # step

                w = update(w)
            for lr in rates:
                @jax.jit
                def step(w_):
                    return w_ - lr * x
                w = step(w)
            return w

        def nested(w, xs, n):
            for i in range(n):
                for x in xs:
                    @jax.jit
                    def shift(w_):
                        return w_ - 0.01 * i
                    w = shift(w)
            return w
        """
    assert fixed(source) == textwrap.dedent(source)
    # `step` reads `lr`, which the loop assigns: it stays.
    check(source, """
        import jax

        def train(w, x, epochs, rates):
            # the update
            @jax.jit  # compiled once
            def update(w_):
                \"\"\"Step.

                Moves w.
                \"\"\"
                return w_ - 0.01 * x  # step

            # one compile per epoch
            for epoch in range(epochs):
                w = update(w)
            for lr in rates:
                @jax.jit
                def step(w_):
                    return w_ - lr * x
                w = step(w)
            return w

        def nested(w, xs, n):
            for i in range(n):
                @jax.jit
                def shift(w_):
                    return w_ - 0.01 * i
                for x in xs:
                    w = shift(w)
            return w
        """, unsafe=True)


def test_a_def_that_cannot_move_is_not_marked_fixable(tmp_path):
    # Alone in its loop (the loop would be empty), with a multi-line string (re-indenting changes its value), or
    # its name bound again in the loop: no fix, so no [*] and nothing counted as fixable.
    path = write(tmp_path, "m.py", textwrap.dedent("""\
        import jax

        def warm(w, x, rates):
            for lr in rates:
                @jax.jit
                def only(w_):
                    return w_ - x
            return w

        def labelled(w, xs):
            for x in xs:
                @jax.jit
                def update(w_):
                    label = \"\"\"a
        b\"\"\"
                    return w_ - len(label)
                w = update(w)
            return w

        def rebound(w, xs, other):
            for x in xs:
                @jax.jit
                def update(w_):
                    return w_ * 2
                w = update(w)
                update = other
            return w
        """))
    result = jaxlint("--unsafe-fixes", "--no-cache", "--output-format", "concise", path)
    assert [line.split(" ")[1:3] for line in result.stdout.splitlines()] == [["JXL501", "`jax.jit`"]] * 3
    fixing = jaxlint("--fix", "--unsafe-fixes", "--no-cache", path)
    assert "Fixed 0 of 3 findings" in fixing.stderr


def test_static_fix_in_flax_nnx_jit_forms_and_none_for_equinox_filter_jit():
    source = """
        import equinox as eqx
        from flax import nnx

        @nnx.jit
        def g(x, training=False):
            if training:
                x = x * 2
            return x

        @nnx.jit(donate_argnums=0)
        def g2(x, n=3):
            for _ in range(n):
                x = x + 1
            return x

        def k(x, training=False):
            return x * 2 if training else x

        k_jit = nnx.jit(k)

        @eqx.filter_jit
        def f(x, training=False):
            if training:
                x = x * 2
            return x
        """
    check(source, """
        import equinox as eqx
        from flax import nnx
        from functools import partial

        @partial(nnx.jit, static_argnames=("training",))
        def g(x, training=False):
            if training:
                x = x * 2
            return x

        @nnx.jit(donate_argnums=0, static_argnames=("n",))
        def g2(x, n=3):
            for _ in range(n):
                x = x + 1
            return x

        def k(x, training=False):
            return x * 2 if training else x

        k_jit = nnx.jit(k, static_argnames=("training",))

        @eqx.filter_jit
        def f(x, training=False):
            if training:
                x = x * 2
            return x
        """, unsafe=True)
    # filter_jit keeps a Python value static: with a literal default and no caller passing an array, nothing to say.
    assert [d for d in lint_source(textwrap.dedent(source), "example.py", Settings()) if d.line == 24] == []
    # With a default the analysis cannot read, it has no static_argnames to fix: the message says what is static.
    unknown_default = textwrap.dedent(source).replace("def f(x, training=False)", "def f(x, training=TRAINING)")
    [finding] = [d for d in lint_source(unknown_default, "example.py", Settings()) if d.line == 24]
    assert finding.fix_data is None
    assert finding.message.endswith("`training` has a default and `equinox.filter_jit` keeps a Python value "
                                    "passed for it static, so this fails only when a caller passes an array "
                                    "(pass a Python value instead)")


def test_fixed_nnx_jit_runs_with_the_flag_passed():
    pytest.importorskip("flax")
    import jax.numpy as jnp

    source = textwrap.dedent("""
        from flax import nnx

        @nnx.jit
        def scale(x, double=False):
            if double:
                return x * 2
            return x
        """)
    namespace: dict = {}
    exec(compile(fix_source(source, "example.py", Settings(), True).fixed, "example.py", "exec"), namespace)
    assert namespace["scale"](jnp.ones(2), True).tolist() == [2.0, 2.0]
    assert namespace["scale"](jnp.ones(2)).tolist() == [1.0, 1.0]


def test_fix_offers_survive_the_result_cache(tmp_path):
    text = "import jax\n\n@jax.jit\ndef f(x):\n    x[0] = 1\n    return x\n"
    path = write(tmp_path, "m.py", text)
    first = jaxlint("--output-format", "concise", path, cwd=str(tmp_path))
    assert os.path.isdir(tmp_path / ".jaxlint_cache")
    second = jaxlint("--output-format", "concise", path, cwd=str(tmp_path))   # answered from the cache
    assert first.stdout == second.stdout == f"{path}:5:5: JXL301 [*] item assignment on traced array `x`: JAX " \
                                            f"arrays are immutable (TypeError)\n"
    assert jaxlint("--fix", path, cwd=str(tmp_path)).returncode == 0
    with open(path) as handle:
        assert handle.read() == text.replace("x[0] = 1", "x = x.at[0].set(1)")
