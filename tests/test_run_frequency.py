"""The analysis answers how often a function that builds a jitted function runs (JXL502 asks it)."""

import ast
import textwrap

import libcst as cst
import pytest

from jaxlint.analysis.module import ModuleFacts

SOURCE = textwrap.dedent('''
    import functools
    import unittest

    import jax
    import pytest

    def test_plain():
        pass

    @pytest.fixture
    def compiled():
        pass

    @functools.lru_cache(maxsize=None)
    def memoised(scale):
        pass

    def main():
        pass

    def step(params):
        pass

    class TestModel:
        def test_forward(self):
            pass

        def helper(self):
            pass

    class ModelTest(unittest.TestCase):
        def setUp(self):
            pass

    class SamplerTest(unittest.TestCase):
        def next_key(self):
            pass

    class DiffusionTest(SamplerTest):
        def test_jit_compatible(self):
            pass

    class Optimizer:
        def test_mode(self):
            pass

        def update(self):
            pass
''')


def _package(root, name: str):
    """An empty package `name` under `root`: a folder with an empty `__init__.py`."""
    package = root / name
    package.mkdir()
    (package / "__init__.py").write_text("")
    return package


def _functions(facts: ModuleFacts) -> dict[str, cst.FunctionDef]:
    found = {}
    for node in facts.functions:
        if isinstance(node, cst.FunctionDef):
            parent = facts.parent_scope(node)
            prefix = f"{parent.name.value}." if isinstance(parent, cst.ClassDef) else ""
            found[prefix + node.name.value] = node
    return found


@pytest.mark.parametrize("name, reason", [
    ("test_plain", "it is a test, run once per case"),
    ("compiled", "it is a pytest fixture"),
    ("memoised", "it is memoised"),
    ("main", "it is the program's main"),
    ("TestModel.test_forward", "it is a test, run once per case"),
    ("ModelTest.setUp", "it is a test, run once per case"),
    ("DiffusionTest.test_jit_compatible", "it is a test, run once per case"),
    ("SamplerTest.next_key", None),
    ("Optimizer.test_mode", None),
    ("step", None),
    ("TestModel.helper", None),
    ("Optimizer.update", None),
])
def test_runs_once_reason(name, reason):
    facts = ModuleFacts(cst.parse_module(SOURCE))
    assert facts.runs_once_reason(_functions(facts)[name]) == reason


@pytest.mark.parametrize("path, expected", [
    ("tests/test_sampler.py", True),
    ("jax_md/tests/elasticity_test.py", True),
    ("mujoco/mjx/_src/render_test.py", True),
    ("tests/conftest.py", True),
    ("src/model/testing.py", False),
    ("src/model/contest.py", False),
    ("train.py", False),
])
def test_test_files_are_recognised(path, expected):
    from jaxlint.files import is_test_path

    assert is_test_path(path) is expected


def test_a_test_file_helper_runs_per_test_case():
    source = "def _reference_run(kernel):\n    pass\n\nclass Helper:\n    def run(self):\n        pass\n"
    for path, reason in (("tests/test_kernels.py", "it is in a test file, run for each test case"),
                         ("kernels/util.py", None)):
        facts = ModuleFacts(cst.parse_module(source), path=path)
        functions = _functions(facts)
        assert facts.runs_once_reason(functions["_reference_run"]) == reason
        assert facts.runs_once_reason(functions["Helper.run"]) == reason


def test_functions_run_once_follow_calls_from_the_top_level_and_drivers():
    from jaxlint.analysis.once_callers import functions_run_once

    source = """
def setup(): ...
def build(): setup()
def main(): build()
def per_item(): ...
def recursive(): recursive()
def passed(): ...
def in_comprehension(): ...
def runner_target(): ...
def later(): ...

for item in range(3):
    per_item()
values = [in_comprehension() for _ in range(2)]
register(passed)

if __name__ == "__main__":
    main()
    recursive()
    app.run(runner_target)
    later()
    later()
"""
    assert functions_run_once(source) == {"setup", "build", "main", "runner_target", "later"}
    assert functions_run_once("def broken(:\n") == frozenset()


SWEEPS = textwrap.dedent('''
    import itertools

    def sweep(xs, n):
        options = (True, False)
        if n:
            options = (True,)
        grid = itertools.product((4, 8, 16), options)
        for a in (1, 2, 3): pass
        for b in [1, *xs]: pass
        for c in range(2): pass
        for d in range(100): pass
        for e in range(n): pass
        for f in grid: pass
        for g, h in zip((1, 2), xs): pass
        for i in enumerate(zip(xs, n)): pass
        for j in xs: pass
        for k in options: pass
        [m for m in (1, 2) for q in range(3)]
        rates = jnp.array([1.0, 0.5, 0.1])
        for r in rates: pass
        for s, t in zip(xs, np.asarray((4, 8), dtype=int)): pass
        for u in jnp.array(xs): pass
''')


@pytest.mark.parametrize("target,expected,longest", [
    ("a", 3, 8), ("b", None, 8), ("c", 2, 8), ("d", None, 8), ("d", 100, None), ("e", None, None), ("f", 6, 8),
    ("g", 2, 8), ("i", None, 8), ("j", None, 8), ("k", 2, 8), ("m", 6, 8),
    # An array of a written sequence iterates its items; of a sequence not written, nothing the code shows.
    ("r", 3, 8), ("s", 2, 8), ("u", None, 8),
])
def test_sweep_length_counts_only_what_the_code_spells_out(target, expected, longest):
    from jaxlint.analysis.run_frequency import sweep_length

    module = cst.parse_module(SWEEPS)
    function = next(node for node in module.body if isinstance(node, cst.FunctionDef))
    loops = []

    class Loops(cst.CSTVisitor):
        def visit_For(self, node: cst.For) -> None:
            loops.append((node.target, node))

        def visit_ListComp(self, node: cst.ListComp) -> None:
            loops.append((node.for_in.target, node))

    function.visit(Loops())
    loop = next(node for names, node in loops if target in module.code_for_node(names).replace(" ", "").split(","))
    assert sweep_length(loop, function, longest) == expected


