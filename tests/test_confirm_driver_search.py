"""Which of the project's tests drive a finding (parent side: read with `ast`, nothing imported or run)."""

from __future__ import annotations

import os
import textwrap

from jaxlint.confirm import _names
from jaxlint.confirm.drivers import Projects

FILES = {
    "pyproject.toml": "[project]\nname = 'fitkit'\n",
    "fitkit/__init__.py": "",
    "fitkit/predict.py": """
        import warnings


        class Predictive:
            def __init__(self, model, num_samples=None, exclude=None):
                if exclude is not None:
                    warnings.warn(
                        "`exclude` is deprecated, "
                        "use `condition` instead",
                        FutureWarning,
                    )
                self.model = model


        def check(trace):
            if trace:
                warnings.warn(f"found {len(trace)} unused sites in the trace")
            return trace


        def scale(x, *, clip=False):
            if clip:
                x = x.clip(-1, 1)
            return x * 2
    """,
    "tests/test_small.py": """
        import pytest

        from fitkit.predict import Predictive, check, scale


        def test_predictive_runs():
            Predictive(lambda: None, num_samples=2)


        def test_deprecation():
            with pytest.warns(FutureWarning, match="is deprecated, use `condition`"):
                make(exclude=True)


        def make(**options):
            return Predictive(lambda: None, **options)


        def _check_all(traces):
            return [check(t) for t in traces]


        def test_unused_sites():
            with pytest.warns(UserWarning, match="unused sites in the trace"):
                _check_all([{"a": 1}])


        def test_check_twice():
            _check_all([{}, {}])


        def test_scale():
            assert scale(1) == 2


        def test_scale_clips():
            assert scale(3, clip=True) == 2
    """,
    # A name alike in a test module that never imports fitkit: not a driver.
    "tests/test_other.py": """
        def check(x):
            return x


        def test_check():
            assert check(1) == 1
    """,
    # The same test code in a file thousands of lines long (collecting it costs more than running it).
    "tests/test_big.py": "from fitkit.predict import check\n\n\ndef test_check_in_a_big_file():\n    check({})\n"
                         + "\n# padding\n" * 3000,
}


def _write(tmp_path):
    for relative, text in FILES.items():
        path = tmp_path / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(textwrap.dedent(text).lstrip())
    return str(tmp_path / "fitkit" / "predict.py")


def _line(snippet: str) -> int:
    lines = textwrap.dedent(FILES["fitkit/predict.py"]).lstrip().splitlines()
    return next(number for number, line in enumerate(lines, start=1) if snippet in line)


def _tests(drivers):
    return [(os.path.basename(d.path), d.qualname) for d in drivers]


def test_the_test_expecting_the_lines_message_comes_first(tmp_path):
    """Joined literals count as one message; the test reaches `Predictive` only through its file's `make`."""
    path = _write(tmp_path)
    line = _line("warnings.warn(")
    drivers = Projects().drivers(path, ["Predictive"], ["Predictive.__init__"], (line, line + 4))
    assert _tests(drivers) == [("test_small.py", "test_deprecation"), ("test_small.py", "test_predictive_runs")]


def test_tests_through_helpers_and_by_name_rank_by_cost(tmp_path):
    path = _write(tmp_path)
    line = _line("unused sites")
    drivers = Projects().drivers(path, ["check"], ["check"], (line, line))
    assert _tests(drivers) == [("test_small.py", "test_unused_sites"), ("test_small.py", "test_check_twice"),
                               ("test_big.py", "test_check_in_a_big_file")]


def test_a_constructor_is_called_by_its_class_name():
    class Target:
        function = "Predictive.__init__"
        entries = ()
    assert _names(Target()) == ["Predictive"]


def test_a_test_passing_the_parameter_the_line_is_guarded_by_comes_first(tmp_path):
    path = _write(tmp_path)
    line = _line("x = x.clip")
    drivers = Projects().drivers(path, ["scale"], ["scale"], (line, line))
    assert _tests(drivers) == [("test_small.py", "test_scale_clips"), ("test_small.py", "test_scale")]


def test_the_summary_groups_verdicts_by_what_the_user_can_act_on():
    from jaxlint.confirm.reasons import summary_lines
    details = [
        ("inconclusive", "needs `graphviz`: test `test_render.py::test_render` failed before reaching the function"),
        ("inconclusive", "needs `graphviz`: importing the module raised ImportError: graphviz"),
        ("inconclusive", "test `test_a.py::test_a` ran the flagged line 2 times, never while JAX traced it"),
        ("inconclusive", "`f`: guessing stopped at the finding's time limit"),
        ("confirmed", "runs-once: ... (inputs of the project's docstring examples of `centre`: x=float32[3])"),
    ]
    assert summary_lines(details, ("confirmed", "not-reproduced", "inconclusive")) == [
        "  confirmed: 1 by the project's own tests or scripts",
        "  inconclusive: 2 needs `graphviz`, 1 guessing ran out of time, "
        "1 the project's test ran the line only outside tracing",
    ]


def test_a_monorepo_bigger_than_the_search_cap_keeps_the_flagged_modules_neighbours(tmp_path, monkeypatch):
    """Files sorted before the project's own (`aaa_vendor/...`) fill the cap in a sorted walk; nearest-first they
    are the ones cut."""
    from jaxlint.confirm import drivers as driver_search

    path = _write(tmp_path)
    for number in range(12):
        far = tmp_path / "aaa_vendor" / f"lib{number}" / "check_utils.py"
        far.parent.mkdir(parents=True)
        far.write_text("def check(x):\n    return x\n")
    monkeypatch.setattr(driver_search, "MAX_PROJECT_FILES", 6)
    line = _line("unused sites")
    drivers = Projects().drivers(path, ["check"], ["check"], (line, line))
    assert _tests(drivers) == [("test_small.py", "test_unused_sites"), ("test_small.py", "test_check_twice"),
                               ("test_big.py", "test_check_in_a_big_file")]