def test_sweep_targets_read_command_line_choices_module_level_tables_and_starred_displays():
    from jaxlint.analysis.from_ast import SourceLocator
    from jaxlint.analysis.module import ModuleFacts

    source = textwrap.dedent('''
        import argparse

        KERNELS: dict[str, int] = {"small": 2, "large": 4}

        def main():
            parser = argparse.ArgumentParser()
            parser.add_argument("--dtype", nargs="+", choices=["float32", "bfloat16"])
            parser.add_argument("--splits", type=int, nargs="+", default=[16, 32])
            parser.add_argument("--inputs", nargs="+", default=[])
            args = parser.parse_args()
            for dtype in args.dtype: pass
            for split in [None, *args.splits]: pass
            for path in args.inputs: pass
            for layer in parser.layers: pass

        for name in KERNELS: pass
    ''')
    module = cst.parse_module(source)
    facts = ModuleFacts(module, locator=SourceLocator(module, source))
    main = next(node for node in module.body if isinstance(node, cst.FunctionDef))
    loops = {loop.target.value: (loop, main) for loop in main.body.body if isinstance(loop, cst.For)}
    loops["name"] = (module.body[-1], None)
    swept = {target: facts.sweep_targets(loop, function) for target, (loop, function) in loops.items()}
    # An empty default says nothing of the values given; `parser` is no parsed namespace.
    assert swept == {"dtype": {"dtype"}, "split": {"split"}, "path": None, "layer": None, "name": {"name"}}


def test_read_callers_gives_the_first_line_calling_a_function_in_a_loop():
    from jaxlint.analysis.once_callers import read_callers

    source = textwrap.dedent('''
        def evaluate(x):
            return x

        def helper(x):
            def inner():
                return evaluate(x)
            return inner

        def main(xs):
            evaluate(1)
            for x in xs:
                evaluate(x)
            [helper(x) for x in xs]
            for batch in batches(3):
                pass
    ''')
    _, lines, _, _ = read_callers(source)
    assert lines == {"evaluate": 13, "helper": 14}   # a loop's iterable (`batches(3)`) runs once


def test_read_callers_a_sweep_over_written_configurations_hands_its_variable_on_once_per_configuration():
    from jaxlint.analysis.once_callers import read_callers

    source = textwrap.dedent('''
        def check(dtype, size=4):
            return dtype, size

        def again(dtype):
            return dtype

        def main(quick):
            sizes = (8, 16) if quick else (8, 16, 32)
            for dtype in ("float32", "float64"):
                for size in sizes:
                    check(dtype, size)
            [again("float32") for _ in range(3)]
            [check(d) for d in data()]
    ''')
    _, lines, _, _ = read_callers(source)
    # The sweep hands each written configuration to `check` once; `again` gets the same one three times, and the
    # loop over `data()` is not written in the code.
    assert lines == {"again": 13, "check": 14}


def test_read_callers_an_array_of_written_floats_zipped_with_panels_carries_only_the_objects_built_from_it():
    from jaxlint.analysis.once_callers import read_callers

    source = textwrap.dedent('''
        def main(panels, u0):
            rates = jnp.array([1.0, 0.5, 0.1])
            for panel, rate in zip(panels, rates):
                scheme = make_scheme(rate)
                relax(u0, scheme)
                relax_at(u0, rate)
                draw(panel)
    ''')
    _, lines, _, _ = read_callers(source)
    # A rate is a value one compiled program could take (`make_scheme` and `relax_at` are handed it); the scheme
    # built from it is a program of its own, and the subplots zipped with the rates configure nothing.
    assert lines == {"make_scheme": 5, "relax_at": 7, "draw": 8}


def test_sweep_targets_of_an_array_of_written_floats_are_the_objects_built_from_its_items():
    from jaxlint.analysis.from_ast import SourceLocator
    from jaxlint.analysis.module import ModuleFacts

    source = textwrap.dedent('''
        def table(u0, panels):
            for rate in jnp.array([1.5, 1.0]):
                scheme = make_scheme(rate)
            for size in np.asarray([16, 32]):
                grid = make_grid(size)
            for item in jnp.array(panels):
                pass
    ''')
    module = cst.parse_module(source)
    facts = ModuleFacts(module, locator=SourceLocator(module, source))
    function = next(node for node in module.body if isinstance(node, cst.FunctionDef))
    swept = {loop.target.value: facts.sweep_targets(loop, function) for loop in function.body.body}
    assert swept == {"rate": {"scheme"}, "size": {"size", "grid"}, "item": None}


def test_read_callers_module_constants_annotated_or_counted_in_module_integers_are_written_sweeps():
    from jaxlint.analysis.once_callers import read_callers

    source = textwrap.dedent('''
        PROPERTIES: tuple[str, ...] = ("transpose", "associativity")
        N_LEVELS = 3
        LEVELS: int = N_LEVELS + 1

        def check(prop):
            return prop

        def build(level):
            return level

        def main(data):
            results = [check(prop) for prop in PROPERTIES]
            for level in range(1, N_LEVELS + 1):
                build(level)
            for level in range(LEVELS):
                build(level)
            for item in data:
                build(item)
    ''')
    _, lines, _, _ = read_callers(source)
    # An annotated module binding is a constant like a plain one; a range up to the module's integers is written
    # out; only the loop over `data` gives evidence of repetition.
    assert lines == {"build": 19}


def test_read_callers_a_concatenation_of_a_display_and_a_range_over_unpacked_module_integers_is_a_written_sweep():
    from jaxlint.analysis.once_callers import module_constants, module_integers, read_callers

    source = textwrap.dedent('''
        LOW, HIGH = 8, 200
        STRIDE = 48
        WIDTHS = [4] + list(range(LOW, HIGH, STRIDE))
        SEEDS = [0] + list(range(LOW, 10 ** 6))

        def fit(width):
            return width

        for width in WIDTHS:
            fit(width)
        for seed in SEEDS:
            fit(seed)
        for width in WIDTHS + load():
            fit(width)
    ''')
    _, lines, _, _ = read_callers(source)
    # WIDTHS is [4, 8, 56, 104, 152]: five widths written in the code. SEEDS runs to a million, and `load()` is not
    # written in the code: those loops repeat the call.
    assert lines == {"fit": 13}
    tree = ast.parse(source)
    assert module_integers(tree) == {"LOW": 8, "HIGH": 200, "STRIDE": 48}
    assert module_constants(tree) == {"WIDTHS": 5}


def test_read_callers_an_annotated_module_table_is_a_written_sweep_for_class_and_module_level_loops_too():
    from jaxlint.analysis.once_callers import read_callers

    source = textwrap.dedent('''
        KERNELS: dict[str, tuple[int, int]] = {"small": (2, 3), "large": (4, 5)}

        def respond(shape):
            return shape

        class Table:
            def __init__(self):
                for name in KERNELS.keys():
                    respond(KERNELS[name])

        if __name__ == "__main__":
            for name, shape in KERNELS.items():
                respond(shape)
            for shape in load():
                respond(shape)
    ''')
    _, lines, _, _ = read_callers(source)
    # The constructor and the script's top level are scanned with the module's own bindings, where the annotated
    # table is bound to its display; only the loop over `load()` repeats one configuration.
    assert lines == {"respond": 16}


def test_read_callers_a_sweep_reached_through_a_conditional_list_of_a_table_s_keys():
    from jaxlint.analysis.once_callers import read_callers

    source = textwrap.dedent('''
        PRESETS = {"mlp": 2, "gnn": 3}

        def train_one(name, depth):
            return name, depth

        def main(arch, runs):
            names = list(PRESETS.keys()) if arch == "all" else [arch]
            for name in names:
                train_one(name, PRESETS[name])
            for run in runs:
                train_one(run, 2)
    ''')
    _, lines, _, _ = read_callers(source)
    assert lines == {"train_one": 12}


def test_read_callers_command_line_options_with_written_choices_or_defaults_are_sweeps():
    from jaxlint.analysis.once_callers import read_callers

    source = textwrap.dedent('''
        import argparse

        def rescale(dtype):
            return dtype

        def audit(variant):
            return variant

        def centre(path):
            return path

        def main():
            parser = argparse.ArgumentParser()
            parser.add_argument("--dtype", nargs="+", choices=["float32", "bfloat16"])
            parser.add_argument("--variants", nargs="+", default=["Y0275", "Y0292"])
            parser.add_argument("--inputs", nargs="+", default=[])
            parser.add_argument("-s", "--sizes", dest="grid_sizes", type=int, nargs="+")
            args = parser.parse_args()
            for dtype in args.dtype:
                rescale(dtype)
            for variant in args.variants:
                audit(variant)
            for path in args.inputs:
                centre(path)
            for size in args.grid_sizes:
                rescale(size)
            for stage, (group, name) in enumerate(zip(("a", "b"), ("x", "y"), strict=True)):
                audit(group)
            for split in [None, *args.variants]:
                split_at(split)
            for split in [None, *args.inputs]:
                split_at(split)

        def split_at(split):
            return split
    ''')
    _, lines, _, _ = read_callers(source)
    # An empty default and an option without a written display say nothing of the values; `zip(..., strict=True)`
    # goes over its arguments as `zip` does, a display over what it unpacks.
    assert lines == {"centre": 25, "rescale": 27, "split_at": 33}


@pytest.mark.parametrize("name,step", [
    ("train_step", True), ("_update", True), ("step", True), ("make_train_step", False), ("_make_mjx_step", False),
    ("build_update_fn", False), ("create_train_step", False), ("mock_batch", False), ("remake_step", True),
])
def test_a_factory_named_for_the_step_it_makes_is_no_step(name, step):
    from jaxlint.analysis.tables import names_a_step

    assert names_a_step(name) is step


def test_a_driver_called_once_by_another_module_of_the_package_runs_once(tmp_path):
    from jaxlint.analysis.once_callers import read_callers

    package = _package(tmp_path, "baselines")
    algorithm = textwrap.dedent("""
        def single_run(config):
            pass

        def ppo_run(config):
            single_run(config)

        def evaluate(config):
            pass

        def export(config):
            pass

        def publish(config):
            pass
    """)
    (package / "ppo.py").write_text(algorithm)
    (package / "train.py").write_text(textwrap.dedent("""
        from . import ppo

        def main():
            from .ppo import evaluate, ppo_run
            ppo_run({})
            for seed in range(3):
                evaluate({"seed": seed})
                ppo.publish({"seed": seed})
            ppo.export({})
    """))
    (package / "test_ppo.py").write_text(textwrap.dedent("""
        from baselines import ppo

        def test_export():
            ppo.export({})
    """))
    once, _, sources, _ = read_callers(algorithm, str(package / "ppo.py"))
    # Called through its module once by main() (and by a test) runs once; in main's loop, not.
    assert once == {"ppo_run", "single_run", "export"}
    assert sources == (str(package / "test_ppo.py"), str(package / "train.py"))
    assert read_callers(algorithm)[0] == frozenset()


RETRIES = textwrap.dedent('''
    def retry(x, size):
        while True:
            try:
                out = f(x, size)
                return out
            except MemoryError:
                size //= 2

    def branches(x):
        for tolerance in (1, 2):
            try:
                out = f(x, tolerance)
                if out:
                    break
                else:
                    raise ValueError
            except ValueError:
                pass

    def per_item(xs):
        for x in xs:
            try:
                out = f(x, 1)
            except ValueError:
                continue

    def skips(xs):
        for x in xs:
            try:
                if x:
                    continue
                out = f(x, 1)
                return out
            except ValueError:
                pass
''')


@pytest.mark.parametrize("function,repeats_only_after_failure", [
    ("retry", True), ("branches", True), ("per_item", False), ("skips", False)])
def test_retry_loops_repeat_only_after_a_failure(function, repeats_only_after_failure):
    from jaxlint.analysis.run_frequency import repeats_only_after_failure as answer

    _, loop, call = _loop_and_first_f_call(RETRIES, function)
    assert answer(loop, call) is repeats_only_after_failure


def _loop_and_first_f_call(source: str, function: str) -> tuple[cst.FunctionDef, cst.BaseStatement, cst.Call]:
    """The def named `function` of `source`, its first loop, and the first call of `f` inside that loop."""
    module = cst.parse_module(source)
    definition = next(s for s in module.body if isinstance(s, cst.FunctionDef) and s.name.value == function)
    loop = next(s for s in definition.body.body if isinstance(s, (cst.For, cst.While)))
    calls = []

    class Calls(cst.CSTVisitor):
        def visit_Call(self, node):
            if isinstance(node.func, cst.Name) and node.func.value == "f":
                calls.append(node)

    loop.visit(Calls())
    return definition, loop, calls[0]


GROWN_SIZES = textwrap.dedent('''
    def doubled(points, size):
        for _ in range(10):
            out, overflow = f(points, size)
            if not bool(overflow):
                return out
            size *= 2

    def rebuilt(points, size):
        while True:
            out = f(points, size)
            try:
                check(out)
            except ValueError:
                size = size * 2
                continue
            break

    def carried(state, sweeps):
        for _ in range(20):
            smoothed = f(state, sweeps)
            if done(smoothed):
                break
            state = smoothed
            sweeps += 1

    def annealed(points, temperature):
        for _ in range(20):
            out = f(points, temperature)
            if accepted(out):
                break
            temperature *= 0.9

    def every_pass(points, size):
        for batch in points:
            out = f(batch, size)
            size += 1
''')


@pytest.mark.parametrize("function,retries", [
    ("doubled", True), ("rebuilt", True), ("carried", False), ("annealed", False), ("every_pass", False)])
def test_retries_with_grown_sizes(function, retries):
    from jaxlint.analysis.run_frequency import retries_with_grown_sizes, stepped_places

    definition, loop, call = _loop_and_first_f_call(GROWN_SIZES, function)
    setting = definition.params.params[1].name.value
    stepping = stepped_places(loop)[setting]
    data = [call.args[0].value]
    assert retries_with_grown_sizes(loop, call, data, stepping) is retries



CANDIDATES = textwrap.dedent('''
    def first_fit(points, candidates):
        for capacity in candidates:
            out = f(points, capacity)
            overflow = out.overflow
            if bool(overflow):
                continue
            break

    def returns_when_fits(points, candidates):
        for capacity in candidates:
            out, overflow = f(points, capacity)
            if not bool(overflow):
                return out

    def inner_attempts(points, candidates):
        for capacity in candidates:
            counts, overflow = f(points, capacity)
            if bool(overflow):
                continue
            for fill in sizes(counts):
                pairs, full = g(points, fill)
                if bool(full):
                    continue
                return pairs

    def keeps_every_result(points, candidates):
        for capacity in candidates:
            out = f(points, capacity)
            results.append(out)

    def skips_by_candidate(points, candidates):
        for capacity in candidates:
            if capacity in tried:
                continue
            out = f(points, capacity)
            break

    def carried(points, candidates):
        for capacity in candidates:
            points = f(points, capacity)
            if bool(points.overflow):
                continue
            break

    def accepts_then_comes_round(points, candidates):
        for capacity in candidates:
            out, overflow = f(points, capacity)
            if bool(overflow):
                break
            points = merge(points, out)

    def updated_through_another_call(params, candidates):
        for capacity in candidates:
            grads = f(params, capacity)
            params = update(params, grads)
            if norm(grads) < 1e-3:
                break

    def flagged_inner_attempts(points, candidates):
        for capacity in candidates:
            queue_full = False
            for leaf_size in leaf_sizes:
                out = f(points, capacity)
                if bool(out.queue_overflow):
                    queue_full = True
                    break
                if bool(out.leaf_overflow):
                    continue
                done = True
                break
            else:
                continue
            if queue_full and not done:
                continue
            if done:
                break
''')


@pytest.mark.parametrize("function,moves_on", [
    ("first_fit", True), ("returns_when_fits", True), ("inner_attempts", True), ("keeps_every_result", False),
    ("skips_by_candidate", False), ("carried", False), ("accepts_then_comes_round", False),
    ("updated_through_another_call", False), ("flagged_inner_attempts", True)])
def test_moves_on_only_after_rejection(function, moves_on):
    from jaxlint.analysis.run_frequency import moves_on_only_after_rejection

    _, loop, call = _loop_and_first_f_call(CANDIDATES, function)
    assert moves_on_only_after_rejection(loop, call, [call.args[0].value]) is moves_on

AXES = textwrap.dedent('''
    def by_rank(x):
        for axis in range(x.ndim):
            f(x, axis)

    def zipped(u, spacings):
        axes = np.arange(len(u.spatial_shape))
        return [f(u, axis, h) for axis, h in zip(axes, spacings)]

    def sizes(x):
        for axis, size in enumerate(x.shape):
            f(x, axis, size)

    def rows(x):
        for row in range(x.shape[0]):
            f(x, row)

    def steps(x, n):
        for step in range(n):
            f(x, step)
''')


@pytest.mark.parametrize("function,over_axes", [
    ("by_rank", True), ("zipped", True), ("sizes", True), ("rows", False), ("steps", False)])
def test_loops_over_the_axes_of_an_array(function, over_axes):
    from jaxlint.analysis.run_frequency import iterates_over_axes

    module = cst.parse_module(AXES)
    definition = next(s for s in module.body if isinstance(s, cst.FunctionDef) and s.name.value == function)
    loops = []

    class Loops(cst.CSTVisitor):
        def visit_For(self, node):
            loops.append(node)

        def visit_ListComp(self, node):
            loops.append(node)

    definition.visit(Loops())
    assert iterates_over_axes(loops[0], definition) is over_axes


def test_a_function_only_tests_call_is_no_run_once_driver(tmp_path):
    from jaxlint.analysis.once_callers import read_callers

    package = _package(tmp_path, "solvers")
    source = "def solve(x):\n    pass\n"
    (package / "newton.py").write_text(source)
    (package / "newton_test.py").write_text("from solvers import newton\n\ndef test_solve():\n    newton.solve(1)\n")
    assert read_callers(source, str(package / "newton.py"))[0] == frozenset()


def test_a_function_called_by_a_driver_another_file_calls_once_runs_once(tmp_path):
    from jaxlint.analysis.once_callers import read_callers

    package = _package(tmp_path, "jobs")
    utils = "def rendezvous():\n    pass\n\ndef sync():\n    pass\n"
    (package / "utils.py").write_text(utils)
    (package / "train.py").write_text(textwrap.dedent("""
        from jobs import utils

        def train(config):
            utils.rendezvous()

        def step(config):
            utils.sync()
    """))
    (package / "platform.py").write_text(textwrap.dedent("""
        from concurrent import futures
        from jobs import train

        def main(config):
            train.train(config)
            futures.ThreadPoolExecutor(1).submit(train.train, config)
            for _ in range(3):
                train.step(config)
    """))
    once, _, sources, _ = read_callers(utils, str(package / "utils.py"))
    # `train` (named like its module) runs once from platform's main(), so what it calls does; `step` runs in a loop.
    assert once == {"rendezvous"}
    assert sources == (str(package / "platform.py"), str(package / "train.py"))


def test_what_the_package_says_of_a_driver_is_read_again_by_the_next_run(tmp_path):
    from jaxlint.analysis.once_callers import read_callers

    package = _package(tmp_path, "baselines")
    algorithm = "def ppo_run(config):\n    pass\n"
    (package / "ppo.py").write_text(algorithm)
    (package / "train.py").write_text("from .ppo import ppo_run\n\ndef main():\n    ppo_run({})\n")
    assert read_callers(algorithm, str(package / "ppo.py"), {})[0] == {"ppo_run"}
    # The run's cache (RunContext.static_names) holds what the package's files say; no module global keeps it.
    (package / "train.py").write_text(
        "from .ppo import ppo_run\n\ndef main():\n    for seed in range(3):\n        ppo_run({'seed': seed})\n")
    assert read_callers(algorithm, str(package / "ppo.py"), {})[0] == frozenset()


def test_functions_called_only_from_constructors_run_once_per_object():
    from jaxlint.analysis.once_callers import read_callers

    source = """
def spawn_tables(maps):
    return [free_areas(m) for m in maps]

def free_areas(m): ...
def per_step(x): ...
def shared(x): ...

class Environment:
    def __init__(self, maps):
        self.spawns = spawn_tables(maps)
        self.origin = shared(0)

    def step(self, x):
        return per_step(x) + shared(x)
"""
    once, _, _, construction = read_callers(source)
    assert construction == {"spawn_tables"}
    assert "spawn_tables" in once and not {"free_areas", "per_step", "shared"} & once


@pytest.mark.parametrize("name,driver", [
    ("train", True), ("train_fn", True), ("run_training", True), ("train_and_evaluate", True), ("_train", True),
    ("train_step", False), ("train_epoch", False), ("train_one_batch", False), ("trainer", False),
    ("update", False),
])
def test_training_drivers_are_named_for_the_whole_run(name, driver):
    from jaxlint.analysis.tables import is_training_driver_name

    assert is_training_driver_name(name) is driver


def test_a_jitted_numpyro_predictive_evaluates_every_draw_in_one_call():
    # numpyro is not installed with the suite: this shape (after jaxspec's BayesianModel) is linted, not run. The
    # same closure built by a method called once per batch in a loop still reports.
    from jaxlint.engine import lint_source

    source = textwrap.dedent('''
        import jax
        import numpyro
        import numpyro.distributions as dist
        from numpyro.infer import Predictive


        class BayesianModel:
            def numpyro_model(self, observed=True):
                numpyro.sample("norm", dist.LogNormal(0.0, 1.0))

            def prior_samples(self, key, num_samples=100):
                @jax.jit
                def prior_sample(key):
                    return Predictive(self.numpyro_model, num_samples=num_samples)(key, observed=False)

                return prior_sample(key)

            def mock_observations(self, parameters, key):
                @jax.jit
                def fakeit(key, parameters):
                    return Predictive(self.numpyro_model, posterior_samples=parameters)(key, observed=False)

                return fakeit(key, parameters)

            def coverage(self, key):
                return self.mock_observations(self.prior_samples(key), key)


        def predictive_batches(model, batches, key):
            return [batch_predictive(model, batch, key) for batch in batches]


        def batch_predictive(model, batch, key):
            @jax.jit
            def fakeit(key, batch):
                return Predictive(model.numpyro_model, posterior_samples=batch)(key, observed=False)

            return fakeit(key, batch)
    ''')
    assert [(d.line, d.code) for d in lint_source(source, "model.py")] == [(35, "JXL502")]


def test_initialisers_are_named_for_initialising_and_are_no_constructors():
    from jaxlint.analysis.tables import names_an_initialiser

    assert all(names_an_initialiser(name) for name in ("initialize", "sharded_init", "init_params", "_initialise"))
    assert not any(names_an_initialiser(name) for name in ("__init__", "__post_init__", "initial_state",
                                                           "init_step", "reinit_update", "train"))


def test_repetition_evidence_is_a_loop_a_step_name_or_a_repeated_caller(tmp_path):
    """JXL502 reports a jit built per call only where the code shows the body runs again and again."""
    from jaxlint.analysis.run_frequency import repetition_evidence

    package = _package(tmp_path, "fitting")
    (package / "model.py").write_text(textwrap.dedent("""
        def residual(x):
            pass

        def calibrate(x):
            pass

        def export_table(x):
            pass

        def sweep(xs):
            return [residual(x) for x in xs]

        class Recycler:
            def update_weights(self, params):
                return self.reset_dead(params)

            def reset_dead(self, params):
                pass

            def summary(self, params):
                pass

        class Solver:
            def gradient(self, p):
                pass

        def outer(xs):
            def per_point(x):
                pass

            def once(x):
                pass

            once(xs)
            return [per_point(x) for x in xs]
    """))
    (package / "drive.py").write_text(textwrap.dedent("""
        from .model import Solver, calibrate

        def run(batches, solver):
            for b in batches:
                calibrate(b)
                solver.gradient(b)
    """))
    (package / "test_model.py").write_text(textwrap.dedent("""
        from fitting.model import export_table

        def test_tables():
            for x in (1, 2):
                export_table(x)
    """))
    from jaxlint.analysis.from_ast import SourceLocator

    path = package / "model.py"
    module = cst.parse_module(path.read_text())
    facts = ModuleFacts(module, path=str(path), locator=SourceLocator(module, path.read_text()))
    defs = {node.name.value: node for node in facts.functions if isinstance(node, cst.FunctionDef)}
    evidence = {name: repetition_evidence(facts, node) for name, node in defs.items()}
    assert evidence["residual"] == "`residual` is called in a loop at line 12"
    assert evidence["calibrate"] == "`calibrate` is called in a loop in drive.py"
    assert evidence["gradient"] == "`gradient` is called in a loop in drive.py"
    assert evidence["update_weights"] == "`update_weights` is one step of a longer run (so its name says), " \
                                         "called once per step"
    assert evidence["reset_dead"].startswith("`reset_dead` is called by `update_weights`, and ")
    assert evidence["per_point"] == "`per_point` is called in a loop of `outer`"
    # No evidence: a helper only a test's loop over cases calls, a method nothing calls, a nested function called
    # once, a driver.
    for name in ("export_table", "summary", "once", "sweep", "outer"):
        assert evidence[name] is None, name


def test_repetition_evidence_reads_objects_made_for_the_call_and_names_both_module_and_function(tmp_path):
    """`Estimator(c).fit(x)` in another file's loop runs `Estimator.fit` per iteration, but not `Smoother.fit`;
    `from pkg import predict` called in a loop is the function `predict` even where `pkg/predict.py` exists."""
    from jaxlint.analysis.from_ast import SourceLocator
    from jaxlint.analysis.run_frequency import repetition_evidence

    package = _package(tmp_path, "estimators")
    (package / "models.py").write_text(textwrap.dedent("""
        class Estimator:
            def fit(self, x):
                pass

        class Smoother:
            def fit(self, x):
                pass
    """))
    (package / "predict.py").write_text("def predict(x):\n    pass\n")
    (package / "__init__.py").write_text("from .predict import predict\n")
    (tmp_path / "select.py").write_text(textwrap.dedent("""
        from estimators import predict
        from estimators.models import Estimator, Smoother

        def search(xs, penalties):
            Smoother().fit(xs)
            for penalty in penalties:
                Estimator(penalty).fit(xs)
                predict(xs)
    """))
    evidence = {}
    for name in ("models", "predict"):
        path = package / f"{name}.py"
        module = cst.parse_module(path.read_text())
        facts = ModuleFacts(module, path=str(path), locator=SourceLocator(module, path.read_text()))
        evidence.update({f"{facts.parent_scope(node).name.value}.{node.name.value}"
                         if isinstance(facts.parent_scope(node), cst.ClassDef) else node.name.value:
                         repetition_evidence(facts, node) for node in facts.functions
                         if isinstance(node, cst.FunctionDef)})
    assert evidence["Estimator.fit"] == "`fit` is called in a loop in select.py"
    assert evidence["Smoother.fit"] is None
    assert evidence["predict"] == "`predict` is called in a loop in select.py"


def test_a_folder_of_scripts_is_read_for_loops_calling_its_module(tmp_path):
    """Outside any package, the scripts beside a module import it by its plain name: their loops are evidence."""
    from jaxlint.analysis.from_ast import SourceLocator
    from jaxlint.analysis.run_frequency import repetition_evidence

    folder = tmp_path / "plasticity"
    folder.mkdir()
    (folder / "models.py").write_text(textwrap.dedent("""
        class Plasticity:
            def average_stress(self, state):
                pass

            def export(self, state):
                pass
    """))
    (folder / "calibrate.py").write_text(textwrap.dedent("""
        from models import Plasticity

        problem = Plasticity()
        for step in range(100):
            problem.average_stress(step)
        problem.export(None)
    """))
    path = folder / "models.py"
    module = cst.parse_module(path.read_text())
    facts = ModuleFacts(module, path=str(path), locator=SourceLocator(module, path.read_text()))
    defs = {node.name.value: node for node in facts.functions if isinstance(node, cst.FunctionDef)}
    assert repetition_evidence(facts, defs["average_stress"]) == \
        "`average_stress` is called in a loop in calibrate.py"
    assert repetition_evidence(facts, defs["export"]) is None


def test_a_class_imported_under_a_compatibility_spelling_is_found_in_its_package(tmp_path):
    """Files are screened by the identifiers they spell before they are parsed; Python reads identifiers in NFKC
    form, so `\uff30ump` imports `Pump` (here from the package, not naming its module) and its loop is evidence. A
    file that imports neither the class nor its module says nothing, whatever it calls in a loop."""
    from jaxlint.analysis.from_ast import SourceLocator
    from jaxlint.analysis.run_frequency import repetition_evidence

    package = tmp_path / "hydraulics"
    package.mkdir()
    (package / "__init__.py").write_text("from .pumps import Pump\n")
    (package / "pumps.py").write_text(textwrap.dedent("""
        class Pump:
            def run_cycle(self, pressure):
                pass

            def drain(self, pressure):
                pass
    """))
    (package / "bench.py").write_text(textwrap.dedent("""
        class Valve:
            def drain(self, pressure):
                pass

        valve = Valve()
        for step in range(10):
            valve.drain(step)
    """))
    (package / "simulate.py").write_text(textwrap.dedent("""
        from . import \uff30ump

        def cycle_until_dry(pump_count):
            pump = \uff30ump()
            while pump_count:
                pump.run_cycle(3.0)
                pump_count -= 1
    """), encoding="utf-8")
    path = package / "pumps.py"
    module = cst.parse_module(path.read_text())
    facts = ModuleFacts(module, path=str(path), locator=SourceLocator(module, path.read_text()))
    defs = {node.name.value: node for node in facts.functions if isinstance(node, cst.FunctionDef)}
    assert repetition_evidence(facts, defs["run_cycle"]) == "`run_cycle` is called in a loop in simulate.py"
    assert repetition_evidence(facts, defs["drain"]) is None


@pytest.mark.parametrize("use,inlined", [
    ("scan(partial(body, shift=1), init, xs)", True),
    ("jax.lax.fori_loop(0, 3, body, init)", True),
    ("scan(body, init, xs)\n                body(init, xs[0], 0)", False),
    ("jax.vmap(body)(init, xs, xs)", False),
    ("steps.append(partial(body, shift=1))", False),
])
def test_a_jitted_def_only_a_lax_loop_runs_is_inlined_into_its_program(use, inlined):
    from jaxlint.analysis.run_frequency import called_only_in_traced_code

    source = textwrap.dedent(f"""
        from functools import partial

        import jax
        from jax.lax import scan

        def compress(depth, init, xs, steps):
            for level in range(depth):
                @jax.jit
                def body(carry, x, shift=0):
                    return carry + x * level + shift, x
                {use}
        """)
    facts = ModuleFacts(cst.parse_module(source))
    assert called_only_in_traced_code(facts, _functions(facts)["compress"], "body", handed_to_loops=True) is inlined
    assert not called_only_in_traced_code(facts, _functions(facts)["compress"], "body")


@pytest.mark.parametrize("made_by,evidence", [
    ("solver = Solver(params)", None),
    ("for _ in range(rounds):\n        solver = Solver(params)",
     "`Agent` objects are made in a loop at line 10 of `Solver`'s constructor, and `Solver` objects are made in a "
     "loop at line 14"),
    # A loop outside constructors: the first line making one, as before.
    ("agents = [Agent(p) for p in params]", "`Agent` objects are made in a loop at line 10"),
])
def test_objects_a_constructor_makes_per_part_are_made_again_only_with_it(made_by, evidence):
    from jaxlint.analysis.from_ast import SourceLocator
    from jaxlint.analysis.run_frequency import repetition_evidence

    source = textwrap.dedent("""
        import jax

        class Agent:
            def __init__(self, params):
                self.policy = jax.jit(lambda x: params * x)

        class Solver:
            def __init__(self, params):
                self.agents = [Agent(p) for p in params]

        def run(params, rounds):
            {made_by}
        """).replace("{made_by}", made_by)
    module = cst.parse_module(source)
    facts = ModuleFacts(module, locator=SourceLocator(module, source))
    assert repetition_evidence(facts, _functions(facts)["Agent.__init__"]) == evidence


def test_values_a_loop_body_computes_from_its_variables_change_every_iteration():
    from jaxlint.analysis.run_frequency import values_derived_per_iteration

    module = cst.parse_module(textwrap.dedent('''
        for iteration, batch in enumerate(batches):
            beta = anneal_beta(iteration, beta_max, warmup)
            scale = 2.0 * beta
            warming_up = iteration < warmup
            chunk = min(size, total - iteration)
            fixed = beta_max
            width = batch["inputs"].shape[1]
            step(batch, beta=beta)
    '''))
    loop = module.body[0]
    # Only a call handed the loop variable is a schedule (`beta`); what is read out of the item or computed from a
    # schedule by arithmetic (`scale`) is left alone.
    assert values_derived_per_iteration(loop) == frozenset({"beta"})


@pytest.mark.parametrize("loop_text,literal", [
    ("for dtype in (jnp.float32, jnp.float64): pass", True),
    ("for dtype, tol in zip([np.float32, np.complex128], [1e-5, 1e-12]): pass", True),
    ('for dtype in ("float32", "bfloat16"): pass', True),
    ("for x in (states[0], states): pass", False),
    ("for layer in (model.encoder, model.decoder): pass", False),
])
def test_a_display_of_dtypes_is_a_sweep_of_literals(loop_text, literal):
    from jaxlint.analysis.run_frequency import sweeps_literals

    loop = cst.parse_module(loop_text + "\n").body[0]
    assert sweeps_literals(loop, None) is literal


SELECTIONS = textwrap.dedent('''
    import numpy as np

    def kept_indices(modes, bands):
        for band in bands:
            keep = np.nonzero(np.abs(modes) <= band)[0]
            kept = modes[keep]
            start = np.zeros(len(kept))

    def masked(modes, bands):
        for band in bands:
            kept = modes[(np.abs(modes) <= band) & (modes != 0)]

    def batch_indices(data, batches):
        for index in batches:
            rows = data[index]
            start = np.zeros(len(rows))

    def equal_to_item(labels, data, classes):
        for label in classes:
            rows = data[np.where(labels == label, 1, 0)]

    def fixed_threshold(modes, seeds, band):
        for seed in seeds:
            kept = modes[np.abs(modes) <= band]
            start = np.zeros(len(kept))
''')


@pytest.mark.parametrize("function,sized", [
    ("kept_indices", {"kept", "start"}), ("masked", {"kept"}), ("batch_indices", set()),
    ("equal_to_item", set()), ("fixed_threshold", set())])
def test_arrays_selected_by_a_threshold_the_item_sets(function, sized):
    from jaxlint.analysis.run_frequency import item_sized_arrays

    module = cst.parse_module(SELECTIONS)
    facts = ModuleFacts(module)
    definition = next(s for s in module.body if isinstance(s, cst.FunctionDef) and s.name.value == function)
    loop = next(s for s in definition.body.body if isinstance(s, cst.For))
    assert set(item_sized_arrays(facts, loop).names) == sized


def _loops_down_to_call(function: cst.FunctionDef) -> tuple[list[cst.CSTNode], cst.Call]:
    """The loops from the function's body down to its one call of `embed`, outermost first, and that call."""
    loops: list[cst.CSTNode] = []
    node: cst.CSTNode = function
    while True:
        body = node.body.body if isinstance(node, (cst.FunctionDef, cst.For)) else ()
        inner = next((s for s in body if isinstance(s, cst.For)), None)
        if inner is None:
            break
        loops.append(inner)
        node = inner
    call = next(n for n in walk_calls(node) if isinstance(n.func, cst.Name) and n.func.value == "embed")
    return loops, call


def walk_calls(node: cst.CSTNode) -> list[cst.Call]:
    from jaxlint.analysis.walk import subtree

    return [n for n in subtree(node) if isinstance(n, cst.Call)]


NAMED_ITEMS = textwrap.dedent('''
    def over_names(model, batches):
        for sensor_name in model.sensor_names:
            for batch in batches:
                embed(batch, sensor_name)

    def by_index(model, batches_by_sensor):
        for idx in range(len(batches_by_sensor)):
            for batch in batches_by_sensor[idx]:
                embed(batch, model.sensor_names[idx])

    def zipped(spectra, sensor_names):
        for spectrum, sensor_name in zip(spectra, sensor_names):
            embed(spectrum, sensor_name)

    def counted(batch, steps):
        for step_name in range(steps):
            embed(batch, step_name)

    def stepped(batch, steps):
        for step in range(steps):
            embed(batch, step)

    def renamed_inside(model, batches):
        for sensor_name in model.sensor_names:
            for batch in batches:
                sensor_name = batch.label
                embed(batch, sensor_name)
''')


@pytest.mark.parametrize("function,named", [
    ("over_names", True), ("by_index", True), ("zipped", True), ("counted", False), ("stepped", False),
    ("renamed_inside", False)])
def test_a_named_item_of_a_collection_takes_the_collection_s_names_only(function, named):
    from jaxlint.analysis.run_frequency import named_item

    module = cst.parse_module(NAMED_ITEMS)
    definition = next(s for s in module.body if isinstance(s, cst.FunctionDef) and s.name.value == function)
    loops, call = _loops_down_to_call(definition)
    assert named_item(call.args[1].value, loops) is named


CLOSURE_LOOPS = textwrap.dedent('''
    def traces(farm, record):
        def over_record(curve):
            return curve(record)

        for turbine in farm.turbines:
            def power(wind, current=turbine):
                return current.power(wind)

            print(turbine.name, over_record(power))

    def gusts(farm, record, samples):
        def over_record(curve):
            return curve(record)

        for gust in samples:
            def power(wind, offset=gust):
                return wind + offset

            print(gust.shape, over_record(power))
''')


@pytest.mark.parametrize("caller,new_code", [("traces", True), ("gusts", False)])
def test_a_def_closing_over_an_object_item_is_new_code_per_item(caller, new_code):
    from jaxlint.analysis.ast_nodes import loops_hand_new_code

    tree = ast.parse(CLOSURE_LOOPS)
    function = next(s for s in tree.body if isinstance(s, ast.FunctionDef) and s.name == caller)
    assert loops_hand_new_code(ast.Module(body=[function], type_ignores=[]), "over_record", 0, "curve") is new_code


CONFIGURATION_LOOPS = textwrap.dedent('''
    def per_backend(configs, data):
        for rate, damped in configs:
            for backend in ("numpy", "jax"):
                timeit(lambda backend=backend: simulate(Pendulum, rate, damped, data, backend=backend), number=1)
            timeit(lambda: simulate(Pendulum, rate, damped, data), number=1)

    def per_preset(data):
        return {name: simulate(Pendulum, rate, damped, data) for name, (rate, damped) in PRESETS.items()}

    def every_hour(data, hours):
        for _ in range(hours):
            simulate(Pendulum, 0.5, True, data)

    def per_step(data, steps):
        return [simulate(Pendulum, 0.5 * 0.9 ** step, True, data) for step in range(steps)]

    def kept_for_later(configs, data):
        jobs = []
        for rate, damped in configs:
            jobs.append(lambda: simulate(Pendulum, rate, damped, data))
        return jobs
''')


@pytest.mark.parametrize("caller,new_configuration", [
    ("per_backend", True), ("per_preset", True), ("every_hour", False), ("per_step", False),
    ("kept_for_later", False)])
def test_loops_over_configurations_hand_each_call_a_new_one(caller, new_configuration):
    """A lambda handed to a call in the loop (timeit) sees the loop's items, by default or closure; a loop counting
    steps hands none, nor does a lambda kept for later (it reads the last item)."""
    from jaxlint.analysis.ast_nodes import loops_hand_new_configurations

    tree = ast.parse(CONFIGURATION_LOOPS)
    function = next(s for s in tree.body if isinstance(s, ast.FunctionDef) and s.name == caller)
    slots = [(1, "rate"), (2, "damped"), (4, "backend")]
    assert loops_hand_new_configurations(ast.Module(body=[function], type_ignores=[]), "simulate", slots,
                                         over_items=True) is new_configuration


BUILT_FROM_PARAMETERS = textwrap.dedent('''
    import jax

    def simulate(model_class, rate, damped: bool, data, backend: str = "numpy"):
        if model_class is Pendulum:
            model = Pendulum(rate, damped, backend=backend)
        else:
            model = model_class(rate, damped)
        scale = 2.0 * rate
        step = jax.jit(jax.vmap(model.advance))
        return [step(batch) * scale for batch in data]

    def simulate_closure(levels: int, data):
        model = Pendulum(levels, True)

        def energy(state):
            return model.energy(state)

        total = jax.jit(jax.grad(energy))
        return [total(batch) for batch in data]

    def simulate_flagged(rate, damped, data):
        model = Pendulum(rate, damped)
        advance = jax.jit(model.advance if damped else model.free)
        return [advance(batch) for batch in data]

    def simulate_noise(noise, data):
        if noise.shape[-1] != data.shape[-1]:
            noise = noise[..., : data.shape[-1]]
        operator = NoiseOperator(noise)
        whiten = jax.jit(jax.vmap(operator.whiten))
        return [whiten(batch) for batch in data]

    def simulate_data(rate, data):
        offset = jax.numpy.asarray(rate)
        shift = jax.jit(lambda x: x + offset)
        return [shift(batch) for batch in data]
''')


@pytest.mark.parametrize("function,configuring", [
    ("simulate", {"model_class", "damped", "backend"}), ("simulate_closure", {"levels"}),
    ("simulate_flagged", {"damped"}), ("simulate_noise", set()), ("simulate_data", set())])
def test_python_settings_building_the_object_a_jit_runs_configure_its_program(function, configuring):
    """A class called, a flag tested, a parameter annotated as a flag, a name or a size: settings; an array (tested
    only through its shape) or an unannotated number: data a jit could take as an argument."""
    from jaxlint.analysis.lax_loops import _parameters_building_objects

    module = cst.parse_module(BUILT_FROM_PARAMETERS)
    definition = next(s for s in module.body if isinstance(s, cst.FunctionDef) and s.name.value == function)
    parameters = {param.name.value for param in definition.params.params}
    # The code compiled: the body (its jit and the defs it makes), as the rule hands the jit's target and its defs.
    assert _parameters_building_objects(definition, [definition.body], parameters) == configuring


FUNCTION_ITEMS = textwrap.dedent('''
    def listed(signal, passes):
        responses = [partial(shelf, slope=slope) for slope in SLOPES]
        for _ in range(passes):
            for response in responses:
                embed(signal, response)

    def indexed(signal, responses, passes):
        responses = [jax.jit(response) for response in responses]
        for _ in range(passes):
            for i in range(len(responses)):
                embed(signal, responses[i])

    def handed(signal, responses, passes):
        for _ in range(passes):
            for response in responses:
                embed(signal, response)

    def rebuilt(signal, passes):
        for _ in range(passes):
            responses = [partial(shelf, slope=slope) for slope in SLOPES]
            for response in responses:
                embed(signal, response)

    def registry(signal, shelves, passes):
        responses = {name: partial(shelf, slope=slope) for name, slope in shelves.items()}
        for _ in range(passes):
            for label, response in responses.items():
                embed(signal, response)

    def numbers(signal, passes):
        gains = [0.1 * k for k in range(4)]
        for _ in range(passes):
            for gain in gains:
                embed(signal, gain)
''')


@pytest.mark.parametrize("function,item", [
    ("listed", True), ("indexed", True), ("registry", True), ("handed", False), ("rebuilt", False),
    ("numbers", False)])
def test_an_item_of_functions_built_before_the_loops_is_the_same_object_every_pass(function, item):
    from jaxlint.analysis.run_frequency import function_item

    module = cst.parse_module(FUNCTION_ITEMS)
    definition = next(s for s in module.body if isinstance(s, cst.FunctionDef) and s.name.value == function)
    loops, call = _loops_down_to_call(definition)
    makes_function = (lambda value: isinstance(value, cst.Call) and isinstance(value.func, (cst.Name, cst.Attribute))
                      and cst.Module([]).code_for_node(value.func) in ("partial", "jax.jit"))
    assert function_item(call.args[1].value, loops, definition, makes_function) is item


SELF_LOOPS = textwrap.dedent('''
    class Trainer:
        def __init__(self, sizes):
            for size in sizes:
                self.build(size)

        def build(self, size):
            return size

        def validate(self, params):
            return params

        def fit(self, params, epochs):
            history = []
            for _ in range(epochs):
                history.append(self.validate(params))
            return history

        def sweep(self, params):
            return [self.report(precision) for precision in ("float32", "float64")]

        def report(self, precision):
            return precision
''')


@pytest.mark.parametrize("method,expected", [
    ("validate", ("fit", 16)),   # once per epoch
    ("build", None),             # the constructor's loop goes over the object's configuration
    ("report", None),            # a sweep over written configurations, each handed on
    ("fit", None),
])
def test_a_method_called_through_self_in_a_loop_of_another_method(method, expected):
    from jaxlint.analysis.once_callers import self_call_in_a_loop

    assert self_call_in_a_loop(ast.parse(SELF_LOOPS), "Trainer", method) == expected


def test_a_loops_state_unpacked_from_a_call_is_a_value_not_a_configuration():
    """`q, n = ik.solve(q, jnp.array(target))` over written points: `q` is the loop's state, no object built from
    the point, so the call hands on no configuration."""
    from jaxlint.analysis.once_callers import configuration_names

    loop = ast.parse(textwrap.dedent('''
        for target in ([1.2, 1.0], [0.5, 1.5]):
            q, iterations = ik.solve(q, jnp.array(target))
    ''')).body[0]
    assert configuration_names(loop, {}) == frozenset({"iterations"})


def test_a_call_in_a_lambda_reads_the_names_of_the_function_around_it():
    from jaxlint.analysis.ast_nodes import plain_name_calls

    source = textwrap.dedent('''
        def main(keys):
            env = Env()
            return jax.vmap(lambda key: rollout(env, key))(keys)

        def shadowed(keys, env):
            return jax.vmap(lambda env: rollout(env, 0))(keys)
    ''')
    tree = ast.parse(source)
    calls = plain_name_calls(tree, source)
    scopes = [scope.name if scope is not None else None for _, scope in calls.calls("rollout")]
    assert scopes == ["main", None]
    assert calls.instances(calls.in_scopes("rollout")[0][1]) == {"env": "Env"}


@pytest.mark.parametrize("axes,passed,kept", [
    ("(0, None, 0)", 3, True),        # exactly three positional arguments; keywords are mapped
    ("[0] + [None] * 2", 3, True),
    ("0", None, True),
    ("(0, *rest)", None, False),      # where later arguments land is not known
])
def test_spelled_out_in_axes_keep_the_python_defaults_past_them(axes, passed, kept):
    from jaxlint.analysis.tables import WRAPPERS
    from jaxlint.analysis.wrappers import parse_static_spec

    spec = parse_static_spec(WRAPPERS["jax.vmap"], {"in_axes": cst.parse_expression(axes)})
    assert (spec.passed, spec.scalar_defaults_kept) == (passed, kept)
