"""Direct questions to the analysis on small sources: which functions are traced and why, which parameters are
static, which expressions are tracers, what a call or a free name resolves to. A failure here names the fact that
broke (the rule and fixture tests only say that a finding changed)."""

from __future__ import annotations

import os
import textwrap
from dataclasses import replace
from typing import Optional

import libcst as cst
import pytest

from jaxlint.analysis.from_ast import SourceLocator
from jaxlint.analysis.imports import ImportMap
from jaxlint.analysis.module import ExternalCall, ModuleFacts, StaticCallable, TracedFunction
from jaxlint.analysis.objects import size_arguments
from jaxlint.analysis.project import ProjectFacts
from jaxlint.analysis.values import STATIC, Evaluator, Value, certain_tracer_key, merge


def _facts(source: str) -> ModuleFacts:
    return ModuleFacts(cst.parse_module(textwrap.dedent(source)))


def _traced(facts: ModuleFacts, name: str) -> TracedFunction:
    found = [traced for traced in facts.traced.values() if traced.info.name == name]
    assert len(found) == 1, f"{name} traced {len(found)} times"
    return found[0]


def _function(facts: ModuleFacts, name: str) -> cst.FunctionDef:
    return next(node for node in facts.functions if isinstance(node, cst.FunctionDef) and node.name.value == name)


def _expression(facts: ModuleFacts, code: str) -> cst.BaseExpression:
    """The first expression of the module whose code is `code`."""
    found: list[cst.BaseExpression] = []

    class Finder(cst.CSTVisitor):
        def on_visit(self, node: cst.CSTNode) -> bool:
            if not found and isinstance(node, cst.BaseExpression) and facts.module.code_for_node(node) == code:
                found.append(node)
            return not found

    facts.module.visit(Finder())
    assert found, f"no expression `{code}`"
    return found[0]


def _traced_value(source: Optional[str], defaulted: bool = False, **flags) -> Value:
    return Value(traced=True, source=source, defaulted=defaulted, **flags)


ROOTS = """
    import functools
    import jax
    import jax.numpy as jnp


    @functools.partial(jax.jit, static_argnames=("n",))
    def step(x, n, scale=1.0):
        y = x * scale
        for _ in range(n):
            y = helper(y)
        return y.shape[0] + y


    def helper(v):
        return jnp.sin(v)


    def untouched(a):
        return a


    def body(i, carry):
        return carry + i


    def run(x):
        return jax.lax.fori_loop(0, 3, body, x)


    compiled = jax.jit(run)
"""


def test_which_functions_are_traced_roots_and_why():
    facts = _facts(ROOTS)
    assert {t.info.name: (t.root, t.reason) for t in facts.traced.values()} == {
        "step": (True, "jax.jit"),
        "run": (True, "jax.jit"),
        "body": (True, "lax.fori_loop body"),
        "helper": (False, "called from traced `step`"),
    }
    assert facts.traced_function(_function(facts, "untouched")) is None


def test_static_argnames_are_static_and_an_unpassed_default_is_traced_only_once_passed():
    step = _traced(_facts(ROOTS), "step")
    assert step.static_params == {"n"}
    assert step.params == {"x": _traced_value("x"), "scale": _traced_value("scale", defaulted=True)}


def test_a_helper_gets_the_values_of_its_arguments_and_a_lax_body_all_traced():
    facts = _facts(ROOTS)
    assert _traced(facts, "helper").params == {"v": _traced_value("v")}
    assert _traced(facts, "helper").entered_from == [_function(facts, "step")]
    assert _traced(facts, "body").params == {"i": _traced_value("i", array_leaves=True),
                                             "carry": _traced_value("carry", array_leaves=True)}


def test_which_expressions_hold_tracers():
    facts = _facts(ROOTS)
    assert facts.value_of(_expression(facts, "x * scale")).traced
    assert facts.value_of(_expression(facts, "y.shape[0]")) == STATIC
    assert facts.value_of(_expression(facts, "range(n)")) == Value(sequence=True)   # indexing it needs an int
    assert facts.traced_names(_expression(facts, "y.shape[0] + y")) == ["y"]


def test_jit_sites_and_static_callables():
    facts = _facts(ROOTS)
    sites = sorted((site.wrapper_label, site.target_kind, facts.jit_target_name(site))
                   for site in facts.jit_sites.values())
    assert sites == [("jax.jit", "named", "run"), ("jax.jit", "named", "step")]
    assert facts.static_callables == {"step": StaticCallable(frozenset({1}), frozenset({"n"}), "step")}


def test_jit_sites_name_what_makes_a_new_function_each_time():
    facts = _facts("""
        import functools
        import jax


        def train(xs, scale):
            def loss(x):
                return x * scale
            for x in xs:
                jax.jit(lambda v: v + 1)(x)
                jax.jit(loss)(x)
                jax.jit(functools.partial(loss))(x)
    """)
    assert sorted((site.target_kind, facts.jit_target_name(site)) for site in facts.jit_sites.values()) == [
        ("lambda", "lambda"), ("local_def", "loss"), ("partial", "functools.partial(loss)")]
    assert facts.jit_aliases_of(_function(facts, "loss")) == []


def test_equinox_transforms_of_a_def_outside_the_loop_are_equal_across_its_iterations():
    # equinox's transforms are Modules compared by their fields, and filter_jit caches on that equality: rebuilt
    # every epoch around the same `forward` they compile once per call of `fit`; a Module's bound method is a pytree
    # whose arrays are traced, equal for every instance of the same structure. jax's own transforms, a lambda and
    # a def inside the loop are new functions every time.
    facts = _facts("""
        import equinox as eqx
        import jax


        class Score(eqx.Module):
            weights: jax.Array

            def aux(self, x):
                return x @ self.weights


        class Plain:
            def aux(self, x):
                return x


        def fit(model, batches, weights):
            def forward(model, x):
                return model(x).sum()
            for x in batches:
                eqx.filter_jit(eqx.filter_value_and_grad(forward))(model, x)
                eqx.filter_jit(eqx.filter_grad(lambda m, v: forward(m, v)))(model, x)
                jax.jit(jax.value_and_grad(forward))(model, x)
                def scaled(model, x):
                    return forward(model, x) * 2.0
                eqx.filter_jit(eqx.filter_vmap(scaled))(model, x)
            score = Score(weights)
            eqx.filter_jit(score.aux)(x)
            plain = Plain()
            eqx.filter_jit(plain.aux)(x)
    """)
    assert sorted((site.target_kind, facts.jit_target_name(site)) for site in facts.jit_sites.values()) == [
        ("equal_within_call", "eqx.filter_value_and_grad(forward)"), ("method", "plain.aux"),
        ("transform", "eqx.filter_grad(lambda m, v: forward(m, v))"), ("transform", "eqx.filter_vmap(scaled)"),
        ("transform", "jax.value_and_grad(forward)"), ("value_equal", "score.aux")]


def test_a_transform_stored_on_self_that_no_code_reads_never_runs(tmp_path):
    # `self.vec_delta = jax.vmap(delta)` read by nothing (a comment does not run): `delta` runs only where the
    # method calls it itself, with concrete field ids. Read by any code, or spelled by another file of the package,
    # the stored vmap may run; so may a public attribute holding a method (`self.halved`): API for the class's users.
    (tmp_path / "pkg").mkdir()
    (tmp_path / "pkg" / "__init__.py").write_text("")
    (tmp_path / "pkg" / "driver.py").write_text("def run(mesh):\n    return mesh.vec_react(0.1, mesh.ids)\n")
    source = textwrap.dedent("""\
        import jax


        class Mesh:
            def diffuse(self, ids):
                def delta(field_id):
                    return field_id.item()
                self.vec_delta = jax.vmap(delta)
                # self.vec_delta(ids)
                return [delta(i) for i in ids]

            def scale(self, ids):
                def scaled(field_id):
                    return field_id * 2
                self.vec_scaled = jax.vmap(scaled)
                return self.vec_scaled(ids)

            def react(self, ids):
                def rate(field_id):
                    return field_id + 1
                self.vec_react = jax.vmap(rate)
                return ids

            def build(self):
                self.halved = jax.jit(self._halve)

            def _halve(self, ids):
                return ids * 0.5
        """)
    path = str(tmp_path / "pkg" / "mesh.py")
    (tmp_path / "pkg" / "mesh.py").write_text(source)
    module = cst.parse_module(source)
    facts = ModuleFacts(module, locator=SourceLocator(module, source), path=path)
    assert sorted(traced.info.name for traced in facts.traced.values()) == ["_halve", "rate", "scaled"]
    module = cst.parse_module(source)   # no file around it: nothing says which other code may read the attribute
    facts = ModuleFacts(module, locator=SourceLocator(module, source))
    assert sorted(traced.info.name for traced in facts.traced.values()) == ["_halve", "delta", "rate", "scaled"]


CLOSURES = """
    import jax
    import jax.numpy as jnp
    from .utils import normalize

    TABLE = [1, 2, 3]
    OFFSETS = jnp.arange(3)
    history = []


    @jax.jit
    def f(x, i):
        def inner(z):
            return z + x
        history.append(x)
        y = normalize(x, 2)
        return inner(y) + OFFSETS[i] + TABLE[0]
"""


def test_free_names_of_traced_code():
    facts = _facts(CLOSURES)
    f = _traced(facts, "f")
    # A module-level name bound only to list/tuple literals is a lookup table (`history = []` too, until rebound).
    assert facts.is_module_sequence(f, "TABLE") and facts.is_module_sequence(f, "history")
    assert not facts.is_module_sequence(f, "OFFSETS") and not facts.is_module_sequence(f, "x")
    assert facts.is_captured_jax_array(f, "OFFSETS") and not facts.is_captured_jax_array(f, "TABLE")
    assert facts.host_jax_arrays(facts.module) == frozenset({"OFFSETS"})
    assert facts.is_outer_container(f, "history") and not facts.is_outer_container(f, "OFFSETS")


def test_a_memo_lookup_gives_what_the_memo_stores_or_its_default_whatever_the_key():
    facts = _facts("""
        import jax

        _PLANS: dict = {}
        _SCALES = {}


        def cached(key, build):
            hit = _PLANS.get(key)
            if hit is not None:
                return hit
            plan = build()
            _PLANS[key] = plan
            return plan


        @jax.jit
        def f(x, sizes):
            plan = cached(("pairs", x), lambda: len(sizes))
            fallback = _SCALES.get("main", x.min())
            named = _SCALES.get("main")
            return plan, fallback, named
    """)
    f = _traced(facts, "f")
    # An annotated module dict is a container for the lookup; JXL202's question keeps to the unannotated ones.
    assert facts.is_outer_container(f, "_PLANS", annotated=True) and not facts.is_outer_container(f, "_PLANS")
    assert not f.bindings["plan"].traced and not f.bindings["named"].traced
    assert f.bindings["fallback"].traced   # the default, computed from the tracer, may be what `get` gives


def test_a_closure_sees_the_value_its_enclosing_trace_binds():
    facts = _facts(CLOSURES)
    inner = _traced(facts, "inner")
    assert (inner.root, inner.reason) == (False, "called from traced `f`")
    assert facts.closure_value(inner, "x") == _traced_value("x")
    assert facts.closure_value(inner, "TABLE") is None   # a module-level name, no enclosing trace binds it


def test_a_call_into_another_module_is_recorded_with_its_argument_values():
    facts = _facts(CLOSURES)
    # The literal `2` is a Python value that is no None: the other file's `if order is None:` is decided there.
    assert list(facts.external_calls) == [
        ExternalCall(level=1, target="utils.normalize", positional=(Value(traced=True), Value(not_none=True)),
                     keywords=(), starred=False)]


def test_a_copy_of_a_filtered_module_keeps_its_python_fields_static_and_holds_the_tracers_it_was_given():
    facts = _facts("""
        import dataclasses

        import equinox as eqx
        import jax
        import jax.numpy as jnp


        class World(eqx.Module):
            gravity: jax.Array
            batch_dim: int
            drag: float

            def replace(self, **changes):
                return dataclasses.replace(self, **changes)

            def _with_drag(self, drag):
                return self.replace(drag=drag)

            @eqx.filter_jit
            def step(self, x):
                moved = self.replace(gravity=jnp.tanh(x))
                tilted = eqx.tree_at(lambda w: (w.gravity, w.batch_dim), self, (jnp.tanh(x), x.shape[0]))
                self = self._with_drag(jnp.sum(x))
                return moved.batch_dim, tilted.batch_dim, self.drag
    """)
    assert _traced(facts, "_with_drag").params["self"] == _traced_value("self", filtered=True, opaque=True)
    moved = facts.value_of(_expression(facts, "moved.batch_dim"))
    assert moved == STATIC
    copy = facts.value_of(_expression(facts, "self.replace(gravity=jnp.tanh(x))"))
    assert (copy.filtered, [name for name, _ in copy.field_values]) == (True, ["gravity"])
    assert copy.known_field("gravity") == _traced_value("self.gravity")
    assert copy.known_field("batch_dim") is None   # what the class makes it: a Python int
    # A tuple replacing two fields holds a tracer: both are suspect.
    tilted = facts.value_of(_expression(facts, "tilted.batch_dim"))
    assert tilted.traced
    # `self = self._with_drag(...)` is what the method returns: the copy whose `drag` holds a tracer.
    assert facts.value_of(_expression(facts, "self.drag")).traced


def test_an_nnx_module_merged_in_a_jitted_step_keeps_plain_attributes_static_and_its_variables_traced():
    facts = _facts("""
        import jax
        import jax.numpy as jnp
        from flax import nnx


        class Tagger(nnx.Module):
            def __init__(self, vocab, width, *, rngs):
                self.vocab = vocab
                self.width = width
                self.embed = nnx.Embed(vocab, width, rngs=rngs)
                self.bias = nnx.Param(jnp.zeros(vocab))


        @jax.jit
        def step(graphdef, state, tokens):
            tagger, optimizer = nnx.merge(graphdef, state)
            return jnp.zeros((tokens.shape[0], tagger.width)), tagger.vocab, tagger.bias, tagger.bias[0]
    """)
    assert facts.value_of(_expression(facts, "nnx.merge(graphdef, state)")) == _traced_value(
        "graphdef", filtered=True, opaque=True)
    assert not facts.value_of(_expression(facts, "(tokens.shape[0], tagger.width)")).traced
    assert facts.value_of(_expression(facts, "tagger.vocab")) == STATIC
    assert facts.value_of(_expression(facts, "tagger.bias")) == _traced_value("bias")
    assert facts.value_of(_expression(facts, "tagger.bias[0]")).not_python_number


def test_a_property_called_in_traced_code_runs_its_getter_and_never_its_setter():
    facts = _facts("""
        from functools import partial

        import jax


        class Shaper:
            def __init__(self, curve):
                self.curve = curve

            @property
            def curve(self):
                return self._curve

            @curve.setter
            def curve(self, curve):
                self._curve = curve

            @partial(jax.jit, static_argnums=(0,))
            def __call__(self, x):
                return self.curve(x)
    """)
    getter = _traced(facts, "curve").node
    assert [d.decorator.value for d in getter.decorators] == ["property"]


def test_an_equinox_module_called_in_traced_code_has_its_method_traced_with_self_filtered():
    facts = _facts("""
        import equinox as eqx
        import jax


        class MLP(eqx.Module):
            weight: jax.Array
            depth: int = eqx.field(static=True)

            def __call__(self, x):
                return self.weight @ x


        @eqx.filter_jit
        def apply(model: MLP, x):
            return model(x)
    """)
    call = _traced(facts, "__call__")
    assert (call.root, call.reason) == (False, "called on a `MLP` instance in traced `apply`")
    assert call.params["self"] == _traced_value("self", filtered=True, opaque=True)
    assert facts.fields.static == frozenset({"depth"})
    assert facts.value_of(_expression(facts, "self.weight @ x")).traced


def test_a_field_annotated_as_a_list_or_tuple_stays_a_python_sequence_on_a_traced_module():
    facts = _facts("""
        from typing import List, Optional

        import equinox as eqx
        import jax


        class Stack(eqx.Module):
            layers: List[eqx.nn.Linear]
            widths: tuple
            scales: jax.Array
            gate: Optional[list] = None

            def __call__(self, i, x):
                return self.layers[i](x) * self.scales[i] + self.widths[0], self.gate


        @eqx.filter_jit
        def apply(model: Stack, i, x):
            return model(i, x)
    """)
    assert facts.fields.sequences == frozenset({"layers", "widths"})
    assert facts.value_of(_expression(facts, "self.layers")) == Value(sequence=True)
    assert facts.value_of(_expression(facts, "self.widths")) == Value(sequence=True)
    assert facts.value_of(_expression(facts, "self.scales")).traced
    assert facts.value_of(_expression(facts, "self.gate")) == STATIC


def test_a_record_field_annotated_as_a_container_or_none_has_a_python_truth_value_and_its_array_fields_do_not():
    facts = _facts("""
        from __future__ import annotations

        import dataclasses
        from typing import Optional, Sequence

        import jax


        @jax.tree_util.register_dataclass
        @dataclasses.dataclass
        class Aggregate:
            sums: dict[str, jax.Array]
            forbidden: Sequence[int] | None
            shapes: Optional[tuple]
            count: jax.Array
            weight: float | jax.Array

            @jax.jit
            def merge(self, other: Aggregate):
                return other.sums, other.forbidden, other.shapes, other.count, other.weight
    """)
    assert facts.fields.containers == frozenset({"sums", "forbidden", "shapes"})
    for field in ("sums", "forbidden", "shapes"):
        assert facts.value_of(_expression(facts, f"other.{field}")) == _traced_value(f"other.{field}", opaque=True)
    assert facts.value_of(_expression(facts, "other.count")) == _traced_value("other.count")
    assert facts.value_of(_expression(facts, "other.weight")) == _traced_value("other.weight")


def test_a_parameter_left_at_a_false_default_by_every_caller_is_falsy():
    facts = _facts("""
        import jax


        def check(x, validate=False):
            if validate:
                assert x.sum() > 0
            return x


        @jax.jit
        def f(x):
            return check(x)
    """)
    assert _traced(facts, "check").params["validate"].falsy


def test_runs_once_reason_says_why_a_function_runs_once():
    facts = _facts("""
        import jax


        def test_step():
            jax.jit(lambda x: x)(1)


        def step(x):
            return jax.jit(lambda v: v)(x)
    """)
    assert facts.runs_once_reason(_function(facts, "test_step")) == "it is a test, run once per case"
    assert facts.runs_once_reason(_function(facts, "step")) is None


# --- the evaluator alone --------------------------------------------------------------------------------------------

def _evaluate(code: str, **names: Value) -> Value:
    module = cst.parse_module(f"import jax.numpy as jnp\n{code}\n")
    expression = module.body[-1].body[0].value   # type: ignore[attr-defined]
    return Evaluator(ImportMap.from_module(module), lambda name: names.get(name.value)).value(expression)


X = _traced_value("x")


@pytest.mark.parametrize("code, expected", [
    ("x + 1", X),
    ("x.shape[0]", STATIC),
    ("x.ndim == 2", STATIC),
    ("x is None", STATIC),
    ("len(xs)", STATIC),
    ("jnp.sin(x)", X),
])
def test_the_evaluator_on_one_expression(code, expected):
    assert _evaluate(code, x=X, xs=Value(sequence=True)) == expected


def test_the_index_update_helper_of_a_traced_array_is_known_through_a_local_name():
    facts = _facts("""
        import jax


        @jax.jit
        def splat(grid, rows, values):
            indexed = grid.at[rows]
            return indexed.max(values), grid.max(values)
    """)
    # `x.at[i]` and a name bound to it hand out scatters (`.max(v)` takes values); the array itself takes an axis.
    assert facts.value_of(_expression(facts, "grid.at[rows]")).index_update
    assert facts.value_of(_expression(facts, "indexed.max").value).index_update
    assert not facts.value_of(_expression(facts, "grid.max").value).index_update
    assert not _evaluate("x[0]", x=X).index_update


def test_a_nonlocal_a_lax_body_unpacks_is_scratch_when_the_loop_statement_rebinds_it():
    source = textwrap.dedent("""
        import jax
        import numpy as np


        def total_regret(payoff, steps):
            regret, other = np.zeros(3), np.zeros(3)

            @jax.jit
            def body(carry, _):
                nonlocal regret, other
                regret, step = carry
                other = regret * 2
                return (regret + payoff, step + 1), None

            (regret, step), _ = jax.lax.scan(body, (regret, 0), None, length=steps)
            return regret, other


        def leaky_regret(payoff, steps):
            regret = np.zeros(3)

            @jax.jit
            def body(carry, _):
                nonlocal regret
                regret, step = carry
                return (regret + payoff, step + 1), None

            _, steps_done = jax.lax.scan(body, (regret, 0), None, length=steps)
            return regret
    """)
    module = cst.parse_module(source)
    facts = ModuleFacts(module, locator=SourceLocator(module, source))   # the fact reads the whole file's text
    bodies = {traced.info.scope.name.value: traced for traced in facts.traced.values() if traced.info.name == "body"}
    scratch, leaky = bodies["total_regret"], bodies["leaky_regret"]
    assert facts.nonlocal_rebound_after_trace(scratch, "regret")
    # `other` is never rebound from the loop's outputs: what the function around reads is the trace's tracer.
    assert not facts.nonlocal_rebound_after_trace(scratch, "other")
    assert not facts.nonlocal_rebound_after_trace(leaky, "regret")


def test_an_attribute_a_lax_body_sets_is_scratch_when_each_scan_is_followed_by_its_assignment():
    source = textwrap.dedent("""
        import jax
        import jax.numpy as jnp


        class Thermostat:
            def __init__(self):
                self.level = jnp.float32(0.0)
                self.history = []

            def error(self, target):
                return target - self.level

            def _bounded(self, value):
                return jnp.clip(value, 0.0, 100.0)

            def loss(self, level, target):
                self.level = level
                return self.error(target) ** 2

            def step(self, level, target):
                return level - 0.1 * jax.grad(self.loss)(level, target)

            def settle(self, target, rounds):
                def body(level, _):
                    level = self.step(level, target)
                    return level, level

                final, trail = jax.lax.scan(body, self.level, None, length=rounds)
                final = self._bounded(final)
                self.level = final
                return trail

            def drift(self, target, rounds):
                def wander(level, _):
                    self.level = level
                    return level + self.error(target), level

                final, trail = jax.lax.scan(wander, self.level, None, length=rounds)
                self.history.append(self.level)
                self.level = final
                return trail
    """)
    module = cst.parse_module(source)
    facts = ModuleFacts(module, locator=SourceLocator(module, source))   # the fact reads the whole file's text
    target = _expression(facts, "self.level")
    # `loss` runs only through `step`, which only `body` calls, and `settle` assigns `self.level` right after the
    # scan running `body` (past a method that reads nothing of the object).
    assert facts.per_trace_scratch(_traced(facts, "loss"), target)
    # `drift` reads `self.level` into its history before it assigns the scan's result: the tracer is read.
    assert not facts.per_trace_scratch(_traced(facts, "wander"), target)


def test_an_attribute_assigned_from_the_result_is_scratch_only_when_a_transform_gives_the_result():
    source = textwrap.dedent("""
        from functools import partial

        import jax
        import jax.numpy as jnp


        class Regressor:
            def __init__(self):
                self.weights = jnp.zeros(3)

            def step(self, xs, ys):
                loss, grad = jax.value_and_grad(lambda w: jnp.mean((xs @ w - ys) ** 2))(self.weights)
                self.weights = self.weights - 0.1 * grad
                return loss, self.weights

            def update(self, xs, ys):
                loss, grad = jax.value_and_grad(lambda w: jnp.mean((xs @ w - ys) ** 2))(self.weights)
                self.weights = self.weights - 0.1 * grad
                return loss, self.weights

            @partial(jax.jit, static_argnums=0)
            def epoch(self, xs, ys):
                self.weights = self.weights - 0.1 * jax.grad(lambda w: jnp.mean((xs @ w - ys) ** 2))(self.weights)
                return self.weights

            def fit(self, xs, ys):
                for _ in range(3):
                    loss, self.weights = jax.jit(self.step)(xs, ys)
                return loss

            def solve(self, xs, ys):
                self.weights = self.epoch(xs, ys)

            def train(self, xs, ys):
                for _ in range(3):
                    loss, self.weights = self.update(xs, ys)
                return loss


        def run(xs, ys):
            model = Regressor()
            return jax.jit(model.train)(xs, ys)
    """)
    module = cst.parse_module(source)
    facts = ModuleFacts(module, locator=SourceLocator(module, source))   # the fact reads the whole file's text
    target = _expression(facts, "self.weights")
    # `fit` replaces what `step`'s trace stored with what the compiled step returns: concrete values; so does
    # `solve` with what the jit-decorated `epoch` returns.
    assert facts.per_trace_scratch(_traced(facts, "step"), target)
    assert facts.per_trace_scratch(_traced(facts, "epoch"), target)
    # `train` runs in the same trace as `update`: what it assigns from the plain call is the same tracer.
    assert not facts.per_trace_scratch(_traced(facts, "update"), target)


def test_a_helper_the_files_untraced_code_also_calls_runs_untraced_too():
    source = textwrap.dedent("""
        import jax
        import jax.numpy as jnp


        def load():
            return jnp.ones(3)


        def scale(x):
            return x * 2


        def train():
            return load().sum()


        @jax.jit
        def evaluate(w):
            return scale(w) + load()
    """)
    module = cst.parse_module(source)
    facts = ModuleFacts(module, locator=SourceLocator(module, source))   # the fact reads the whole file's text
    assert facts.also_runs_untraced(_traced(facts, "load"))
    assert not facts.also_runs_untraced(_traced(facts, "scale"))      # only the jitted `evaluate` calls it
    assert not facts.also_runs_untraced(_traced(facts, "evaluate"))   # a root: what runs it is the jit


def test_a_tree_map_of_a_shape_function_gives_python_values():
    import_jax = "import jax\n"
    assert not _evaluate(import_jax + "jax.tree.map(jnp.shape, x)", x=X).traced
    assert not _evaluate(import_jax + "jax.tree_util.tree_map(jnp.ndim, x)", x=X).traced
    assert _evaluate(import_jax + "jax.tree.map(jnp.sin, x)", x=X).traced


def test_a_list_a_class_keeps_on_self_is_a_python_list_in_its_jitted_method():
    source = textwrap.dedent("""
        import functools

        import jax
        import jax.numpy as jnp


        class Solver:
            def __init__(self, sizes):
                self.regrets = [jnp.zeros(size) for size in sizes]
                self.scale = jnp.ones(3)

            @functools.partial(jax.jit, static_argnums=(0,))
            def _step(self, regrets, scale):
                return regrets, scale

            def step(self):
                self.regrets, _ = self._step(self.regrets, self.scale)
    """)
    module = cst.parse_module(source)
    facts = ModuleFacts(module, locator=SourceLocator(module, source))   # the fact reads the whole file's text
    params = _traced(facts, "_step").params
    assert params["regrets"].traced and params["regrets"].sequence
    assert params["scale"].traced and not params["scale"].sequence   # bound to an array, not a list


def test_a_comparison_of_a_tracer_is_a_traced_mask():
    value = _evaluate("x > 0", x=X)
    assert value.traced and value.mask


@pytest.mark.parametrize("code, mask", [
    ("~jnp.eye(3, dtype=bool)", True),
    ("jnp.ones(3, dtype=jnp.bool_)", True),
    ("jnp.zeros(3, dtype='bool')", True),
    ("x.astype(bool)", True),
    ("jnp.eye(3)", False),
    ("jnp.ones(3, dtype=jnp.float32)", False),
    ("x.astype(jnp.int32)", False),
])
def test_a_jnp_array_of_the_boolean_dtype_is_a_traced_mask(code, mask):
    """Made in traced code, `jnp.eye(n, dtype=bool)` is a tracer by omnistaging (indexing with it raises
    NonConcreteBooleanIndexError under jit, checked under jax 0.10.2); another dtype makes no mask."""
    value = _evaluate(code, x=X)
    assert value.traced and value.mask is mask


def test_an_item_of_an_untraced_value_at_a_tracer_is_a_tracer():
    """`self.log_probs[tokens]` with `self` static: a staged gather when the table is a jax array (any other table
    raises there instead); a Python index, a tuple key (a dict's key of several parts) or a plain name's item (a NumPy
    array the function computed itself) stays static."""
    assert _evaluate("model.table[x]", x=X, model=STATIC).traced
    assert not _evaluate("model.table[0]", x=X, model=STATIC).traced
    assert not _evaluate("model.table[(x, 1)]", x=X, model=STATIC).traced
    assert not _evaluate("table[x]", x=X, table=STATIC).traced
    # An array's `.at` updater indexes the array itself: a static array stays what its own value says (concrete
    # under an un-jitted `vmap` that leaves it unmapped).
    assert not _evaluate("indices.at[x]", x=X, indices=STATIC).traced


def test_a_record_field_named_size_is_its_leaf_not_an_array_size():
    facts = _facts("""
        from typing import NamedTuple

        import jax
        import jax.numpy as jnp


        class Buffer(NamedTuple):
            items: jax.Array
            size: jax.Array


        @jax.jit
        def filled(buffer: Buffer):
            return jnp.arange(buffer.size), buffer.items.size
    """)
    field = facts.value_of(_expression(facts, "buffer.size"))
    assert field.traced and field.not_python_number
    assert not facts.value_of(_expression(facts, "buffer.items.size")).traced


def test_a_loop_test_sees_the_mask_its_body_binds():
    """`done = False` before the loop, `done = position >= goal` in its body: from the second test on, the loop
    tests a boolean array (JXL101 reports `while not done:` for it)."""
    facts = _facts("""
        import jax


        @jax.jit
        def steps_to_goal(position, goal):
            done = False
            while not done:
                position = position + 0.5
                done = position >= goal
            return position
    """)
    negation = _expression(facts, "not done")
    value = facts.value_of(negation.expression)  # type: ignore[attr-defined]
    assert value.traced and value.mask and not value.opaque



def test_a_dtype_comparison_of_jax_dtypes_helpers_is_a_python_bool():
    """`jax.dtypes.result_type(*leaves) == jax.dtypes.canonicalize_dtype(jnp.float64)` compares two numpy dtypes (a
    Python bool at trace time, after varipeps' real/complex switch), so `if not real:` decides nothing at run time;
    a mask bound the same way stays a bool test on a tracer."""
    facts = _facts("""
        import jax
        import jax.numpy as jnp


        @jax.jit
        def solve(x, y):
            real = jax.dtypes.result_type(*jax.tree.leaves((x, y))) == jax.dtypes.canonicalize_dtype(jnp.float64)
            positive = x > 0
            if not real:
                x = x + 1j * y
            return x, not positive
    """)
    real = facts.value_of(_expression(facts, "not real").expression)  # type: ignore[attr-defined]
    assert not real.traced
    positive = facts.value_of(_expression(facts, "not positive").expression)  # type: ignore[attr-defined]
    assert positive.traced and positive.mask

OBJECTS_ON_SELF = """
    import jax
    import jax.numpy as jnp
    import numpy as np


    def make_schedule(peak):
        def schedule(step):
            return peak * step

        return schedule


    class Basis:
        def __init__(self, n):
            self.n = n
            self.modes = jnp.arange(n)
            self.host_modes = np.arange(n)
            self.schedule = make_schedule(0.1)
            self.apply = jax.jit(self._apply)

        @property
        def any_high(self):
            return jnp.any(self.modes > 2)

        @property
        def size(self):
            return self.modes.shape[0]

        def _apply(self, x, step):
            if self.any_high:
                x = x * self.size
            return x * self.schedule(step) + self.host_modes[0]


    class Handler:
        def __init__(self, key):
            self.key = key

        def next_key(self):
            self.key, sub = jax.random.split(self.key)
            return sub

        def __call__(self, shape):
            return draw(self, shape)


    def draw(handler, shape):
        return jax.random.normal(handler.next_key(), shape)


    @jax.jit
    def noise(key, x):
        return x + Handler(key)(x.shape)
"""


def test_jax_arrays_stored_on_self_and_properties_read_on_self():
    facts = _facts(OBJECTS_ON_SELF)
    basis = next(node for node in facts.module.body if isinstance(node, cst.ClassDef) and node.name.value == "Basis")
    assert facts.jax_attribute(basis, "modes") and not facts.jax_attribute(basis, "host_modes")
    assert not facts.jax_attribute(basis, "n")
    assert facts.value_of(_expression(facts, "self.any_high")).traced   # the getter's jnp result
    assert not facts.value_of(_expression(facts, "self.size")).traced   # a shape: static
    assert _traced(facts, "any_high").reason.startswith("called implicitly")


def test_a_function_stored_on_self_runs_when_a_traced_method_calls_it():
    facts = _facts(OBJECTS_ON_SELF)
    schedule = _traced(facts, "schedule")
    assert schedule.reason == "stored on `self.schedule` and called in traced `_apply`"
    assert schedule.params["step"].traced


def test_a_parameter_passed_self_has_its_class_and_freshness():
    facts = _facts(OBJECTS_ON_SELF)
    draw = _traced(facts, "draw")
    assert draw.param_classes["handler"].name.value == "Handler"
    assert draw.fresh_params == {"handler"}   # `Handler(key)(x.shape)`: made in the trace
    assert _traced(facts, "next_key").fresh_self is True


def test_a_constructor_parameter_stored_on_self_is_not_the_module_function_of_that_name():
    facts = _facts("""
        import jax


        def loss_fn(x):
            return x


        class Trainer:
            def __init__(self, loss_fn):
                self.loss_fn = loss_fn
                self.step = jax.jit(self._step)

            def _step(self, x):
                return self.loss_fn(x)
    """)
    assert "loss_fn" not in {traced.info.name for traced in facts.traced.values()}


def test_a_helper_parameter_annotated_as_a_container_of_python_scalars_is_not_traced():
    facts = _facts("""
        from typing import Optional, Sequence, Tuple
        import jax

        def helper(x, dims: Sequence[int], shape: Tuple[int, ...], axes: Optional[Sequence[int]],
                   leaves: Sequence[jax.Array], pairs: Tuple[int, jax.Array], loose: Sequence):
            return x

        @jax.jit
        def step(x, dims: Sequence[int]):
            return helper(x, dims, dims, dims, dims, dims, dims)
    """)
    # Trusted for a helper, whose callers say what they pass; never for the jitted root's own arguments.
    assert set(_traced(facts, "helper").params) == {"x", "leaves", "pairs", "loose"}
    assert set(_traced(facts, "step").params) == {"x", "dims"}


def test_in_axes_built_with_plus_and_times_names_each_unbatched_argument():
    facts = _facts("""
        import functools
        import jax

        @functools.partial(jax.vmap, in_axes=[0] + [None] * 3)
        def restarts(key, x, k, max_iterations, unused=None):
            return x

        def noise(key, scale, count):
            return scale

        batched = jax.vmap(noise, in_axes=(0,) * 2 + (None,))
    """)
    assert {name for name, value in _traced(facts, "restarts").params.items() if value.traced} == {"key"}
    assert _traced(facts, "restarts").params["unused"].falsy   # left at its `None` default
    assert set(_traced(facts, "noise").params) == {"key", "scale"}
    # A length that is not written out says nothing: every argument may be batched.
    unknown = _facts("""
        import jax

        def noise(key, scale, count):
            return scale

        batched = jax.vmap(noise, in_axes=(0,) + (None,) * n)
    """)
    assert set(_traced(unknown, "noise").params) == {"key", "scale", "count"}


def test_annotations_hold_for_the_parameters_a_starred_argument_fills():
    from jaxlint.analysis.records import Seed

    source = textwrap.dedent("""
        from typing import Tuple
        import jax

        def update(x, limit: Tuple[jax.Array, jax.Array], count: int, motion):
            return x

        def position_update(x, parts):
            return jax.vmap(update)(x, *parts)
    """)
    # Reached from traced code in another file, as brax's `joints.position_update` is from its pipeline.
    traced = _traced_value(None, opaque=True)
    facts = ModuleFacts(cst.parse_module(source), seeds=(Seed("position_update", (traced, traced)),), discover=False)
    params = _traced(facts, "update").params
    assert set(params) == {"x", "limit", "motion"}
    assert params["limit"].opaque and not params["motion"].opaque


CAPTURED = """
    import jax
    import jax.numpy as jnp

    N = jnp.asarray(5)


    class Blocks:
        def __init__(self, length, size):
            self.length = jnp.asarray(length)
            self.size = size

        def count(self):
            return (self.length + self.size - 1) // self.size

        def shape(self, x):
            return (self.count(), self.size)


    LAYOUT = Blocks(16, 4)


    def make(n):
        M = jnp.asarray(n)

        @jax.jit
        def table(x):
            return N, N + 1, -N, N[0], M + 1, LAYOUT.length, LAYOUT.length // 2

        return table


    @jax.jit
    def run(x, blocks=Blocks(8, 2)):
        return blocks.shape(x)
"""


def test_operations_on_a_captured_jax_array_make_plain_tracers():
    facts = _facts(CAPTURED)
    captured = facts.value_of(_expression(facts, "N + 1").left)
    # The array itself is concrete: `int(N)` or a shape of `N` works; anything computed from it is staged.
    assert (captured.traced, captured.opaque, captured.captured) == (True, True, True)
    for code in ("N + 1", "-N", "N[0]", "M + 1", "LAYOUT.length // 2"):
        value = facts.value_of(_expression(facts, code))
        assert (value.traced, value.opaque, value.captured) == (True, False, False), code
    assert facts.value_of(_expression(facts, "LAYOUT.length")).captured


def test_a_method_called_on_self_gives_what_it_returns():
    facts = _facts(CAPTURED)
    shape = _traced(facts, "shape")
    assert shape.reason.startswith("called on a `Blocks` instance")   # `blocks=Blocks(8, 2)`: its class
    count = facts.value_of(_expression(facts, "self.count()"))
    assert (count.traced, count.opaque) == (True, False)


FLAGS = """
    import jax
    import jax.numpy as jnp


    def check(x, strict=False):
        if strict and not jnp.all(x > 0):
            raise ValueError
        return x


    @jax.jit
    def first(x):
        return check(x, strict=True)


    @jax.jit
    def second(x):
        return check(x)
"""


def test_a_flag_one_caller_passes_is_no_known_false_flag():
    facts = _facts(FLAGS)
    assert not _traced(facts, "check").params["strict"].falsy


BACKENDS = """
import jax
import jax.numpy as jnp


def solve(x, backend: str = "jax", method="newton"):
    return x


def fit(x, backend="jax"):
    return solve(x, backend=backend, method="lbfgs")


@jax.jit
def first(x):
    return fit(x)


@jax.jit
def second(x):
    return solve(x, "jax", method="bfgs")
"""


def test_a_string_every_traced_caller_passes_or_leaves_at_its_default_is_known():
    facts = _facts(BACKENDS)
    assert _traced(facts, "fit").params["backend"].text == frozenset({"jax"})
    assert _traced(facts, "solve").params["backend"].text == frozenset({"jax"})
    # "lbfgs" from one caller, "bfgs" from the other: either string, no third one (`method == "newton"` is false).
    assert _traced(facts, "solve").params["method"].text == frozenset({"lbfgs", "bfgs"})


@pytest.mark.parametrize("source,expected", [
    ("def f(v):\n    return isinstance(v, jax.core.Tracer)\n", True),
    ("def f(v):\n    '''doc'''\n    return not isinstance(v, Tracer)\n", False),
    ("def f(v, w):\n    return isinstance(w, jax.core.Tracer)\n", None),
    ("def f(v):\n    x = 1\n    return isinstance(v, jax.core.Tracer)\n", None),
    ("def f(v):\n    return isinstance(v, jax.Array)\n", None),
    # A function of `*values` alone tests their items through a generator; the tuple itself is never a tracer.
    ("def f(*vs):\n    return not any(isinstance(leaf, Tracer) for leaf in tree_util.tree_leaves(vs))\n", False),
    ("def f(*vs):\n    return any(isinstance(v, jax.core.Tracer) for v in vs)\n", True),
    ("def f(*vs):\n    return isinstance(vs, jax.core.Tracer)\n", None),
    ("def f(**kw):\n    return any(isinstance(v, Tracer) for v in kw.values())\n", None),
])
def test_tracer_test_recognises_only_a_plain_tracer_predicate(source, expected):
    from jaxlint.analysis.values import tracer_test

    function = cst.parse_module(source).body[0]
    assert tracer_test(function) == expected


@pytest.mark.parametrize("source,expected", [
    ('def f(v):\n    """doc"""\n    if isinstance(v, Tracer):\n        raise RuntimeError("eager only")\n', True),
    ("def f(v):\n    import jax\n    if isinstance(v, jax.core.Tracer):\n        log(v)\n        raise TypeError\n",
     True),
    # A warning, a test of another parameter, an `else`, or work before the test: not a refusal of `v`.
    ("def f(v):\n    if isinstance(v, Tracer):\n        warn('traced')\n", False),
    ("def f(v, w):\n    if isinstance(w, Tracer):\n        raise RuntimeError\n", False),
    ("def f(v):\n    if isinstance(v, Tracer):\n        raise RuntimeError\n    else:\n        pass\n", False),
    ("def f(v):\n    v = v[0]\n    if isinstance(v, Tracer):\n        raise RuntimeError\n", False),
])
def test_refuses_tracer_recognises_a_helper_that_raises_on_a_tracer_first(source, expected):
    from jaxlint.analysis.values import refuses_tracer

    function = cst.parse_module(source).body[0]
    assert refuses_tracer(function) == expected


VARIADIC_GUARDS = """
import jax
import jax.numpy as jnp


def settled(*arrays):
    return not any(isinstance(leaf, jax.core.Tracer) for leaf in jax.tree_util.tree_leaves(arrays))


def first_settled(value, *rest):
    return not isinstance(value, jax.core.Tracer)


@jax.jit
def f(x, y):
    pair = (x, y)
    if settled(*pair):
        a = 1
    if settled(x, y):
        b = 1
    if first_settled(*pair):
        c = 1
    return x
"""


def test_a_test_over_every_argument_narrows_every_argument_and_a_first_parameter_test_only_its_first():
    facts = _facts(VARIADIC_GUARDS)
    evaluator = Evaluator(facts.imports, lambda name: None, fields=facts.fields)
    assert "settled" in facts.fields.variadic_predicates and "first_settled" not in facts.fields.variadic_predicates
    assert evaluator.narrowed(_expression(facts, "settled(*pair)")) == ({"pair"}, set())
    assert evaluator.narrowed(_expression(facts, "settled(x, y)")) == ({"x", "y"}, set())
    assert evaluator.narrowed(_expression(facts, "first_settled(*pair)")) == (set(), set())


def test_refuses_tracer_reads_the_projects_tracer_predicates():
    from jaxlint.analysis.values import refuses_tracer

    function = cst.parse_module("def f(v):\n    if is_traced(v):\n        raise TypeError\n").body[0]
    assert refuses_tracer(function, frozenset({"is_traced"}))
    assert not refuses_tracer(function)


def test_static_fields_of_an_imported_library_are_static_where_it_is_imported():
    source = '''
        import jax
        {import_line}

        @jax.jit
        def capacity(nbrs, extra):
            return nbrs.max_occupancy + extra
    '''
    with_library = _facts(source.format(import_line="from jax_md import partition"))
    without = _facts(source.format(import_line="import numpy as np"))
    assert {"format", "max_occupancy", "update_fn"} <= with_library.fields.static
    assert "max_occupancy" not in without.fields.static


def test_a_field_made_by_the_modules_static_field_factory_is_static_on_the_record():
    facts = _facts('''
        from dataclasses import dataclass, field
        import jax

        def static_field(*args, **kwargs):
            return field(*args, metadata=dict(static=True), **kwargs)

        def unit_field(*args, **kwargs):
            return field(*args, metadata=dict(unit="particles"), **kwargs)

        @jax.tree_util.register_dataclass
        @dataclass(kw_only=True)
        class Particles:
            pos: jax.Array
            num_total: int | None = static_field(default=None)
            mass_total: float | None = unit_field(default=None)

        @jax.jit
        def fraction(part: Particles):
            n = part.num_total
            m = part.mass_total
            return part.pos
    ''')
    bindings = _traced(facts, "fraction").bindings
    assert "num_total" in facts.fields.static
    assert not bindings["n"].traced
    # The mirror: metadata that says nothing about pytrees leaves the field a leaf.
    assert bindings["m"].traced


def test_a_tuple_display_passed_to_a_helper_keeps_what_each_item_is():
    facts = _facts('''
        import functools
        import jax

        def stats(basis, labels):
            count, rows = labels
            return basis

        @functools.partial(jax.jit, static_argnums=2)
        def scale_map(basis, rows, count):
            return stats(basis, (count, rows))
    ''')
    bindings = _traced(facts, "stats").bindings
    assert not bindings["count"].traced
    assert bindings["rows"].traced


def test_a_tuple_of_traced_parameters_passed_to_a_helper_stays_a_pytree():
    from jaxlint.engine import lint_source

    # `state` is whatever pytree the caller jits over (here a list of per-stage states): replacing one of its items
    # in the helper is a Python list update, as before tuples kept their items.
    source = textwrap.dedent("""
        import jax


        def run_chain(carry, x, names):
            params, state = carry
            for i, name in enumerate(names):
                x = x * params[i] + state[i]
                state[i] = x
            return carry, x


        def loss(params, state, x):
            carry, y = run_chain((params, state), x, ["gain", "bias"])
            return (y ** 2).sum(), carry[1]


        grad_fn = jax.jit(jax.value_and_grad(loss, has_aux=True))
    """)
    assert [d.code for d in lint_source(source, "chain.py")] == []


def test_a_tree_map_of_python_arithmetic_over_python_values_is_static():
    facts = _facts('''
        from functools import partial
        import jax
        import jax.numpy as jnp

        @partial(jax.jit, static_argnums=(1,))
        def halos(grid, halo):
            halved = jax.tree.map(lambda x: x // 2, (halo, halo))
            arrays = jax.tree.map(lambda x: jnp.asarray(x) // 2, (halo, halo))
            closing = jax.tree.map(lambda x: x // grid.shape[0], (halo, halo))
            traced = jax.tree.map(lambda x: x // 2, grid)
            sizes = jax.tree.map(lambda x: x.shape[0] * 2, (grid, grid))
            lengths = jax.tree.map(lambda x: len(x), grid)
            return halved, arrays, closing, traced, sizes, lengths
    ''')
    values = {name: value.traced for name, value in _traced(facts, "halos").bindings.items()}
    assert values == {"grid": True, "halo": False, "halved": False, "arrays": True, "closing": True, "traced": True,
                      "sizes": False, "lengths": False}


def test_a_helper_returning_a_tuple_gives_each_item_its_own_value():
    facts = _facts('''
        import jax
        import jax.numpy as jnp

        def _batch_variance(data):
            means = jnp.mean(data, axis=1)
            return jnp.var(means), means.size

        def _positive(data):
            return jnp.var(data), jnp.sum(data > 0)

        @jax.jit
        def stats(data):
            variance, count = _batch_variance(data)
            spread, positive = _positive(data)
            return variance, count, spread, positive
    ''')
    values = {name: value.traced for name, value in _traced(facts, "stats").bindings.items()}
    assert values == {"data": True, "variance": True, "count": False, "spread": True, "positive": True}


def test_python_values_beside_arrays_keep_their_kind():
    facts = _facts('''
        import jax
        import jax.numpy as jnp
        import numpy as np
        from jax import lax

        def _basis(bands):
            def spike(at):
                return jnp.zeros(bands.shape[0]).at[at].set(1.0)
            return jnp.stack([spike(0), spike(1)]), np.array([0, bands.shape[0] - 1])

        @jax.jit
        def solve(bands, kernels, slopes):
            basis, pinned = _basis(bands)
            missing = kernels == None
            for row, slope in [(0, slopes[0]), (bands.size - 1, slopes[-1])]:
                pass
            members = {name: {name} for name in kernels}
            return basis, pinned, missing, row, slope, members

        def carried(z):
            def body(i, terms):
                return terms
            def step(state, x):
                state[x.dtype.name] = state["total"]
                return state, None
            lax.scan(step, {"total": z}, z)
            return lax.fori_loop(0, 3, body, [z, z])
    ''')
    values = _traced(facts, "solve").bindings
    assert {name: value.traced for name, value in values.items()} == {
        "bands": True, "kernels": True, "slopes": True, "basis": True, "pinned": False, "missing": False,
        "row": False, "slope": True, "members": True}
    assert values["members"].opaque and not values["members"].sequence
    assert _traced(facts, "body").params["terms"].sequence
    assert _traced(facts, "step").bindings["state"].mapping


def test_a_helper_returning_a_jnp_array_gives_a_tracer_in_traced_code_even_from_static_arguments():
    facts = _facts("""
        from functools import partial
        import jax
        import jax.numpy as jnp
        import numpy as np


        def prefix_mask(length, n_valid):
            return jnp.arange(length) < n_valid


        def host_mask(length, n_valid):
            return np.arange(length) < n_valid


        def clip_count(requested, x):
            available = jnp.shape(x)[0]
            return jnp.minimum(available, requested)


        def maybe_count(n):
            if n is None:
                return None
            return jnp.asarray(n)


        @partial(jax.jit, static_argnames=("n",))
        def total(x, n):
            a = prefix_mask(x.shape[0], n)
            b = host_mask(x.shape[0], n)
            c = clip_count(n, x)
            d = maybe_count(n)
            return x[a].sum() + x[b].sum() + c + d
        """)
    assert facts.value_of(_expression(facts, "prefix_mask(x.shape[0], n)")) == Value(traced=True, mask=True)
    assert facts.value_of(_expression(facts, "host_mask(x.shape[0], n)")) == STATIC
    assert facts.value_of(_expression(facts, "clip_count(n, x)")) == Value(traced=True, source="x")
    # Not every return is an array: a Python value (None) may come back.
    assert facts.value_of(_expression(facts, "maybe_count(n)")) == STATIC


def test_a_callable_instance_made_in_the_jit_call_has_its_call_method_traced():
    facts = _facts("""
        import jax


        class Scale:
            def __call__(self, x):
                return x * 2


        scaled = jax.jit(Scale())
        """)
    assert _traced(facts, "__call__").params["x"].traced


def test_a_helper_returning_a_tree_of_python_values_is_no_array_result():
    facts = _facts("""
        import jax
        import jax.numpy as jnp


        def tree_leaf_iscomplex(pars):
            return any(jax.tree_util.tree_leaves(jax.tree_util.tree_map(jnp.iscomplexobj, pars)))


        @jax.jit
        def to_real(x):
            if tree_leaf_iscomplex(x):
                return x.real
            return x
        """)
    # `jnp.iscomplexobj` looks at the dtype only: mapped over the tree it gives Python bools, and so does `any`.
    assert facts.value_of(_expression(facts, "tree_leaf_iscomplex(x)")) == STATIC


def test_a_parameter_left_at_its_numpy_default_makes_calls_through_it_numpy_calls():
    facts = _facts("""
        import jax
        import jax.numpy as jnp
        import numpy as np


        def to_unit(v, xnp=np):
            return v / xnp.linalg.norm(v)


        def stacked(a, b, xnp=np):
            return xnp.stack([a, b])


        @jax.jit
        def step(v):
            return to_unit(v) + stacked(v, v, xnp=jnp)
        """)
    assert facts.qualified_name(_expression(facts, "xnp.linalg.norm")) == "numpy.linalg.norm"
    assert facts.module_parameter(_expression(facts, "xnp.linalg.norm")) == "xnp"
    # Passed `jnp` (by keyword too): the module is the caller's choice, jax.numpy's function.
    assert facts.qualified_name(_expression(facts, "xnp.stack")) == "jax.numpy.stack"
    assert facts.module_parameter(_expression(facts, "xnp.stack")) == "xnp"


def test_methods_of_the_elements_of_a_container_of_one_class_are_traced():
    facts = _facts("""
        import jax

        class Dense:
            def __call__(self, x):
                return x

            def init(self, key):
                return key

        class Head:
            def __call__(self, x):
                return x

        class MLP:
            def __init__(self):
                self.layers = [Dense(), Dense()]
                self.mixed = [Dense(), Head()]

            def __call__(self, x):
                for layer in self.layers[:-1]:
                    x = layer(x)
                for part in self.mixed:
                    x = part(x)
                return self.layers[-1](x)

        LAYERS = (Dense(), Dense())

        @jax.jit
        def init(keys):
            return [layer.init(k) for layer, k in zip(LAYERS, keys)]

        predict = jax.jit(MLP().__call__)
        """)
    traced = {(traced.info.class_node.name.value if traced.info.class_node else "", traced.info.name)
              for traced in facts.traced.values()}
    # `self.mixed` holds instances of two classes: each class's method runs on its elements.
    assert traced == {("", "init"), ("Dense", "init"), ("Dense", "__call__"), ("Head", "__call__"),
                      ("MLP", "__call__")}
    outer = next(t for t in facts.traced.values() if t.info.name == "init" and t.info.class_node is None)
    assert cst.Module([]).code_for_node(outer.element_classes["layer"]) == "Dense"


def test_the_elements_a_class_adds_to_a_list_on_self_run_their_own_methods():
    """`self.layers = []`, then `+=` and `.append` of instances of several classes in the constructor: calling each
    element in a traced loop runs every such class's `__call__`; a list that is also given other objects (a
    parameter appended) holds elements of no known class."""
    facts = _facts("""
        import jax

        class Dense:
            def __call__(self, params, x):
                return x @ params

        class Dropout:
            def __call__(self, params, x):
                return x

        class Norm:
            def __call__(self, params, x):
                return x

        class MLP:
            def __init__(self, depth, head):
                self.layers = []
                for _ in range(depth):
                    self.layers += [Dense(), Dropout()]
                self.layers.append(Dense())
                self.blocks = [Norm(), Dropout()]
                self.blocks.append(head)

            def forward(self, params, x):
                for layer, layer_params in zip(self.layers, params):
                    x = layer(layer_params, x)
                for block in self.blocks:
                    x = block(params, x)
                return x

        predict = jax.jit(MLP(2, None).forward)
        """)
    traced = {(traced.info.class_node.name.value if traced.info.class_node else "", traced.info.name)
              for traced in facts.traced.values()}
    assert traced == {("MLP", "forward"), ("Dense", "__call__"), ("Dropout", "__call__")}


def test_a_jitted_method_of_the_object_a_class_keeps_on_self_is_traced():
    facts = _facts("""
        import jax

        class Model:
            def __init__(self):
                self.steps = 0

            def train_step(self, x):
                self.steps += 1
                return x

            def evaluate(self, x):
                return x

        class Trainer:
            def __init__(self, model=None, evaluator=None):
                self.model = model or Model()
                self.evaluator = Model() if evaluator is None else evaluator
                self._step = jax.jit(self.model.train_step)
                self._evaluate = jax.jit(self.evaluator.evaluate)
        """)
    assert {traced.info.name for traced in facts.traced.values()} == {"train_step", "evaluate"}
    assert _traced(facts, "train_step").root


def test_a_factory_product_unpacked_from_a_tuple_is_traced_at_its_position():
    facts = _facts("""
        import jax

        def momentum(step_size):
            def init(params):
                return params

            def update(step, grads, state):
                return state - step_size * grads

            def get_params(state):
                return state

            return init, update, get_params

        opt_init, opt_update, get_params = momentum(0.1)

        @jax.jit
        def step(i, grads, state):
            return opt_update(i, grads, state)
        """)
    assert sorted(traced.info.name for traced in facts.traced.values()) == ["step", "update"]
    assert _traced(facts, "update").params["grads"].traced


def test_a_list_of_arrays_merged_with_something_else_may_be_no_array():
    arrays = Value(traced=True, sequence=True, source="g_w")
    result = Value(traced=True, source="g_w", opaque=True)
    merged = merge(arrays, result)
    assert (merged.traced, merged.sequence, merged.opaque) == (True, False, True)
    assert merge(Value(traced=True, source="x"), Value(traced=True, source="x", defaulted=True)).opaque is False


def test_a_record_merged_with_a_python_value_keeps_its_fields():
    """`spec = None` (or the caller's untraced spec), then `spec = Spec(aux=a)` under an `if`: an attribute read
    that works reads the record, so each field is the record's; two tracers without fields still give none."""
    aux = Value(traced=True, opaque=True, source="aux")
    record = Value(traced=True, opaque=True, not_none=True, field_values=(("auxbasis", aux), ("chunk", STATIC)))
    for python in (Value(falsy=True, none=True), STATIC):
        merged = merge(python, record)
        assert merged.known_field("auxbasis") == aux
        assert merged.known_field("chunk") == STATIC
        assert merged.known_field("screen") == STATIC
        assert merged.not_none is False
    assert merge(Value(traced=True, source="x"), record).field_values is None


def test_a_factory_of_another_file_gives_the_dataclass_it_builds_field_by_field(tmp_path):
    """`fit(aux, chunk=8)` of `def fit(auxbasis, *, chunk="auto", screen=None): return FitSpec(auxbasis=auxbasis,
    chunk=chunk, screen=screen)` in another project file (past its argument checks): each field is the argument
    given for its parameter, one left at its default a Python value."""
    import functools

    from jaxlint.analysis.project import ProjectIndex

    (tmp_path / "pkg").mkdir()
    (tmp_path / "pkg" / "__init__.py").write_text("")
    (tmp_path / "pkg" / "specs.py").write_text(textwrap.dedent("""\
        from dataclasses import dataclass


        @dataclass(frozen=True)
        class FitSpec:
            auxbasis: object
            chunk: object = "auto"
            screen: object = None


        def fit(auxbasis, *, chunk="auto", screen=None):
            \"\"\"A fitting spec.\"\"\"
            if chunk is None:
                raise ValueError("no chunk")
            return FitSpec(auxbasis=auxbasis, chunk=chunk, screen=screen)


        def scaled(auxbasis, factor):
            return FitSpec(auxbasis=auxbasis * factor)
        """))
    path = str(tmp_path / "pkg" / "energy.py")
    source = textwrap.dedent("""\
        import jax
        from .specs import fit, scaled


        def use(spec, other):
            return spec.auxbasis, other.auxbasis


        @jax.jit
        def energy(aux):
            return use(fit(aux, chunk=8), scaled(aux, 2))
        """)
    (tmp_path / "pkg" / "energy.py").write_text(source)
    project = ProjectIndex()
    factory = project.imported_record_factory(path, 1, "specs.fit")
    assert factory == (os.path.realpath(str(tmp_path / "pkg" / "specs.py")) + ":FitSpec", ("auxbasis",),
                       frozenset({"auxbasis", "chunk", "screen"}),
                       (("auxbasis", "auxbasis"), ("chunk", "chunk"), ("screen", "screen")))
    assert project.imported_record_factory(path, 1, "specs.scaled") is None  # a field computed from a parameter
    facts = ModuleFacts(cst.parse_module(source), path=path,
                        project=ProjectFacts(
                            imported_record_factory=functools.partial(project.imported_record_factory, path)))
    spec, other = (_traced(facts, "use").params[name] for name in ("spec", "other"))
    aux = _traced_value("aux", opaque=True)
    assert spec == _traced_value("spec", opaque=True, not_none=True, record_class=factory[0], field_values=(
        ("auxbasis", aux), ("chunk", Value()), ("screen", Value())))
    assert other == _traced_value("other", opaque=True)

    facts = _facts("""
        import jax

        def make_optimizer(lr):
            def init(params):
                return params

            def update(params, grads):
                return params - lr * grads

            return init, update

        opt_init, opt_update = make_optimizer(0.1)
        fast_update = jax.jit(opt_update)
        """)
    assert [traced.info.name for traced in facts.traced.values()] == ["update"]
    assert _traced(facts, "update").root


def test_a_method_iterating_a_returned_list_follows_the_one_class_it_constructs_and_its_base_constructor():
    facts = _facts("""
        import jax
        import jax.numpy as jnp

        class Rotation:
            def __init__(self, phase):
                self.phase = phase

        class Rx(Rotation):
            @property
            def array(self):
                return jnp.cos(self.phase)

        H = Rotation(0.5)

        class Ansatz:
            def gates(self, params):
                return [H] + [Rx(p) for p in params]

            def state(self, params):
                total = 0.0
                for gate in self.gates(params):
                    total = total + gate.array
                return total

        @jax.jit
        def cost(params):
            return Ansatz().state(params)
        """)
    state = _traced(facts, "state")
    assert cst.Module([]).code_for_node(state.element_classes["gate"]) == "Rx"
    # `Rx(p)` runs `Rotation.__init__`, whose stored tracer `Rx.array` reads.
    assert [node.name.value for node in facts.constructor_of(facts._index.classes["Rx"])] == ["__init__"]
    assert facts.value_of(_expression(facts, "self.phase")).traced
    assert facts.value_of(_expression(facts, "jnp.cos(self.phase)")).traced


def test_a_constructor_flag_every_traced_construction_fixes_decides_a_methods_branch():
    facts = _facts("""
        import jax
        import jax.numpy as jnp

        class Bisection:
            def __init__(self, fun, lower, upper, check_bracket=True):
                self.fun = fun
                self.lower = lower
                self.upper = upper
                self.check_bracket = check_bracket

            def run(self, factor):
                low = self.fun(self.lower, factor)
                if self.check_bracket:
                    if jnp.sign(low) > 0:
                        raise ValueError("no bracket")
                return low

        def F(x, factor):
            return factor * x - 2

        def root(factor):
            return Bisection(F, 1.0, 2.0, check_bracket=False).run(factor)

        roots = jax.vmap(root)
        """)
    run = _function(facts, "run")
    branch = next(statement for statement in run.body.body if isinstance(statement, cst.If))
    assert branch.body in facts.concrete_branches


def test_a_loop_over_a_list_of_factory_products_traces_the_products():
    facts = _facts("""
        import jax
        import jax.numpy as jnp

        def funcify(op):
            if op == "exp":
                return jnp.exp

            def reshape(x):
                return jnp.reshape(x, op)

            return reshape

        def make_function(ops):
            thunks = [funcify(op) for op in ops]

            def graph_fn(x):
                for thunk in thunks:
                    x = thunk(x)
                return x

            return jax.jit(graph_fn)
        """)
    assert _traced(facts, "reshape").params["x"].traced
    assert "funcify" not in {traced.info.name for traced in facts.traced.values()}


def test_attributes_a_guard_proved_concrete_stay_concrete_in_the_callee_and_none_replaced_bounds_are_static():
    facts = _facts("""
        import jax
        import numpy as np
        from jax import tree_util

        def _is_traced(tree):
            return any(isinstance(x, jax.core.Tracer) for x in tree_util.tree_leaves(tree))

        def judge(table, bounds):
            return np.asarray(table.times), np.asarray(table.other), np.asarray(bounds)

        def check(tables, bounds):
            if bounds is not None and _is_traced(bounds):
                bounds = None
            for table in tables:
                if _is_traced((table.times, table.mode)):
                    continue
                judge(table, bounds)

        @jax.jit
        def step(tables, bounds):
            check(tables, bounds)
            return bounds
    """)
    assert not facts.value_of(_expression(facts, "table.times")).traced
    assert facts.value_of(_expression(facts, "table.other")).traced
    assert not facts.value_of(_expression(facts, "np.asarray(bounds)")).traced


def test_a_none_test_of_a_parameter_every_trace_passes_an_array_for_is_decided():
    facts = _facts("""
        import jax
        import numpy as np

        def noise(shape, key=None):
            if key is None:
                key = jax.random.PRNGKey(np.random.randint(100))
            return jax.random.normal(key, shape)

        def dither(x, key):
            if key is not None:
                return x + jax.random.uniform(key, x.shape)
            return x + np.random.uniform(size=x.shape)

        def jitter(x, key=None):
            if key is None:
                return x
            return x + jax.random.normal(key, x.shape)

        @jax.jit
        def keyed(x, key):
            return dither(x, key) + noise(x.shape, key) + jitter(x, key)

        @jax.jit
        def unkeyed(x):
            return jitter(x)
        """)
    assert "key" not in _traced(facts, "noise").python_params
    assert "key" in _traced(facts, "jitter").python_params   # `unkeyed` leaves it at None
    noise_test = next(s for s in _function(facts, "noise").body.body if isinstance(s, cst.If))
    assert noise_test.body in facts.concrete_branches
    dither_body = _function(facts, "dither").body.body
    assert dither_body[0].body not in facts.concrete_branches and dither_body[1] in facts.concrete_statements
    jitter_test = next(s for s in _function(facts, "jitter").body.body if isinstance(s, cst.If))
    assert jitter_test.body not in facts.concrete_branches


def test_a_none_test_of_a_python_value_no_traced_caller_leaves_out_is_decided():
    facts = _facts("""
        from typing import NamedTuple

        import jax
        import jax.numpy as jnp
        import numpy as np

        class Grid(NamedTuple):
            top: int

        def flux(levels, counts, grid=None):
            if grid is None:
                top = int(np.asarray(counts)[0])
            else:
                top = grid.top
            return jnp.sum(levels[:top])

        def peak(levels, counts, grid=None):
            if grid is None and jnp.any(counts < 0):
                raise ValueError("negative")
            return jnp.max(levels)

        def make_loss(counts):
            grid = Grid(int(counts[0]))

            def loss(levels, counts):
                return flux(levels, counts, grid=grid)

            return jax.jit(loss)

        def run(levels, counts, grid=None):
            diff_mode = grid is not None

            def step(counts, _):
                return counts + 1, flux(levels, counts, grid=grid) + peak(levels, counts, grid=grid)

            if diff_mode:
                return jax.lax.scan(step, counts, None, length=3)[1]
            return step(counts, None)[1]

        def run_any(levels, counts, grid=None):
            def step(counts, _):
                return counts + 1, peak(levels, counts, grid=grid)

            return jax.lax.scan(step, counts, None, length=3)[1]
        """)
    flux_test = next(s for s in _function(facts, "flux").body.body if isinstance(s, cst.If))
    assert _traced(facts, "flux").params["grid"].not_none and "grid" not in _traced(facts, "flux").none_params
    assert flux_test.body in facts.concrete_branches
    # `run_any` scans whether or not a grid is given: `peak`'s fallback runs traced.
    assert "grid" in _traced(facts, "peak").none_params
    peak_test = next(s for s in _function(facts, "peak").body.body if isinstance(s, cst.If))
    assert peak_test.test.right not in facts.concrete_statements


def test_an_option_a_raise_ties_to_a_tracer_test_guards_as_the_test_does():
    facts = _facts("""
        import jax
        import numpy as np

        def build(coords, whiten=None):
            whitenable = not isinstance(coords, jax.core.Tracer)
            whiten = whitenable if whiten is None else whiten
            if whiten and not whitenable:
                raise ValueError("needs concrete coordinates")
            shared = whiten and coords.ndim == 2
            if shared:
                shared = coords.shape[0] > 3
            if shared:
                return np.asarray(coords)
            if whiten:
                return np.asarray(coords)
            return coords

        @jax.jit
        def f(c):
            return build(c)
        """)
    body = _function(facts, "build").body.body
    assert body[5].body in facts.concrete_branches and body[6].body in facts.concrete_branches


def test_iterating_a_dict_of_tracers_gives_python_keys():
    facts = _facts("""
        import jax
        import jax.numpy as jnp

        @jax.jit
        def ladder(tau):
            powers = {1.0: tau, 2.0: tau * tau}
            largest = max(k for k in powers if k > 1)
            total = 0.0
            for value in powers.values():
                total = total + value
            return powers[largest] + total
        """)
    body = _function(facts, "ladder").body.body
    assert not facts.value_of(body[1].body[0].value).traced
    assert facts.value_of(body[4].body[0].value).traced


def test_a_try_naming_the_tracer_errors_ends_at_its_first_conversion_in_any_branch():
    facts = _facts("""
        import jax
        import numpy as np

        def sync(key, seed=None):
            try:
                np.random.normal()
                if isinstance(seed, int):
                    host = seed
                else:
                    host = int(jax.random.key_data(key)[0])
                np.random.seed(host)
            except (jax.errors.TracerArrayConversionError, jax.errors.ConcretizationTypeError):
                pass

        def loose(key, seed=None):
            try:
                if isinstance(seed, int):
                    host = seed
                else:
                    host = int(jax.random.key_data(key)[0])
                np.random.seed(host)
            except TypeError:
                pass

        @jax.jit
        def f(key):
            sync(key)
            loose(key)
            return key
        """)
    draw, branch, seeding = _function(facts, "sync").body.body[0].body.body
    assert draw not in facts.concrete_statements
    assert branch in facts.concrete_statements and seeding in facts.concrete_statements
    assert not facts.concrete_statements & set(_function(facts, "loose").body.body[0].body.body)


def test_a_library_state_class_writing_its_own_value_is_tracked_state():
    from jaxlint.engine import lint_source

    source = textwrap.dedent("""
        import jax
        import brainstate
        from flax import nnx


        class StreamKey(brainstate.State):
            def advance(self):
                key, sub = jax.random.split(self.value)
                self.value = key
                return sub


        class Smoothed(StreamKey):
            def blend(self, x):
                self.value = 0.9 * self.value + 0.1 * x


        class Tally(nnx.Variable):
            def add(self, x):
                self.value = self.value + x


        class Holder:
            def keep(self, x):
                self.value = x


        KEY = StreamKey(jax.random.key(0))
        AVERAGE = Smoothed(0.0)
        HOLDER = Holder()


        @jax.jit
        def step(x, tally):
            AVERAGE.blend(x)
            tally.add(x)
            HOLDER.keep(x)
            return x + jax.random.normal(KEY.advance(), x.shape)


        @jax.jit
        def write_raw(x):
            AVERAGE.value = x
            return x
        """)
    found = sorted((d.line, d.code) for d in lint_source(source, "states.py"))
    # Only the plain holder and a user's write from outside the class: the library records its own writes.
    assert found == [(26, "JXL202"), (44, "JXL202")]


def test_abstract_evaluations_are_no_tracers():
    facts = _facts("""
        import jax
        from jax.api_util import shaped_abstractify

        @jax.jit
        def f(x):
            program = jax.make_jaxpr(jnp_sin)(x)
            avals = jax.tree.map(shaped_abstractify, (x, x))
            aval = shaped_abstractify(x)
            return x

        def jnp_sin(v):
            return v
        """)
    for code in ("jax.make_jaxpr(jnp_sin)(x)", "jax.tree.map(shaped_abstractify, (x, x))", "shaped_abstractify(x)"):
        assert not facts.value_of(_expression(facts, code)).traced, code


def test_a_loop_over_a_literal_table_of_rows_binds_each_target_to_its_own_column():
    facts = _facts("""
        import jax

        @jax.jit
        def check(params):
            for weight, ndim in ((params["w"], 2), (params["b"], 1)):
                weight.ndim == ndim
            return params
        """)
    assert facts.value_of(_expression(facts, "ndim")) == STATIC
    assert facts.value_of(_expression(facts, "weight")).traced


def test_a_record_built_in_traced_code_has_array_leaves_only_where_it_was_given_tracers():
    facts = _facts("""
        from typing import NamedTuple
        import jax

        class Profile(NamedTuple):
            density: jax.Array
            label: str = "core"
            scale: float = 1.0

        @jax.jit
        def f(peak):
            profile = Profile(peak * 2.0, "edge")
            return profile.density, profile.label, profile.scale
        """)
    assert facts.record_layout(cst.Name("Profile")) == (("density", "label", "scale"), frozenset())
    assert facts.value_of(_expression(facts, "profile.density")).traced
    assert not facts.value_of(_expression(facts, "profile.label")).traced
    assert not facts.value_of(_expression(facts, "profile.scale")).traced


def test_a_hook_left_to_subclasses_is_recorded_for_them_with_the_abstract_scalar_annotations_static():
    facts = _facts("""
        from functools import partial
        import jax

        class Base:
            @partial(jax.jit, static_argnums=(0,))
            def run(self, key, x):
                return self.draw(key, x.shape[0]) + self.score(x)

            def draw(self, key, n: int):
                raise NotImplementedError
        """)
    calls = {call.target: call for call in facts.external_calls if call.overrides}
    assert set(calls) == {"Base.draw", "Base.score"}
    assert [value.traced for value in calls["Base.draw"].positional] == [True, False]
    assert [value.traced for value in calls["Base.score"].positional] == [True]


def test_a_table_of_functions_is_traced_when_a_computed_key_picks_from_it_and_not_when_a_parameter_does():
    facts = _facts("""
        from functools import partial
        import jax

        def relu(x):
            return x

        def unique(x):
            return x

        def host(x):
            return x

        OPS = {"relu": relu, "unique": unique}
        BACKENDS = {"host": host}

        @partial(jax.jit, static_argnums=(0,))
        def run(program, x):
            for op in program:
                x = OPS[op](x)
            return x

        def pick(x, backend="host"):
            return BACKENDS[backend](x)

        @jax.jit
        def g(x):
            return pick(x, backend="host")
        """)
    traced = {traced.info.name for traced in facts.traced.values()}
    assert {"relu", "unique", "pick"} <= traced
    assert "host" not in traced


def test_a_plain_class_hashes_by_identity_and_one_with_equality_does_not():
    facts = _facts("""
        class Options:
            def __init__(self, lr):
                self.lr = lr

        class ValueOptions:
            def __init__(self, lr):
                self.lr = lr

            def __eq__(self, other):
                return self.lr == other.lr

            def __hash__(self):
                return hash(self.lr)

        a = Options(0.1)
        b = ValueOptions(0.1)
        """)
    assert facts.hashed_by_identity(_expression(facts, "Options(0.1)"))
    assert not facts.hashed_by_identity(_expression(facts, "ValueOptions(0.1)"))


def test_a_parameter_annotated_with_a_class_the_package_does_not_ship_has_python_fields():
    source = textwrap.dedent("""
        import jax
        from agents.flow.ddpm import DDPM
        from agents.module.critic import Critic


        @jax.jit
        def sample(model: DDPM, critic: Critic, obs):
            return model.x_dim, critic.n_members, model.apply(obs)
        """)
    facts = ModuleFacts(cst.parse_module(source),
                        project=ProjectFacts(unshipped_class=lambda level, target: target == "agents.flow.ddpm.DDPM"))
    assert facts.value_of(_expression(facts, "model.x_dim")) == STATIC
    assert facts.value_of(_expression(facts, "critic.n_members")).traced
    assert facts.value_of(_expression(facts, "model.apply(obs)")).traced


def test_a_getattr_probe_with_a_python_default_gives_a_leaf_only_of_a_record_holding_one():
    record = _traced_value("layer", leaf_fields=frozenset())
    assert _evaluate('getattr(x, "_is_banded", False)', x=X) == STATIC
    assert _evaluate('getattr(x, "label", None)', x=X) == STATIC
    assert _evaluate('getattr(x, "bias", jnp.zeros(()))', x=X).traced
    assert _evaluate('getattr(layer, "gain", 1.0)', layer=record) == _traced_value("layer.gain")
    assert _evaluate('getattr(layer, "_is_banded", False)', layer=record) == STATIC


def test_entries_of_a_dict_that_may_hold_python_configuration_compare_and_shape_as_python_values():
    maybe_dict = _traced_value("sections", opaque=True)
    jitted_dict = _traced_value("params", opaque=True, flattened=True)
    entry = _evaluate('sections["grid"]["n_cells"]', sections=maybe_dict)
    assert entry.traced and entry.opaque and entry.entry
    assert _evaluate('sections["n"] == 0', sections=maybe_dict).opaque
    assert _evaluate('(sections["n"], sections["cells"][0])', sections=maybe_dict).opaque
    assert not _evaluate('(sections["n"], x)', sections=maybe_dict, x=X).opaque
    # A dict the jit call flattens: its entries are leaves.
    assert not _evaluate('params["mass"] <= 0', params=jitted_dict).opaque
    assert not _evaluate('(params["n"], 3)', params=jitted_dict).opaque


def test_type_dispatch_branches_a_tracer_never_takes():
    """`isinstance(x, np.ndarray)` / `(int, float)` is false for a tracer and `isinstance(x, jax.Array)` true: the
    host branch of a type dispatch never runs in the trace. An Optional subject may be None or an array, so
    `isinstance(scale, jax.Array)` decides nothing; a defaulted flag stays a Python value."""
    facts = _facts("""
        import jax
        import jax.numpy as jnp
        import numpy as np

        def to_host(x, like):
            if isinstance(like, np.ndarray):
                return np.asarray(x)
            return x

        def pick(mask, a, b):
            if isinstance(a, jax.Array):
                return jnp.where(mask, a, b)
            return np.where(mask, a, b)

        def rescale(x, scale=None):
            if isinstance(scale, jax.Array):
                return x * scale
            return x

        @jax.jit
        def step(x, y):
            return to_host(x, y) + pick(x > 0, x, y) + rescale(x)
        """)
    host_test = next(s for s in _function(facts, "to_host").body.body if isinstance(s, cst.If))
    assert host_test.body in facts.concrete_branches
    pick_test = next(s for s in _function(facts, "pick").body.body if isinstance(s, cst.If))
    assert pick_test.body not in facts.concrete_branches
    rescale_test = next(s for s in _function(facts, "rescale").body.body if isinstance(s, cst.If))
    assert rescale_test.body not in facts.concrete_branches


def test_a_private_module_jit_called_positionally_only_keeps_the_defaults_no_call_passes():
    """`_smooth = jax.jit(smooth)` at module level, only ever called `_smooth(x)` in the whole file: no trace gets
    `passes` or `eps`, they keep their Python defaults. A public name may be imported and called with them."""
    source = textwrap.dedent("""
        import jax
        import jax.numpy as jnp

        def smooth(x, passes=3, *, eps=1e-3):
            return x

        def sharpen(x, passes=3, *, eps=1e-3):
            return x

        _smooth = jax.jit(smooth)
        sharpened = jax.jit(sharpen)

        def run(x):
            return _smooth(x) + sharpened(x)
    """)
    module = cst.parse_module(source)
    facts = ModuleFacts(module, locator=SourceLocator(module, source))
    assert _traced(facts, "smooth").static_params == {"passes", "eps"}
    assert _traced(facts, "sharpen").static_params == set()


def test_a_python_container_class_in_a_type_dispatch_is_false_only_for_a_certain_tracer():
    """No tracer is a list or tuple: `isinstance(x, (numbers.Real, np.ndarray, list, tuple))` on an array of the
    trace skips its host branch. A tuple of tracers is one, a part of a pytree may be one, and so may a jitted function's own parameter (jit
    hands a tuple argument over as a tuple of tracers): decided nothing."""
    facts = _facts("""
        import numbers

        import jax
        import jax.numpy as jnp
        import numpy as np

        def extent(x):
            if isinstance(x, (numbers.Real, np.ndarray, list, tuple)):
                return float(np.max(np.abs(np.asarray(x))))
            return 1.0

        def pair_extent(pair):
            if isinstance(pair, (list, tuple)):
                return np.asarray(pair).max()
            return 1.0

        def part_extent(bounds):
            if isinstance(bounds, tuple):
                return np.asarray(bounds).max()
            return 1.0

        @jax.jit
        def step(x, y, state):
            return x / extent(x) + pair_extent((x.max(), y.max())) + part_extent(state.bounds)

        @jax.jit
        def loss(batch):
            if isinstance(batch, (list, tuple)):
                return np.asarray(batch).sum()
            return batch.sum()
        """)
    for name, decided in (("extent", True), ("pair_extent", False), ("part_extent", False), ("loss", False)):
        test = next(s for s in _function(facts, name).body.body if isinstance(s, cst.If))
        assert (test.body in facts.concrete_branches) is decided, name


def test_a_custom_vjp_whose_forward_pass_runs_on_the_host_has_no_traced_backward_rule():
    facts = _facts("""
        import jax
        import jax.numpy as jnp
        import numpy as np
        import scipy.linalg


        @jax.custom_vjp
        def expm_host(a):
            return jnp.asarray(scipy.linalg.expm(a))

        def expm_host_fwd(a):
            return expm_host(a), a

        def expm_host_bwd(a, g):
            return (np.asarray(g),)

        expm_host.defvjp(expm_host_fwd, expm_host_bwd)


        @jax.custom_vjp
        def logdet(a):
            return jnp.linalg.slogdet(a)[1]

        def logdet_fwd(a):
            lu, pivots = scipy.linalg.lu_factor(a)
            return logdet(a), (lu, pivots)

        def logdet_bwd(residuals, g):
            return (np.asarray(g),)

        logdet.defvjp(logdet_fwd, logdet_bwd)


        @jax.custom_vjp
        def soft_clip(x):
            return jnp.tanh(x)

        def soft_clip_fwd(x):
            return soft_clip(x), x

        def soft_clip_bwd(x, g):
            return (g * np.asarray(1 - jnp.tanh(x) ** 2),)

        soft_clip.defvjp(soft_clip_fwd, soft_clip_bwd)


        @jax.jit
        def step(a, x):
            return expm_host(a) @ x + logdet(a) + jax.grad(lambda v: soft_clip(v).sum())(x)
    """)
    traced = {t.info.name for t in facts.traced.values()}
    # The forward passes run SciPy on the arguments: under a trace they fail before a backward rule could run.
    assert {"expm_host_fwd", "logdet_fwd"} <= traced and not {"expm_host_bwd", "logdet_bwd"} & traced
    assert _traced(facts, "soft_clip_bwd").params["g"].traced


def test_what_a_host_library_returns_is_no_tracer():
    facts = _facts("""
        import jax
        import jax.numpy as jnp
        import pandas as pd
        import scipy.special


        @jax.jit
        def f(x, duration):
            steps = pd.Timedelta(duration) / pd.Timedelta("1h")
            special = scipy.special.erf(x)
            return jnp.sin(x) + steps + special
    """)
    # Handed a tracer, pandas raises: what it returns is a host value. A SciPy array function handed a tracer stands
    # for its `jax.scipy` fix, whose result is traced (a second SciPy call on it is reported too).
    assert not facts.value_of(_expression(facts, 'pd.Timedelta(duration) / pd.Timedelta("1h")')).traced
    assert facts.value_of(_expression(facts, "scipy.special.erf(x)")).traced
    assert facts.value_of(_expression(facts, "jnp.sin(x)")).traced


def test_a_helper_only_un_jitted_vmaps_reach_is_traced_only_eagerly():
    facts = _facts("""
        import jax


        def shift(row, offsets):
            return row + next(offsets)


        def batched(x, offsets):
            return jax.vmap(lambda row: shift(row, offsets))(x)


        def looped(w, offsets):
            return jax.lax.fori_loop(0, 3, lambda i, w: w + next(offsets), w)


        @jax.jit
        def compiled(x, offsets):
            return scale(x)


        def scale(x):
            return 2 * x
    """)
    assert facts.traced_only_eagerly(_traced(facts, "shift"))
    loop_body = next(t for t in facts.traced.values() if t.reason == "lax.fori_loop body")
    assert not facts.traced_only_eagerly(loop_body)   # one trace, run on every iteration
    assert not facts.traced_only_eagerly(_traced(facts, "scale"))


def test_only_un_jitted_vmaps_make_a_function_evaluate_eagerly():
    facts = _facts("""
        import jax
        import jax.numpy as jnp
        from jax import lax


        def level(y):
            return jnp.mean(y)


        def scores(y):
            def window(i):
                train = lax.dynamic_slice(y, (0,), (4,))
                return level(train) - y[i]
            return jax.vmap(window)(jnp.arange(3))


        def compiled_scores(y):
            def window(i):
                return spread(lax.dynamic_slice(y, (0,), (4,))) - y[i]
            return jax.vmap(window)(jnp.arange(3))


        def spread(y):
            return jnp.std(y)


        run = jax.jit(compiled_scores)
    """)
    window = next(t for t in facts.traced.values() if t.info.name == "window" and t.info.scope is
                  _function(facts, "scores"))
    assert facts.evaluates_eagerly(window) and facts.evaluates_eagerly(_traced(facts, "level"))
    # What no mapped argument reaches is concrete: the helper's parameter holds no tracer.
    assert not _traced(facts, "level").params.get("y", STATIC).traced
    assert not facts.evaluates_eagerly(_traced(facts, "spread"))   # the vmap is inside a jitted function
    assert _traced(facts, "spread").params["y"].traced


def test_a_vmap_evaluates_eagerly_only_applied_where_it_is_made_and_by_no_other_transform():
    facts = _facts("""
        import jax


        def wrapped(x):
            return 2.0 * x


        def returned(x):
            return 3.0 * x


        def also_jitted(x):
            return 4.0 * x


        def applied(x):
            return 5.0 * x


        def run(x):
            return jax.jit(jax.vmap(wrapped))(x)


        def make():
            return jax.vmap(returned)


        def both(x):
            return jax.vmap(also_jitted)(x) + jax.jit(also_jitted)(x)


        def eager(x):
            return jax.vmap(applied)(x)
    """)
    assert [facts.evaluates_eagerly(_traced(facts, name)) for name in ("wrapped", "returned", "also_jitted")] == \
        [False, False, False]
    assert facts.evaluates_eagerly(_traced(facts, "applied"))


def test_a_seed_only_eager_callers_made_evaluates_eagerly_and_one_other_caller_ends_it():
    from jaxlint.analysis.records import Seed

    source = textwrap.dedent("""
        import jax.numpy as jnp

        def fit(y, steps):
            return float(jnp.mean(y)) + steps
    """)
    traced = _traced_value(None)
    eager = Seed("fit", (STATIC, traced), eager=True)
    facts = ModuleFacts(cst.parse_module(source), seeds=(eager,), discover=False)
    assert facts.evaluates_eagerly(_traced(facts, "fit"))
    facts = ModuleFacts(cst.parse_module(source), seeds=(eager, Seed("fit", (STATIC, traced))), discover=False)
    assert not facts.evaluates_eagerly(_traced(facts, "fit"))


def test_elements_kept_from_a_starred_constructor_parameter_have_the_classes_the_instance_was_made_with():
    facts = _facts("""
        import jax


        class Block:
            def init(self):
                return 0


        class Stack:
            def __init__(self, *blocks):
                self.blocks = blocks

            def init(self):
                return [block.init() for block in self.blocks]


        NET = Stack(Block(), Block())
        init = jax.jit(NET.init)
    """)
    stack_init = next(t for t in facts.traced.values() if t.info.class_node.name.value == "Stack")
    assert stack_init.element_classes["block"].value == "Block"
    block_init = next(t for t in facts.traced.values() if t.info.class_node.name.value == "Block")
    assert block_init.reason == "called on a `Block` instance in traced `init`"


def test_a_lax_loop_carry_named_after_a_dict_display_is_a_dict_in_the_body():
    facts = _facts("""
        import jax


        @jax.jit
        def update(x, stages, rows):
            current = {key: stages[key] for key in stages}
            ones = jax.numpy.ones(3)

            def write_row(s, q):
                return q

            def add_row(s, a):
                return a

            current = jax.lax.fori_loop(0, 2, write_row, current)
            return jax.lax.fori_loop(0, 2, add_row, ones), current
    """)
    assert _traced(facts, "write_row").params["q"].mapping
    assert not _traced(facts, "add_row").params["a"].mapping


def test_a_keyword_given_to_a_transform_applied_where_it_is_made_is_passed_and_traced():
    facts = _facts("""
        import jax

        def layer(h, kernel, gate=None, scale=None):
            return h

        def net(h, kernel, flag):
            return jax.checkpoint(layer)(h, kernel, gate=flag, scale=None)
    """)
    params = _traced(facts, "layer").params
    assert params["gate"] == _traced_value("gate")
    assert params["scale"] == _traced_value("scale", defaulted=True, opaque=True)


def test_a_comparison_runs_the_operands_comparison_methods_reflected_too():
    facts = _facts("""
        import jax

        class Plane:
            def __eq__(self, other):
                return self.h == other.h

            def __gt__(self, other):
                return self.h > other.h

        class Level:
            def __lt__(self, other):
                return True

        FLAT = Plane()

        @jax.jit
        def f(x):
            return (x != FLAT, x < FLAT)
    """)
    assert _traced(facts, "__eq__").params["other"].traced
    assert _traced(facts, "__gt__").params["other"].traced
    assert not any(traced.info.name == "__lt__" for traced in facts.traced.values())


def test_filter_jit_keeps_parameters_with_python_number_or_flag_defaults_static():
    facts = _facts("""
        import equinox as eqx
        import jax.numpy as jnp


        @eqx.filter_jit
        def pad(x, width=0, slack=False, mask=None):
            return jnp.zeros(width * slack) + x


        @eqx.filter_jit
        def handed(x, width=0):
            return x


        def caller(x):
            return handed(x, width=jnp.asarray(2))
    """)
    padded = _traced(facts, "pad")
    assert {"width", "slack"} <= padded.static_params and "mask" in padded.params
    assert not facts.value_of(_expression(facts, "width * slack")).traced
    assert _traced(facts, "handed").params["width"].traced


def test_a_transform_bound_to_a_name_nothing_reads_traces_nothing():
    source = textwrap.dedent("""
        import jax


        def helper(x, n):
            return x[:n]


        def other(x, n):
            return x[:n]


        def run(x):
            compiled = jax.jit(helper)
            return helper(x, 2)


        batched_other = jax.vmap(other)
        used = jax.vmap(other)
        print(used)
    """)
    module = cst.parse_module(source)
    # The file's text says which names are read.
    facts = ModuleFacts(module, locator=SourceLocator(module, source))
    assert [traced.info.name for traced in facts.traced.values()] == ["other"]


UNREAD_TIMINGS = """
    import time
    import jax
    import jax.numpy as jnp


    class Grid:
        def __init__(self, n):
            began = time.perf_counter()
            self.nodes = jnp.arange(n) * 1.0
            self._made_at = time.time()
            self._setup_seconds = time.perf_counter() - began
            shown = time.perf_counter()
            self.shown = shown
            kept = time.perf_counter()
            self._kept = kept

        def kept(self):
            return self._kept


    @jax.jit
    def build(x):
        return Grid(4).nodes + x
"""


def _assignment(facts: ModuleFacts, code: str) -> cst.Assign:
    """The assignment statement of the module whose code is `code`."""
    found: list[cst.Assign] = []

    class Finder(cst.CSTVisitor):
        def visit_Assign(self, node: cst.Assign) -> None:
            if facts.module.code_for_node(node).strip() == code:
                found.append(node)

    facts.module.visit(Finder())
    assert len(found) == 1, f"{len(found)} assignments `{code}`"
    return found[0]


@pytest.mark.parametrize("code,unread", [
    ("began = time.perf_counter()", True),              # read only into _setup_seconds, which nothing reads
    ("self._made_at = time.time()", True),
    ("self._setup_seconds = time.perf_counter() - began", True),
    ("shown = time.perf_counter()", False),             # into a public attribute: other modules may read it
    ("kept = time.perf_counter()", False),              # into _kept, which kept() reads
])
def test_stored_only_where_unread(code, unread):
    source = textwrap.dedent(UNREAD_TIMINGS)
    module = cst.parse_module(source)
    facts = ModuleFacts(module, locator=SourceLocator(module, source))   # the fact reads the whole file's text
    assign = _assignment(facts, code)
    assert facts.stored_only_where_unread(_traced(facts, "__init__"), assign, assign.value) is unread


def test_odeint_traces_the_state_the_time_and_the_extra_operands_of_its_dynamics():
    facts = _facts("""
        import jax.numpy as jnp
        from jax.experimental.ode import odeint


        def rhs(y, t, k, damping=0.1):
            return -k * y - damping * t


        def solve(y0, times, k):
            return odeint(rhs, y0, t=times, rtol=1e-6), odeint(rhs, y0, times, k)
    """)
    params = _traced(facts, "rhs").params
    assert params["y"] == _traced_value("y", array_leaves=True)
    assert params["t"] == _traced_value("t", array_leaves=True)
    assert params["k"] == _traced_value("k", array_leaves=True)
    assert "damping" not in params   # kept at its Python default


def test_a_state_threaded_through_a_jitted_step_is_its_record():
    facts = _facts("""
        from typing import NamedTuple
        import jax


        class Clock(NamedTuple):
            day: jax.Array
            level: jax.Array


        @jax.jit
        def tick(clock, rate):
            return Clock(clock.day + 1, clock.level * rate)


        @jax.jit
        def report(clock):
            return clock.day, clock.level


        @jax.jit
        def started(config, x):
            return Clock(config.offset + x, x)
    """)
    assert _traced(facts, "tick").params["clock"] == _traced_value("clock", leaf_fields=frozenset())
    assert _traced(facts, "tick").params["rate"] == _traced_value("rate")
    assert _traced(facts, "report").params["clock"].leaf_fields is None   # returns no record: not known to be one
    assert _traced(facts, "started").params["config"].leaf_fields is None   # `offset` is no field of Clock


def test_an_instance_handed_to_a_traced_constructor_is_followed_into_its_methods():
    facts = _facts("""
        import jax
        import jax.numpy as jnp


        class Term:
            def __init__(self, scale):
                self.scale = scale

            def value(self, tau):
                return tau / self.scale


        class Process:
            def __init__(self, kernel, t):
                self.cov = kernel.value(t)


        @jax.jit
        def loss(log_scale, t):
            term = Term(jnp.exp(log_scale))
            return Process(term, t).cov
    """)
    assert _traced(facts, "value").params["tau"].traced


@pytest.mark.parametrize("body, escapes", [
    ("for i in range(x.shape[0]):\n    x = x.at[i].add(x[i - 1])", False),   # read only to update itself
    ("x = x.at[0].set(1.0)\nn = len(x)\nreturn n", False),                  # metadata only
    ("x = x.at[0].set(1.0)\nreturn x", True),
    ("x = x.at[0].set(1.0)\nreturn (x, 1)", True),
    ("x = x.at[0].set(1.0)\nself.x = x", True),
    ("x = x.at[0].set(1.0)\nreturn x.sum()", True),
    ("x = x.at[0].set(1.0)\ncallback(x)", True),
    ("x = x.at[0].set(1.0)\nx = jnp.log(x)\nreturn other.x", True),     # the log reads x into the new x
    ("global x\nx = x.at[0].set(1.0)", True),
])
def test_an_updated_local_escapes_only_through_reads_beyond_its_own_updates(body, escapes):
    from jaxlint.analysis.unread_places import updated_array_escapes
    source = "def kernel(self, x, other, callback):\n" + textwrap.indent(body, "    ") + "\n"
    function = cst.parse_module(source).body[0]
    assert updated_array_escapes(function, "x") is escapes


def test_an_update_handed_to_another_name_escapes():
    from jaxlint.analysis.unread_places import updated_array_escapes
    source = "def step(state):\n    grid0 = state.at[0].set(1)\n    grid = grid0.at[1].set(2)\n    return grid\n"
    assert updated_array_escapes(cst.parse_module(source).body[0], "grid0")


def test_unpacked_parts_of_a_lax_body_parameter_are_arrays():
    facts = _facts("""
        import jax
        from jax import lax

        CONFIG = (1, 2)

        @jax.jit
        def total(xs, ys):
            def step(carry, pair):
                x, y = pair
                lo, hi = CONFIG
                return carry + x * y, None
            return lax.scan(step, 0.0, (xs, ys))[0]
        """)
    step = _traced(facts, "step")
    assert step.params["pair"].array_leaves
    assert step.bindings["x"].not_python_number   # an array, or a list or dict of them: no Python number
    assert not step.bindings["lo"].traced


def test_unpacked_parts_of_an_unknown_pytree_may_be_python_values():
    facts = _facts("""
        import jax

        @jax.jit
        def total(pair):
            x, y = pair
            return x * y
        """)
    assert not _traced(facts, "total").bindings["x"].not_python_number


def test_compiled_functions_return_arrays_in_traced_code():
    facts = _facts("""
        import jax
        import jax.numpy as jnp

        def _impl(x):
            return x, 3

        run = jax.jit(_impl)

        class Stepper:
            def __init__(self):
                self._step = jax.jit(self._step_impl)
                self._shape = tuple

            def _step_impl(self, x):
                return x + 1, 0

            def advance(self, x):
                y, count = self._step(x)
                return y

        @jax.jit
        def outer(x):
            a, n = run(x)
            b = jax.jit(_impl)(x)
            return Stepper().advance(x)
        """)
    outer = _traced(facts, "outer")
    assert outer.bindings["n"].not_python_number
    assert outer.bindings["b"].array_leaves and outer.bindings["b"].opaque   # maybe a tuple: its truth is Python's
    advance = _traced(facts, "advance")
    assert advance.bindings["count"].not_python_number


def test_a_tree_map_callback_parameter_annotated_as_a_dtype_or_scalar_gets_no_tracer():
    facts = _facts("""
        import jax
        import jax.numpy as jnp

        @jax.jit
        def cast(values, targets, bounds):
            def to_dtype(leaf: jax.Array, target: jnp.dtype):
                return leaf.astype(target)

            def clipped(leaf: jax.Array, bound: jax.Array):
                return jnp.minimum(leaf, bound)

            return jax.tree.map(to_dtype, values, targets), jax.tree.map(clipped, values, bounds)
    """)
    assert set(_traced(facts, "to_dtype").params) == {"leaf"}
    assert set(_traced(facts, "clipped").params) == {"leaf", "bound"}


SUPER_CALLS = """
    import jax
    import jax.numpy as jnp

    from .base import Recorded


    class Objective:
        def __init__(self, **options):
            self.options = options

        def value(self, params):
            return jnp.sum(params ** 2)


    class Ridge(Objective):
        def __init__(self, weight):
            super().__init__(weight=weight)

        def value(self, params):
            return super().value(params) + jnp.sum(params)


    class Gaussian(Recorded):
        def __init__(self, loc):
            super().__init__(loc=loc)


    @jax.jit
    def loss(params, weight):
        return Ridge(weight).value(params) + Gaussian(params).loc
"""


def test_super_calls_trace_the_nearest_base_method_on_the_same_object():
    facts = _facts(SUPER_CALLS)
    value = facts.traced[_method_of(facts, "Objective", "value")]
    assert value.params["params"].traced and value.fresh_self
    init = facts.traced[_method_of(facts, "Objective", "__init__")]
    # `**options` filled with a traced keyword holds that tracer.
    assert init.params["options"].traced and init.fresh_self


def test_super_calls_to_a_base_of_another_file_are_followed_there():
    facts = _facts(SUPER_CALLS)
    calls = [call for call in facts.external_calls if call.target == "base.Recorded.__init__"]
    assert len(calls) == 1 and calls[0].level == 1 and calls[0].fresh
    assert dict(calls[0].keywords)["loc"].traced


def _method_of(facts: ModuleFacts, class_name: str, name: str) -> cst.FunctionDef:
    return facts._method(facts._index.classes[class_name], name)[0]


@pytest.mark.parametrize("guard,root", [
    ("if not self._ready:\n    self._ready = True", "self"),
    ("if force or self._index is None:\n    self._index = {}", "self"),
    ("if not hasattr(self, '_index'):\n    self._index = {}", "self"),
    ("if cls._instance is None:\n    cls._instance = cls()", "cls"),
    ("if _POOL is None:\n    from concurrent.futures import ThreadPoolExecutor\n    _POOL = ThreadPoolExecutor()",
     "_POOL"),
    ("if not _CACHE:\n    _CACHE = {}", "_CACHE"),
    ("if x.dtype == jnp.float16 and not _WARNED:\n    _WARNED = True", "_WARNED"),
    ("if verbose and self._table is None:\n    self._table = {}", "self"),
    ("if x.dtype == jnp.float16 and _WARNED:\n    _WARNED = True", None),
    ("if _POOL is None:\n    _OTHER = 1", None),
    # An attribute of another named object (a module's threading.local, a registry): set up on first use too.
    ("if not hasattr(_local, 'stack'):\n    _local.stack = []", "_local"),
    ("if registry.table is None:\n    registry.table = {}", "registry"),
    ("if registry.table is None:\n    other.table = {}", None),
    ("if x > 0:\n    x = 1", None),
])
def test_a_lazy_initialisation_names_the_root_of_the_place_it_sets_up(guard, root):
    from jaxlint.analysis.static_objects import initialises_once

    statement = cst.parse_statement(guard)
    assert isinstance(statement, cst.If)
    assert initialises_once(statement) == root


def test_a_name_bound_to_a_value_that_holds_no_tracer():
    from jaxlint.analysis.static_objects import binds_static_value

    facts = _facts("""
        import jax
        from jax.tree_util import tree_flatten

        def staged(fn, x):
            out_tree = None
            count = 0
            mask = ()
            last = None

            def flat(y):
                nonlocal out_tree, count, mask, last
                leaves, out_tree = tree_flatten(fn(y))
                count = len(leaves)
                mask = tuple(a is b for a, b in zip(jax.tree.leaves(y), leaves))
                last = fn(y)
                return leaves

            return jax.make_jaxpr(flat)(x), out_tree, count, mask, last
    """)
    _traced(facts, "flat")

    def statement(code: str) -> cst.CSTNode:
        return next(node for node in _all_nodes(facts.module) if isinstance(node, cst.Assign) and
                    facts.module.code_for_node(node).strip() == code)

    assert binds_static_value(facts, statement("leaves, out_tree = tree_flatten(fn(y))"), "out_tree")
    assert not binds_static_value(facts, statement("leaves, out_tree = tree_flatten(fn(y))"), "leaves")
    assert binds_static_value(facts, statement("count = len(leaves)"), "count")
    assert binds_static_value(facts, statement(
        "mask = tuple(a is b for a, b in zip(jax.tree.leaves(y), leaves))"), "mask")
    assert not binds_static_value(facts, statement("last = fn(y)"), "last")


def _all_nodes(root: cst.CSTNode) -> list[cst.CSTNode]:
    found: list[cst.CSTNode] = []

    class Collector(cst.CSTVisitor):
        def on_visit(self, node: cst.CSTNode) -> bool:
            found.append(node)
            return True

    root.visit(Collector())
    return found


def test_the_locals_a_traced_function_binds_only_by_its_own_imports():
    from jaxlint.analysis.bindings import import_only_locals

    facts = _facts("""
        import jax

        _POOL = None

        def pool(workers):
            global _POOL
            import numpy as np
            np = np.asarray(workers)
            if _POOL is None:
                from concurrent.futures import ThreadPoolExecutor
                import concurrent.futures as futures
                _POOL = ThreadPoolExecutor(max_workers=1)
            return _POOL

        @jax.jit
        def step(x):
            pool(2)
            return x
    """)
    assert import_only_locals(_traced(facts, "pool")) == frozenset({"ThreadPoolExecutor", "futures"})


TREE_REDUCTIONS = """
    import jax
    import jax.numpy as jnp


    def relative_changes(old, new):
        return jax.tree.map(lambda o, n: jnp.max(jnp.abs(n - o)), old, new)


    @jax.jit
    def largest_change(old, new):
        changes = relative_changes(old, new)
        widths = jax.tree.map(lambda leaf: leaf.shape[0], old)
        total = jax.tree_util.tree_reduce(lambda count, width: count + width, widths, 0)
        first = jax.tree_util.tree_reduce(lambda acc, change: max(acc, change), old)
        return jax.tree_util.tree_reduce(lambda a, b: max(a, b), changes), total, first
"""


def test_a_tree_reduce_over_array_leaves_hands_its_reducer_arrays_and_over_unknown_leaves_opaque_values():
    facts = _facts(TREE_REDUCTIONS)
    reducers = {tuple(traced.params): traced.params for traced in facts.traced.values()
                if type(traced.node) is cst.Lambda and traced.info.positional[:1] != ["o"]
                and len(traced.info.positional) == 2}
    assert reducers[("a", "b")] == {"a": _traced_value("a"), "b": _traced_value("b")}
    # A pytree argument may hold Python numbers: its leaves stay opaque; a map of shapes gives Python ints.
    assert reducers[("acc", "change")]["change"].opaque
    assert ("count", "width") not in reducers
    # The helper returns a map of a staged jnp call: a pytree whose leaves are arrays.
    assert facts.array_result(cst.Name("relative_changes")) == Value(traced=True, opaque=True, array_leaves=True)


RECORD_FIELDS = """
    import dataclasses

    import equinox as eqx
    import jax
    import numpy as np


    @dataclasses.dataclass(frozen=True)
    class System:
        basis: object
        coords: object
        nelec: int


    def resolve(system):
        if isinstance(system, System):
            return system.basis, system.coords, int(system.nelec)
        return build(system), system.coords, 0


    def plan(basis):
        return np.asarray(basis.angular).tobytes()


    def energy(system):
        basis, coords, nelec = resolve(system)
        return plan(basis), coords * nelec


    def batched(template, coords_batch):
        def single(coords):
            basis = eqx.tree_at(lambda b: b.centers, template, coords)
            return energy(System(basis=basis, coords=coords, nelec=4))
        return jax.vmap(single)(coords_batch)
"""


def test_records_are_known_field_by_field_through_a_dataclass_and_an_isinstance_branch():
    """`eqx.tree_at(lambda b: b.centers, template, coords)` of an untraced template traces `centers` only; a plain
    dataclass built in the trace holds what it was given field by field; `resolve` unpacks it behind `isinstance(
    system, System)`, so `plan` gets the re-centred basis, whose `angular` is the template's (no tracer)."""
    facts = ModuleFacts(cst.parse_module(textwrap.dedent(RECORD_FIELDS)), path="/tmp/records.py")
    centers = _traced_value("coords", opaque=True)
    basis = _traced_value("coords", opaque=True, field_values=(("centers", centers),))
    assert _traced(facts, "plan").params["basis"] == replace(basis, source="basis")
    system = _traced(facts, "energy").params["system"]
    assert system == _traced_value("system", opaque=True, not_none=True, record_class=os.path.realpath(
        "/tmp/records.py") + ":System", field_values=(("basis", basis), ("coords", centers), ("nelec", Value())))
    assert _traced(facts, "resolve").params["system"] == system


MADE_RECORD = """
    import dataclasses
    import functools

    import jax
    import numpy as np


    @dataclasses.dataclass(frozen=True)
    class Setup:
        n_modes: int
        modes: np.ndarray
        weights: jax.Array


    def make_setup(sizes, profiles):
        n_modes = sizes.n_modes
        if sizes.even:
            modes = np.arange(0, 2 * n_modes, 2)
        else:
            modes = np.arange(n_modes)
        return Setup(n_modes=n_modes, modes=modes, weights=profiles["weights"])


    def series(setup, coefficients):
        return coefficients[:, : setup.n_modes] * setup.weights


    @functools.partial(jax.jit, static_argnums=0)
    def evaluate(sizes, profiles, coefficients):
        setup = make_setup(sizes, profiles)
        return series(setup, coefficients)
"""


def test_a_record_a_module_function_builds_in_the_trace_keeps_each_field_as_it_was_given():
    """`make_setup(sizes, profiles)` returns a dataclass built from the static sizes and a traced profile: the
    fields filled from the sizes are Python values wherever the record goes, the one filled from the profile a
    tracer."""
    facts = ModuleFacts(cst.parse_module(textwrap.dedent(MADE_RECORD)), path="/tmp/setup.py")
    setup = _traced(facts, "series").params["setup"]
    assert setup.record_class == os.path.realpath("/tmp/setup.py") + ":Setup"
    assert setup.known_field("n_modes") == STATIC
    assert setup.known_field("modes") == STATIC
    assert setup.known_field("weights").traced


def test_a_pytree_record_a_module_function_builds_keeps_the_fields_no_return_gives_a_tracer_static():
    """`_far_pairs(...)` returns a NamedTuple whose `count` is `int(src.shape[0])` on both paths: a Python int
    where the record goes; `active` is a tracer on one path, so a leaf; `src` a tracer on both."""
    facts = _facts("""
        import functools
        from typing import NamedTuple

        import jax
        import jax.numpy as jnp


        class FarPairs(NamedTuple):
            src: jax.Array
            count: int
            active: jax.Array


        def _far_pairs(sources, limit):
            if limit is None:
                src = jnp.asarray(sources)
                return FarPairs(src=src, count=int(src.shape[0]), active=src.shape[0])
            src = jnp.asarray(sources[:limit])
            return FarPairs(src=src, count=int(src.shape[0]), active=jnp.minimum(src.shape[0], limit))


        @functools.partial(jax.jit, static_argnames="limit")
        def downward(sources, limit):
            pairs = _far_pairs(sources, limit)
            return pairs.src, pairs.count, pairs.active
    """)
    assert not facts.value_of(_expression(facts, "pairs.count")).traced
    assert facts.value_of(_expression(facts, "pairs.src")).traced
    assert facts.value_of(_expression(facts, "pairs.active")).traced


def test_a_tuple_key_is_a_certain_tracer_only_when_one_of_its_items_is():
    """`table[(x, y)] = p` with coordinates an unknown object hands out (maybe Python ints) writes a Python key;
    with an index `jnp.argmax` gives, the key is a tracer whatever the table is."""
    facts = _facts("""
        import jax
        import jax.numpy as jnp


        @jax.jit
        def absorb(cell, weights):
            for (x, y), tensor in cell.sites():
                first = (x, y)
            best = (jnp.argmax(weights), y)
            return first, best
    """)
    assert facts.value_of(_expression(facts, "(x, y)")).traced
    assert not certain_tracer_key(facts.value_of(_expression(facts, "(x, y)")))
    assert certain_tracer_key(facts.value_of(_expression(facts, "(jnp.argmax(weights), y)")))
    assert certain_tracer_key(facts.value_of(_expression(facts, "jnp.argmax(weights)")))


def test_a_starred_parameter_gets_tracers_only_from_the_arguments_that_land_there():
    """`_split(idx, arr, dtype, *substrides)` with Python strides beside a traced `arr`: the helper's `*strides`
    holds the strides, no tracer; `_scaled(arr, *rows)` with rows of a traced array hands `*factors` tracers."""
    facts = _facts("""
        import math

        import jax
        import numpy


        def _split(idx, arr, dtype, *strides):
            for i, name in enumerate(dtype.names):
                size = math.prod(dtype[i].shape)
                if dtype[i].base.names is not None:
                    _split(idx, arr, dtype[i].base, *(strides + ((size, 1),)))
            return all(size == 1 for size, _ in strides)


        def _scaled(arr, *factors):
            return arr * factors[0]


        @jax.jit
        def split(arr, weights):
            dtype = numpy.dtype([("a", float), ("b", [("c", float, 2)])])
            return _split(0, arr, dtype), _scaled(arr, *weights)
    """)
    assert not _traced(facts, "_split").params.get("strides", STATIC).traced
    assert _traced(facts, "_split").params["arr"].traced
    assert _traced(facts, "_scaled").params["factors"].traced


BRANCH_BOUND_TRANSFORMS = """
    import jax
    import jax.numpy as jnp


    def model_init(key, batch, encoder_sizes=(64, 32)):
        return [jnp.zeros([batch.shape[-1], size]) for size in encoder_sizes]


    def main(key, batch, multi_device):
        if multi_device:
            init = jax.pmap(model_init)
        else:
            init = jax.jit(model_init)
        return init(key, batch{extra})
"""


@pytest.mark.parametrize("extra,kept", [("", True), (", (8, 4)", False)])
def test_a_transform_bound_to_one_local_in_each_branch_keeps_the_defaults_its_calls_leave_out(extra, kept):
    """`init = jax.pmap(model_init)` or `init = jax.jit(model_init)`, then `init(key, batch)`: the local's calls are
    all either transform gets, so `encoder_sizes` stays its Python default; a call passing it makes it traced."""
    facts = _facts(BRANCH_BOUND_TRANSFORMS.replace("{extra}", extra))
    sizes = _traced(facts, "model_init").params.get("encoder_sizes", STATIC)
    assert sizes.traced is not kept


def test_code_a_module_flag_never_runs_holds_no_root_and_is_untraced():
    # The NumPy substrate of a two-back-end module: its JAX paths, under `JAX_MODE = False`, never run.
    source = textwrap.dedent("""
        import functools
        import jax
        import jax.numpy as np

        JAX_MODE = False


        def lstsq(matrix, rhs):
            if matrix.ndim > 2:
                if JAX_MODE:
                    return jax.vmap(functools.partial(lstsq))(matrix, rhs)
                return np.stack([lstsq(m, r) for m, r in zip(matrix, rhs)])
            return np.linalg.lstsq(matrix, rhs)[0]


        if JAX_MODE:
            @jax.jit
            def draw(key, shape):
                return jax.random.uniform(key, shape)


        def fill(values, JAX_MODE=True):
            if JAX_MODE:
                return jax.jit(np.cumsum)(values)
            out = np.zeros(3)
            if not JAX_MODE:
                out[0] = 1
            return out


        def shift(ids):
            shifted = np.roll(ids, 1)
            if not JAX_MODE:
                shifted = shifted.at[0].set(-1)
                return shifted
            shifted[0] = -1
            return shifted
    """)
    module = cst.parse_module(source)
    facts = ModuleFacts(module, locator=SourceLocator(module, source))   # the flags are read from the file's text
    assert not facts.traced
    code = facts.module.code_for_node
    assert sorted(code(branch).split()[0] for branch in facts.concrete_branches) == ["@jax.jit", "return"]
    assert sorted(code(statement).strip() for statement in facts.concrete_statements) == [
        "return shifted", "shifted[0] = -1"]
    # `fill` binds the name itself: its own flag decides nothing.
    assert {id(_function(facts, "draw"))} <= facts.unreached and id(_function(facts, "fill")) not in facts.unreached


def test_a_namespace_split_gives_traced_code_the_jax_path():
    facts = _facts("""
        import jax
        import jax.numpy as jnp
        import numpy as np


        def kernel(query, seed, xp):
            if xp is np:
                return np.zeros(3)[int(seed)] * query
            return xp.take(query, seed)


        def interpolate(queries, seeds, xp=np):
            def single(query, seed):
                return kernel(query, seed, xp=xp)

            if xp is np:
                return np.stack([single(q, s) for q, s in zip(queries, seeds)])
            return jax.vmap(single)(queries, seeds)


        def unchecked(queries, xp=np):
            return jax.vmap(lambda q: xp.sum(q))(queries)


        class Operator:
            @staticmethod
            def _is_jax(xp):
                \"\"\"Whether `xp` is jax.numpy.\"\"\"
                return xp.__name__.startswith("jax")

            def apply(self, batch, xp=np):
                if self._is_jax(xp):
                    return xp.fft.rfft(batch)
                return np.fft.rfft(np.asarray(batch))

            def smooth(self, signal, steps):
                def body(i, current):
                    return self.apply(current, xp=jnp)

                return jax.lax.fori_loop(0, steps, body, signal)
    """)
    assert facts.transforms_past_numpy(_function(facts, "interpolate")) == frozenset({"xp"})
    assert facts.transforms_past_numpy(_function(facts, "unchecked")) == frozenset()
    # `single` reads jax.numpy; the lambda of `unchecked` leaves `xp` unknown (numpy for its default callers).
    assert facts.outer_array_module(_traced(facts, "single"), "xp") == "jnp"
    assert facts.outer_array_module(_traced(facts, "<lambda>"), "xp") is None
    assert _traced(facts, "apply").params["xp"] == Value(module="jnp", source="xp")
    code = facts.module.code_for_node
    assert sorted(code(branch).split()[0] for branch in facts.concrete_branches) == ["return"]
    assert [code(statement).strip() for statement in facts.concrete_statements] == [
        "return np.fft.rfft(np.asarray(batch))"]


def test_module_class_aliases_are_read_as_the_classes_they_spell():
    import ast

    from jaxlint.analysis.module_flags import class_aliases

    aliases = class_aliases(ast.parse(textwrap.dedent("""
        import typing
        import numpy as np
        PythonScalar = bool | int | float
        Scalar = np.generic | PythonScalar
        HostNumber = typing.Union[int, np.number]
        HOST = (np.ndarray, np.generic)
        Rebound = int | float
        Rebound = int | str
        Made = make_class(1)

        def switch():
            global HOST
    """)))
    assert aliases == {"PythonScalar": ("bool", "int", "float"), "Scalar": ("np.generic", "bool", "int", "float"),
                       "HostNumber": ("int", "np.number")}


def test_sequence_annotations_of_arrays_say_every_item_is_an_array():
    """annotations.holds_arrays: a sequence annotated item by item as one array; not an Optional item, a Python
    number, an untyped or nested container, nor a set."""
    import libcst as cst

    from jaxlint.analysis.annotations import holds_arrays

    def holds(text: str) -> bool:
        return holds_arrays(cst.parse_expression(text))

    assert [holds(text) for text in ("Sequence[jnp.ndarray]", "list[Array]", "tuple[jax.Array, ...]",
                                     "Tuple[Array, Array]")] == [True] * 4
    assert [holds(text) for text in ("Sequence[Optional[Array]]", "list[float]", "Sequence", "list[list[Array]]",
                                     "set[Array]", "Array", "Sequence[Array | None]")] == [False] * 7


def test_module_functions_returning_a_constant_are_read_as_switches():
    """module_flags.constant_functions: a function whose one statement past its docstring returns True/False/None or
    a module flag; not a decorated one, one rebound or declared `global`, one returning a flag rebound or its own
    parameter, nor one returning anything else."""
    import ast

    from jaxlint.analysis.module_flags import constant_functions

    switches = constant_functions(ast.parse(textwrap.dedent("""
        import functools

        def is_debug_enabled() -> bool:
            \"\"\"Whether the internal checks run.\"\"\"
            return False

        def fast_path(x):
            return True

        def no_limit():
            return None

        @functools.cache
        def cached_switch():
            return False

        def from_environment():
            return os.environ.get("DEBUG") == "1"

        def patched():
            return False

        patched = lambda: True

        async def later():
            return False

        def reset():
            global fast_path

        _CHECKS = False
        _TRACING = True
        _TRACING = False

        def checks_enabled():
            return _CHECKS

        def tracing_enabled():
            return _TRACING

        def echo(_CHECKS):
            return _CHECKS
    """)))
    assert switches == {"is_debug_enabled": False, "no_limit": False, "checks_enabled": False}


def test_flags_saying_whether_jax_imports_hold_their_installed_value():
    """module_flags.jax_import_flags: a flag a guarded `import jax` sets (in the `try` or its `else`, the other value
    in a handler catching the ImportError or preset before it) or `find_spec("jax")` tests holds, wherever a trace
    runs, what it says with JAX installed; not one whose `try` also imports a library JAX does not require, one a
    handler of another error sets, one rebound after the `try` or declared `global`, nor one left unset on failure."""
    import ast

    from jaxlint.analysis.module_flags import imported_flag_names, jax_import_flags

    source = textwrap.dedent("""
        import importlib.util
        from importlib.util import find_spec

        import numpy as np

        try:
            import jax
            import jax.numpy as jnp
            from jax import lax
            HAS_JAX = True
        except ImportError:
            HAS_JAX = False
            jnp = None

        JAX_READY: bool = False
        try:
            import jaxlib
        except ModuleNotFoundError:
            pass
        else:
            JAX_READY = True

        try:
            import jax
            MISSING_JAX = False
        except (ImportError, OSError):
            MISSING_JAX = True

        FOUND = importlib.util.find_spec("jax") is not None
        NOT_FOUND = find_spec("jax") is None
        OTHER_FOUND = find_spec("torch") is not None

        try:
            import jax
            import optax
            HAS_TRAINING = True
        except ImportError:
            HAS_TRAINING = False

        try:
            import jax
            HAS_BACKEND = True
        except RuntimeError:
            HAS_BACKEND = False

        try:
            import jax
            HAS_ACCELERATOR = True
        except ImportError:
            HAS_ACCELERATOR = False
        HAS_ACCELERATOR = HAS_ACCELERATOR and jax.devices()[0].platform == "gpu"

        try:
            import jax
            ENABLED = True
        except ImportError:
            ENABLED = False

        try:
            import jax
            LOADED = True
        except ImportError:
            pass

        def disable():
            global ENABLED
            ENABLED = False

        from .backend import JAX_AVAILABLE, jit_or_identity as maybe_jit
        from .settings import USE_GPU
        from jax import config
        from . import backend

        if JAX_AVAILABLE and not USE_GPU or maybe_jit:
            pass
    """)
    tree = ast.parse(source)
    assert jax_import_flags(tree, source) == {
        "HAS_JAX": True, "JAX_READY": True, "MISSING_JAX": False, "FOUND": True, "NOT_FOUND": False}
    # Imported names read as tests, bound once, from a module that may be the project's: asked of that module.
    assert imported_flag_names(tree, source) == {
        "JAX_AVAILABLE": (1, "backend.JAX_AVAILABLE"), "maybe_jit": (1, "backend.jit_or_identity"),
        "USE_GPU": (1, "settings.USE_GPU")}


def test_functions_asking_whether_jax_imports_answer_as_where_it_does():
    """module_flags.constant_functions: a function that only tries `import jax` (cached or not), tests
    `find_spec("jax")`, or returns such a flag, answers in a trace what it answers with JAX installed; not one that
    tries another library, takes a parameter, or whose handler gives no constant."""
    import ast

    from jaxlint.analysis.module_flags import constant_functions

    source = textwrap.dedent("""
        import functools
        import importlib.util

        try:
            import jax
            _JAX = True
        except ImportError:
            _JAX = False

        def jax_enabled():
            return _JAX

        @functools.lru_cache(maxsize=None)
        def jax_installed():
            \"\"\"Whether the accelerated path can run.\"\"\"
            try:
                import jax
                import jax.numpy
                return True
            except ImportError:
                return False

        def numpy_only():
            return importlib.util.find_spec("jax") is None

        def torch_installed():
            try:
                import torch
                return True
            except ImportError:
                return False

        def found(name):
            return importlib.util.find_spec("jax") is not None

        def reported():
            try:
                import jax
                return True
            except ImportError:
                print("no jax")

        @functools.wraps(print)
        def wrapped():
            return importlib.util.find_spec("jax") is not None
    """)
    assert constant_functions(ast.parse(source), source) == {
        "jax_enabled": True, "jax_installed": True, "numpy_only": False}


def test_enumeration_members_are_read_from_classes_whose_members_are_distinct():
    """module_flags.enum_members: the members of a module-level Enum/StrEnum (also `(str, Enum)`) bound to
    constants or `auto()`; not those of a class with an alias (two members of one value), a member bound to anything
    else, a class rebound, nor a plain class."""
    import ast

    from jaxlint.analysis.module_flags import enum_members

    tree = ast.parse(textwrap.dedent("""
        import enum
        from enum import Enum, StrEnum, auto

        class Engine(str, Enum):
            \"\"\"Where the arrays live.\"\"\"
            NUMPY = "numpy"
            XLA = "xla"

            def describe(self):
                return self.value

        class Mode(enum.IntEnum):
            FAST = auto()
            EXACT = auto()

        class Aliased(StrEnum):
            CPU = "cpu"
            HOST = "cpu"

        class Computed(Enum):
            A = 1
            B = compute()

        class Plain:
            A = 1

        class Replaced(Enum):
            X = 1

        Replaced = None
    """))
    assert enum_members(tree) == {"Engine.NUMPY", "Engine.XLA", "Mode.FAST", "Mode.EXACT"}


def test_a_jax_flag_is_read_from_the_project_module_that_sets_it(tmp_path):
    """ProjectIndex.imported_jax_flag: `from .backend import HAS_JAX`, also through the package's re-export; not
    a plain constant of another module (a setting another module may change before it is imported)."""
    from jaxlint.analysis.project import ProjectIndex

    (tmp_path / "synth").mkdir()
    (tmp_path / "synth" / "__init__.py").write_text("from .backend import HAS_JAX\n")
    (tmp_path / "synth" / "backend.py").write_text(textwrap.dedent("""\
        try:
            import jax.numpy as jnp
            HAS_JAX = True
        except ImportError:
            HAS_JAX = False
        USE_GPU = False
        """))
    path = str(tmp_path / "synth" / "voices.py")
    project = ProjectIndex()
    assert project.imported_jax_flag(path, 1, "backend.HAS_JAX") is True
    assert project.imported_jax_flag(path, 0, "synth.HAS_JAX") is True
    assert project.imported_jax_flag(path, 1, "backend.USE_GPU") is None
    assert project.imported_jax_flag(path, 1, "missing.HAS_JAX") is None


def test_parameters_a_function_compiles_are_read_from_its_definition():
    """handed_functions.compiled_parameter_methods: a parameter handed to jit/vmap, through grad-like transforms or
    called from a lambda the transform compiles, or its method (`problem.objective`); not one compiled with static
    arguments, nor one only called."""
    import ast

    from jaxlint.analysis.handed_functions import compiled_parameter_methods

    tree = ast.parse(textwrap.dedent("""\
        import jax
        from jax import value_and_grad as vg

        def build(log_density, potential, step, metric, loss, pool, n, problem, field, curve, kernel, table):
            a = jax.jit(vg(log_density))
            b = jax.vmap(lambda q: -potential(q, n))
            c = jax.jit(step, static_argnums=(1,))
            d = [metric(x) for x in range(n)]
            e = jax.vmap(pool, in_axes=(0, None))   # the unmapped argument stays the Python value passed
            f = jax.jit(jax.value_and_grad(problem.objective))
            g = jax.jit(lambda x: -field.potential(x))
            h = jax.jit(jax.vmap(jax.grad(curve.response), in_axes=(0, None)))   # jit traced every argument
            i = jax.jit(jax.vmap(kernel, in_axes=(0, None)))
            j = jax.jit(jax.vmap(table.at, in_axes=(0, None)), static_argnums=1)
            return jax.jit(jax.grad(loss)), a, b, c, d, e, f, g, h, i, j
        """))
    aliases = {"jax": "jax", "vg": "jax.value_and_grad"}
    assert compiled_parameter_methods(tree.body[2], aliases) == {
        ("log_density", ""), ("potential", ""), ("loss", ""), ("problem", "objective"), ("field", "potential"),
        ("curve", "response"), ("kernel", "")}


def test_a_parameter_called_in_a_compiled_closure_or_a_def_it_reaches_is_compiled():
    """handed_functions.compiled_parameter_methods: `@jax.jit def descend` (or `jax.jit(run)` of a nested def) calling
    a parameter, its method, or a grad of its method on a traced argument, directly or through a nested def it
    reaches by name (`residual` handed to `jax.grad`); not a call given only closure values, nor one in a closure
    compiled with static arguments or in a nested def no compiled closure reaches."""
    import ast

    from jaxlint.analysis.handed_functions import compiled_parameter_methods

    tree = ast.parse(textwrap.dedent("""\
        from functools import partial
        import jax

        def fit(profile, model, net, prior, report, sizer, shaper, grid, start):
            def residual(params):
                return (profile(params, grid) - 1.0) ** 2

            @jax.jit
            def descend(params):
                loss, grads = jax.value_and_grad(net.loss)(params, grid)
                return params - jax.grad(residual)(params) + model.penalty(params) + sizer(len(grid))

            def walk(state):
                return prior(state)

            @partial(jax.jit, static_argnames="n")
            def shaped(params, n):
                return shaper(params, n)

            def show(params):
                return report(params)

            return descend(start), jax.jit(walk)(start), shaped(start, 2), show(start)
        """))
    assert compiled_parameter_methods(tree.body[2], {"jax": "jax", "partial": "functools.partial"}) == {
        ("profile", ""), ("model", "penalty"), ("net", "loss"), ("prior", "")}


def test_a_stored_constructor_parameter_a_class_compiles_itself_is_a_compiled_parameter():
    """handed_functions.stored_parameters_compiled: `self.model = model` then `jax.jit(self.model.apply)` (or the
    stored object itself, through a batch map) compiles the parameter's method with every argument traced; not with
    static arguments, nor an attribute the class rebinds."""
    import ast

    from jaxlint.analysis.handed_functions import parameters_compiled_by

    tree = ast.parse(textwrap.dedent("""\
        import jax

        class Runner:
            def __init__(self, model, rule, scorer, other):
                self.model = model
                self.rule = rule
                self.scorer = scorer
                self.other = other
                self.predict = jax.jit(self.model.apply)
                self.baseline = jax.jit(jax.vmap(self.rule, in_axes=(0, None)))
                self.score = jax.jit(self.scorer.score, static_argnames=("mode",))
                self.other = None
                self.refit = jax.jit(self.other.fit)
        """))
    assert parameters_compiled_by(tree, "Runner", {"jax": "jax"}) == (
        ("model", "rule", "scorer", "other"), frozenset({("model", "apply"), ("rule", "")}))


def test_an_instance_handed_to_a_constructor_that_compiles_it_has_its_method_traced_in_its_own_file(tmp_path):
    """record_arguments._handed_instance_seeds: `ScaledGradientDescent(objective)` with `objective = Decay(...)`,
    both classes of other files, the solver's `__init__` jitting `jax.value_and_grad(fun)`: `Decay.__call__` is a
    root of `Decay`'s file; `ProjectedGradient(problem)` jitting `problem.objective`: that method is."""
    import ast

    from jaxlint.analysis.project import ProjectIndex
    from jaxlint.analysis.record_arguments import record_argument_seeds

    (tmp_path / "fit").mkdir()
    (tmp_path / "fit" / "__init__.py").write_text("")
    (tmp_path / "fit" / "model.py").write_text(textwrap.dedent("""\
        import numpy as np


        class Decay:
            def __init__(self, times):
                self.times = times

            def __call__(self, params):
                return np.sum(np.exp(-self.times / params[0]))

            def objective(self, params):
                return self(params) ** 2
        """))
    (tmp_path / "fit" / "solvers.py").write_text(textwrap.dedent("""\
        import jax


        class ScaledGradientDescent:
            def __init__(self, fun, scale):
                self.scale = scale
                self._value_and_grad = jax.jit(jax.value_and_grad(fun))


        class ProjectedGradient:
            def __init__(self, problem, step=0.1):
                self._value_and_grad = jax.jit(jax.value_and_grad(problem.objective))


        class Logged:
            def __init__(self, fun):
                self.fun = fun
        """))
    path = str(tmp_path / "run.py")
    source = textwrap.dedent("""\
        import jax.numpy as jnp

        from fit.model import Decay
        from fit.solvers import Logged, ProjectedGradient, ScaledGradientDescent


        def main():
            objective = Decay(jnp.arange(4.0))
            solver = ScaledGradientDescent(objective, scale=2.0)
            projected = ProjectedGradient(problem=objective)
            return solver, projected, Logged(objective)
        """)
    (tmp_path / "run.py").write_text(source)
    project = ProjectIndex()
    tree = ast.parse(source)
    aliases = {"Decay": "fit.model.Decay", "Logged": "fit.solvers.Logged",
               "ProjectedGradient": "fit.solvers.ProjectedGradient",
               "ScaledGradientDescent": "fit.solvers.ScaledGradientDescent", "jnp": "jax.numpy"}
    found = record_argument_seeds(project, path, source, tree, aliases, {})
    assert [(os.path.basename(helper), [(seed.name, seed.method, seed.root, seed.reason) for seed in seeds])
            for helper, seeds in found] == [
        ("model.py", [("Decay", "objective", True, "handed to `ProjectedGradient`, which compiles it, in run.py"),
                      ("Decay", "__call__", True, "handed to `ScaledGradientDescent`, which compiles it, in run.py")])]


def test_constructor_parameters_a_class_stores_and_runs_in_a_method_it_compiles():
    """handed_functions.stored_parameters_compiled: `self.objective = objective` run by `jax.jit(self._update)`'s
    method on its own parameters (directly, through `value_and_grad`, or a method of the object); not a parameter the
    compiled method runs on a value of `self`, nor one run by a method compiled with static arguments or never
    compiled, nor one the class rebinds elsewhere."""
    import ast

    from jaxlint.analysis.handed_functions import parameters_compiled_by

    tree = ast.parse(textwrap.dedent("""\
        import jax


        class Descent:
            def __init__(self, objective, window, residual, summary, problem, swapped, taps):
                self.objective = objective
                self.window = window
                self.residual = residual
                self.summary = summary
                self.problem = problem
                self.swapped = swapped
                self.taps = taps
                self.update = jax.jit(self._update)
                self.ordered = jax.jit(self._ordered, static_argnums=1)

            def _update(self, params, velocity):
                loss, grads = jax.value_and_grad(self.objective)(params)
                kernel = self.window(self.taps)
                return self.problem.penalty(params, velocity), self.swapped(params)

            def _ordered(self, params, order):
                return self.residual(params, order)

            def report(self, params):
                return self.summary(params)

            def swap(self, other):
                self.swapped = other
        """))
    positional, compiled = parameters_compiled_by(tree, "Descent", {"jax": "jax"})
    assert positional == ("objective", "window", "residual", "summary", "problem", "swapped", "taps")
    assert {entry for entry in compiled if entry[0] != "self"} == {("objective", ""), ("problem", "penalty")}


def test_a_bound_method_handed_to_a_class_that_runs_it_in_a_compiled_method_is_a_root_of_its_file(tmp_path):
    """record_arguments._handed_instance_seeds: `Descent(room.mismatch)` with `room = Room(...)` of another file,
    `Descent` storing it and running it in `jax.jit(self._update)`: `Room.mismatch` is a root of `Room`'s file; a
    bound method handed to a class that only calls it on the host is not."""
    import ast

    from jaxlint.analysis.project import ProjectIndex
    from jaxlint.analysis.record_arguments import record_argument_seeds

    (tmp_path / "tuning").mkdir()
    (tmp_path / "tuning" / "__init__.py").write_text("")
    (tmp_path / "tuning" / "rooms.py").write_text(textwrap.dedent("""\
        import numpy as np


        class Room:
            def __init__(self, areas):
                self.areas = areas

            def mismatch(self, absorption):
                return np.dot(self.areas, absorption)

            def describe(self, absorption):
                return str(np.mean(absorption))
        """))
    (tmp_path / "tuning" / "optimizers.py").write_text(textwrap.dedent("""\
        import jax


        class Descent:
            def __init__(self, objective):
                self.objective = objective
                self.update = jax.jit(self._update)

            def _update(self, params):
                return jax.grad(self.objective)(params)


        class Log:
            def __init__(self, summary):
                self.summary = summary

            def record(self, params):
                return self.summary(params)
        """))
    path = str(tmp_path / "run.py")
    source = textwrap.dedent("""\
        import jax.numpy as jnp

        from tuning.optimizers import Descent, Log
        from tuning.rooms import Room


        def main():
            room = Room(jnp.ones(3))
            return Descent(room.mismatch), Log(room.describe)
        """)
    (tmp_path / "run.py").write_text(source)
    tree = ast.parse(source)
    aliases = {"Descent": "tuning.optimizers.Descent", "Log": "tuning.optimizers.Log", "Room": "tuning.rooms.Room",
               "jnp": "jax.numpy"}
    found = record_argument_seeds(ProjectIndex(), path, source, tree, aliases, {})
    assert [(os.path.basename(helper), [(seed.name, seed.method, seed.root, seed.reason) for seed in seeds])
            for helper, seeds in found if helper.endswith("rooms.py")] == [
        ("rooms.py", [("Room", "mismatch", True, "handed to `Descent`, which compiles it, in run.py")])]


def test_a_local_vmap_of_an_imported_function_passes_only_what_its_calls_pass():
    facts = _facts("""
        from functools import partial

        from jax import vmap

        from . import healpix


        def neighbourhood(nside, index):
            window = partial(healpix.neighbours, nside, nest=True)
            for _ in range(index.ndim - 1):
                window = vmap(window)
            return window(index[0])


        def areas(nside, index, flags):
            area = vmap(partial(healpix.pixel_area, nside))
            return area(index[0], flags)


        def handed_on(nside, index, run):
            window = vmap(partial(healpix.neighbours, nside))
            return run(window, index)
        """)
    roots = [(call.target, call.static[0][:3], call.static[1]) for call in facts.external_calls if call.root]
    assert roots == [
        # `window(index[0])`: past `nside` and the one argument, every parameter keeps its default.
        ("healpix.neighbours", (0, 2, 3), ("nest",)),
        # `area(index[0], flags)` passes the flag through the vmap: only `nside` is bound.
        ("healpix.pixel_area", (0, 3, 4), ()),
        # `run(window, index)` may call it with anything.
        ("healpix.neighbours", (0,), ())]


UNCALLED_REBUILD = """
    import jax
    from jax import jit


    class Network:
        def __init__(self):
            self._derivatives_use = jit(self._derivatives, static_argnames=["analytical"])

        def _clear_cache(self):
            self._derivatives_use = jax.jit(self._derivatives, static_argnums=(1,))

        def _derivatives(self, x, y, analytical=True):
            return x if analytical else y

        def derivatives(self, x, y):
            return self._derivatives_use(x, y)
    """


@pytest.mark.parametrize("called_by", [None, "network.py", "fisher.py"])
def test_a_jit_in_a_private_function_nothing_calls_never_runs_beside_the_one_that_does(tmp_path, called_by):
    source = textwrap.dedent(UNCALLED_REBUILD)
    if called_by == "network.py":
        source += "\n\ndef refresh(network):\n    network._clear_cache()\n"
    (tmp_path / "fisher.py").write_text("from network import Network\n" + (
        "Network()._clear_cache()\n" if called_by == "fisher.py" else "Network()\n"))
    path = tmp_path / "network.py"
    path.write_text(source)
    module = cst.parse_module(source)
    facts = ModuleFacts(module, path=str(path), locator=SourceLocator(module, source), package_cache={})
    derivatives = _traced(facts, "_derivatives")
    # Only the `_init_jax`-like jit runs unless some file calls the rebuild: then `analytical` may be a tracer.
    analytical = derivatives.params.get("analytical")
    assert (analytical is not None and analytical.traced) == (called_by is not None)


@pytest.mark.parametrize("passed,decided", [("", True), ("rtol=1e-3", False), ("atol=None", True),
                                            ("rtol=tolerance()", None)])
def test_a_conjunction_of_flag_tests_every_traced_caller_decides_is_decided(passed, decided):
    facts = _facts(f"""
        import jax
        import numpy as np

        def matrices(kernel, distances, *, atol=None, rtol=None):
            if atol is None and rtol is None:
                built = kernel(distances)
            else:
                built = kernel(np.unique(distances))
            return built

        @jax.jit
        def refine(xi, distances):
            return xi * matrices(abs, distances, {passed})
        """)
    branch = next(statement for statement in _function(facts, "matrices").body.body if isinstance(statement, cst.If))
    # Both tests hold in every trace: the ahead-of-time build is code that runs only eagerly. A literal tolerance
    # is no None: the test fails in every trace, and the default build runs only eagerly. An unknown function's
    # result may be None: either branch may run.
    assert (branch.orelse in facts.concrete_branches) == (decided is True)
    assert (branch.body in facts.concrete_branches) == (decided is False)


def test_a_call_with_keywords_logging_refuses_is_no_python_logger():
    from jaxlint.analysis.host_loggers import takes_logging_keywords

    assert takes_logging_keywords(["exc_info", "stacklevel"])
    assert takes_logging_keywords([])
    assert not takes_logging_keywords(["loss", "accuracy"])


def test_jax_numpy_file_writers_are_numpys_own():
    from jaxlint.analysis.import_names import canonical

    assert canonical("jax.numpy.save") == "numpy.save"
    assert canonical("jax.numpy.savez") == "numpy.savez"
    assert canonical("jax.numpy.sum") == "jax.numpy.sum"


def test_calling_the_instance_a_constructor_parameter_holds_runs_its_call_method():
    source = textwrap.dedent("""
        import jax


        class LinearWarmup:
            def __init__(self, peak_lr):
                self.peak_lr = peak_lr

            def __call__(self, step):
                return min(self.peak_lr, step * 0.01)


        class Trainer:
            def __init__(self, schedule):
                self.schedule = schedule
                self._update = jax.jit(self._update_fn)

            def _update_fn(self, w, step):
                return w - self.schedule(step) * w


        def main(w):
            return Trainer(LinearWarmup(0.1))._update(w, 0)
    """)
    module = cst.parse_module(source)
    facts = ModuleFacts(module, locator=SourceLocator(module, source))   # the fact reads the whole file's text
    call = _traced(facts, "__call__")
    assert call.reason == "called on the `LinearWarmup` instance stored on `self.schedule` in traced `_update_fn`"
    assert call.params["step"].traced


def test_a_jit_of_an_attribute_holding_an_object_traces_its_call_method():
    facts = _facts("""
        import jax
        import jax.numpy as jnp


        class ClippedLoss:
            def __init__(self, clip_eps):
                self.clip_eps = clip_eps

            def __call__(self, params, batch):
                return jnp.mean(jnp.clip(params["w"] @ batch, -self.clip_eps, self.clip_eps))


        class Learner:
            def __init__(self):
                self.loss = ClippedLoss(0.2)
                self._loss_and_grad = jax.jit(jax.value_and_grad(self.loss))

            def update(self, params, batch):
                loss, grads = self._loss_and_grad(params, batch)
                return jax.tree_util.tree_map(lambda p, g: p - 0.1 * g, params, grads), loss
    """)
    call = _traced(facts, "__call__")
    assert call.root
    assert call.params["params"].traced and call.params["batch"].traced


def test_a_jitted_method_of_an_object_a_local_factory_builds_is_rooted_at_the_class_it_returns():
    facts = _facts("""
        import jax
        from .slab import Slab
        from .tables import AttenuationTable


        def build_slab():
            return Slab(AttenuationTable([0.0, 1.0], [2.0, 1.0]), density=11.35)


        def transmission(energy):
            slab = build_slab()
            return jax.jit(slab.attenuation)(energy)
    """)
    roots = [(call.target, call.arguments) for call in facts.external_calls if call.root]
    assert roots == [("slab.Slab.attenuation", (("0", 1, "tables.AttenuationTable"),))]


def test_a_jitted_object_of_another_file_is_rooted_with_the_objects_it_was_made_with():
    facts = _facts("""
        import jax
        from spectra import ShellSpectrum, SpectralGrid


        def main(n, velocity):
            grid = SpectralGrid(n)
            spectrum = jax.jit(ShellSpectrum(grid))
            return spectrum(velocity)
    """)
    roots = [(call.target, call.product, call.arguments) for call in facts.external_calls if call.root]
    assert roots == [("spectra.ShellSpectrum", True, (("0", 0, "spectra.SpectralGrid"),))]


def test_a_function_calling_a_named_axis_collective_runs_only_in_a_mapped_trace():
    from jaxlint.analysis.lax_loops import runs_only_in_a_mapped_trace

    facts = _facts("""
        import jax.numpy as jnp
        from jax import lax

        def exchange(blocks, n, axis_name="ring"):
            def send(offset, received):
                def accumulate(i, acc):
                    return acc + blocks[i]
                return lax.fori_loop(0, n, accumulate, received)
            rank = lax.axis_index(axis_name)
            return [send(offset, blocks[rank]) for offset in range(n)]

        def total(x):
            return lax.psum(x, ())

        def smooth(x):
            return jnp.cumsum(x)
    """)
    # A def inside one that calls `lax.axis_index` runs only when it does: traced.
    assert runs_only_in_a_mapped_trace(facts, _function(facts, "send"))
    assert runs_only_in_a_mapped_trace(facts, _function(facts, "exchange"))
    # Reducing over no axes runs eagerly; a function without collectives may run anywhere.
    assert not runs_only_in_a_mapped_trace(facts, _function(facts, "total"))
    assert not runs_only_in_a_mapped_trace(facts, _function(facts, "smooth"))


def test_functions_reached_only_from_a_pallas_kernel_or_a_lowering_run_only_in_kernels():
    from jaxlint.analysis.kernel_callees import functions_run_only_in_kernels
    from jaxlint.analysis.lax_loops import called_repeatedly

    source = textwrap.dedent("""
        import functools
        from jax import lax
        from jax.experimental import pallas as pl
        from jax.interpreters import mlir

        def _substitute(block, n):
            return lax.fori_loop(0, n, lambda i, x: x + block[i], block[0])

        def _solve(blocks, n):
            return [_substitute(b, n) for b in blocks]

        def _kernel(x_ref, o_ref):
            o_ref[...] = sum(_solve(x_ref[...], 4))

        def solve(x):
            return pl.pallas_call(lambda *refs: _kernel(*refs), out_shape=x)(x)

        def _lowering(x, *, n):
            return _solve([x], n)[0]

        mlir.register_lowering(prim, mlir.lower_fun(functools.partial(_lowering, n=2), multiple_results=False))

        def _smooth(series, n):
            return lax.fori_loop(0, n, lambda i, x: x * 0.5, series)

        def _report(x_ref, o_ref):
            o_ref[...] = x_ref[...]

        def smooth_all(batches):
            _report(batches, batches)
            return [_smooth(s, 3) for s in batches]

        def copy(x):
            return pl.pallas_call(_report, out_shape=x)(x)
    """)
    module = cst.parse_module(source)
    facts = ModuleFacts(module, locator=SourceLocator(module, source))   # the fact reads the whole file's text
    # `_kernel` runs only in the kernel's lambda, `_lowering` only in its lowering, `_solve` only in those two and
    # `_substitute` only in `_solve`; `_report`, a kernel too, is also called eagerly by `smooth_all`.
    assert functions_run_only_in_kernels(facts) == {"_kernel", "_lowering", "_solve", "_substitute"}
    # `_solve`'s loop over the blocks unrolls in the kernel's trace; `smooth_all` runs eagerly.
    assert not called_repeatedly(facts, "_substitute")
    assert called_repeatedly(facts, "_smooth")


def test_the_count_of_a_top_k_selection_is_a_size_xla_needs_concrete():
    facts = _facts("""
        import jax
        from jax import lax


        @jax.jit
        def keep(logits, k):
            values, _ = lax.top_k(logits, k)
            return jax.lax.approx_max_k(values, k=k)
    """)
    for code in ("lax.top_k(logits, k)", "jax.lax.approx_max_k(values, k=k)"):
        call = _expression(facts, code)
        assert [facts.module.code_for_node(argument) for argument in size_arguments(facts, call)] == ["k"]


def test_a_closure_of_a_method_calls_the_object_its_self_holds():
    # The `lax.scan` step sees `evolve`'s `self`: `self.stepper(u)` runs the stored instance's `__call__`.
    facts = _facts("""
        import jax
        import numpy as np


        class Stepper:
            def __init__(self, n):
                self.system = np.eye(n)

            def __call__(self, u):
                return np.linalg.solve(self.system, u)


        class Chain:
            def __init__(self, n):
                self.stepper = Stepper(n)

            def evolve(self, u0):
                def step(u, _):
                    return self.stepper(u), None

                return jax.lax.scan(step, u0, None, length=4)


        def run(chain, u0):
            return jax.jit(chain.evolve)(u0)
    """)
    call = _traced(facts, "__call__")
    assert call.reason == "stored on `self.stepper` and called in traced `step`"
    assert call.params["u"].traced


def test_jit_of_a_method_of_an_object_every_call_passes_from_another_file_is_of_a_bound_method():
    # `sample(SGLD(...), ...)` in this file with `SGLD` imported, its class defining `step`: `jax.jit(sampler.step)`
    # jits a new bound method each time; `kernel.step` of a parameter passed something else stays a plain name.
    source = textwrap.dedent("""
        import jax

        from samplers import SGLD, make_kernel


        def sample(sampler, position, num_steps):
            for _ in range(num_steps):
                position = jax.jit(sampler.step)(position)
            return position


        def run(kernel, position, num_steps):
            for _ in range(num_steps):
                position = jax.jit(kernel.step)(position)
            return position


        def main(position):
            return sample(SGLD(1e-3), position, 10), run(make_kernel(), position, 10)
    """)
    defined = {("samplers.SGLD", "step")}
    module = cst.parse_module(source)
    facts = ModuleFacts(module, locator=SourceLocator(module, source),   # the calls are read from the file's text
                        project=ProjectFacts(
                            imported_method=lambda level, target, method, getter=False: (target, method) in defined))
    assert sorted((facts.jit_target_name(site), site.target_kind) for site in facts.jit_sites.values()) == [
        ("kernel.step", "named"), ("sampler.step", "method")]


def test_the_key_function_of_sorted_in_traced_code_runs_in_the_trace_on_python_items():
    facts = _facts("""
        import jax
        import jax.numpy as jnp


        @jax.jit
        def coldest_first(positions):
            energies = jnp.sum(positions**2, axis=1)
            order = sorted(range(positions.shape[0]), key=lambda i: energies[i])
            return positions[jnp.array(order)]
    """)
    key = _traced(facts, "<lambda>")
    assert key.reason == "key of `sorted()` in traced `coldest_first`"
    assert not key.params["i"].traced
    assert facts.value_of(_expression(facts, "energies[i]")).traced


def test_an_alternate_constructor_of_a_project_class_makes_an_instance_handed_to_a_compiling_class(tmp_path):
    """record_arguments._instance_class: `LaxFriedrichs(TabulatedEOS.polytrope(k, gamma), dx)`, the classmethod
    returning `cls(...)`, hands the solver (whose class jits its own method) a `TabulatedEOS`, as `TabulatedEOS(...)`
    would; so does a local bound to it. A classmethod returning something else (`rows`) makes no instance. The
    instance's `pressure`, which the jitted `_flux` calls, is seeded in its own file too (an instance handed to a
    class that compiles its own methods)."""
    import ast

    from jaxlint.analysis.project import ProjectIndex
    from jaxlint.analysis.record_arguments import record_argument_seeds

    (tmp_path / "hydro").mkdir()
    (tmp_path / "hydro" / "__init__.py").write_text("")
    (tmp_path / "hydro" / "eos.py").write_text(textwrap.dedent("""\
        import numpy as np


        class TabulatedEOS:
            def __init__(self, rho_table, p_table):
                self.rho_table = rho_table
                self.p_table = p_table

            @classmethod
            def polytrope(cls, k, gamma, rows=64):
                rho = np.geomspace(0.1, 10.0, rows)
                return cls(rho, k * rho**gamma)

            @classmethod
            def rows(cls, rows):
                return np.geomspace(0.1, 10.0, rows)

            def pressure(self, rho):
                return np.interp(rho, self.rho_table, self.p_table)
        """))
    (tmp_path / "hydro" / "solver.py").write_text(textwrap.dedent("""\
        import jax


        class LaxFriedrichs:
            def __init__(self, eos, dx):
                self.eos = eos
                self.dx = dx
                self.flux = jax.jit(self._flux)

            def _flux(self, rho, mom):
                return mom**2 / rho + self.eos.pressure(rho)
        """))
    path = str(tmp_path / "run.py")
    source = textwrap.dedent("""\
        from hydro.eos import TabulatedEOS
        from hydro.solver import LaxFriedrichs


        def direct():
            return LaxFriedrichs(TabulatedEOS.polytrope(1.0, 5.0 / 3.0), dx=0.01)


        def bound():
            eos = TabulatedEOS.polytrope(1.0, 1.4)
            return LaxFriedrichs(eos=eos, dx=0.01)


        def not_an_instance():
            return LaxFriedrichs(TabulatedEOS.rows(8), 0.01)
        """)
    (tmp_path / "run.py").write_text(source)
    project = ProjectIndex()
    aliases = {"TabulatedEOS": "hydro.eos.TabulatedEOS", "LaxFriedrichs": "hydro.solver.LaxFriedrichs"}
    found = record_argument_seeds(project, path, source, ast.parse(source), aliases, {})
    assert [(os.path.basename(helper), sorted((seed.name, seed.method, seed.imported_arguments) for seed in seeds))
            for helper, seeds in found] == [
        ("eos.py", [("TabulatedEOS", "pressure", ())]),
        ("solver.py", [("LaxFriedrichs", "__init__", (("0", 1, "eos.TabulatedEOS"),)),
                       ("LaxFriedrichs", "__init__", (("eos", 1, "eos.TabulatedEOS"),))])]


def test_a_grad_like_transform_stored_on_self_runs_its_function_where_the_attribute_is_called():
    """calls.py, `ModuleIndex.self_transform_bindings`: `self._acceleration = jax.grad(lambda x: ...)` bound in
    `__init__` and called in a step the jitted method scans runs the lambda in that trace; a stored transform nothing
    traced calls (`self._energy_grad`) runs nothing there."""
    facts = _facts("""
        import jax
        import numpy as np


        class Propagator:
            def __init__(self, dt):
                self.dt = dt
                self._acceleration = jax.grad(lambda x: -np.sum(np.cos(x)))
                self._energy_grad = jax.grad(lambda x: np.sum(np.sin(x)))
                self.propagate = jax.jit(self._propagate, static_argnums=1)

            def _step(self, x, _):
                return x + self.dt * self._acceleration(x), x

            def _propagate(self, x0, steps):
                return jax.lax.scan(self._step, x0, None, length=steps)

            def energy_gradient(self, x):
                return self._energy_grad(x)
        """)
    lambdas = [traced for traced in facts.traced.values() if isinstance(traced.node, cst.Lambda)]
    assert [facts.code_for_node(traced.node) for traced in lambdas] == ["lambda x: -np.sum(np.cos(x))"]


def test_a_closure_of_init_calls_the_object_another_file_constructed_it_with(tmp_path):
    """module_classes._passed_parameter_class: `jax.grad(lambda x: -field.potential(x))` in `__init__(self, field,
    dt)`, the propagator made in another file as `Propagator(ZonalField(1e-3), 0.01)`: the lambda, run in the jitted
    scan, calls `ZonalField.potential`, traced in its own file."""
    (tmp_path / "orbits").mkdir()
    (tmp_path / "orbits" / "__init__.py").write_text("")
    (tmp_path / "orbits" / "fields.py").write_text(textwrap.dedent("""\
        import jax.numpy as jnp
        import numpy as np


        class ZonalField:
            def __init__(self, j2):
                self.j2 = j2

            def potential(self, position):
                r = jnp.linalg.norm(position)
                return -1.0 / r * (1.0 - self.j2 * np.cos(position[2] / r))
        """))
    (tmp_path / "orbits" / "propagator.py").write_text(textwrap.dedent("""\
        import jax


        class Propagator:
            def __init__(self, field, dt):
                self.dt = dt
                self._acceleration = jax.grad(lambda x: -field.potential(x))
                self.propagate = jax.jit(self._propagate, static_argnums=1)

            def _step(self, x, _):
                return x + self.dt * self._acceleration(x), x

            def _propagate(self, x0, steps):
                return jax.lax.scan(self._step, x0, None, length=steps)
        """))
    (tmp_path / "run.py").write_text(textwrap.dedent("""\
        import jax.numpy as jnp

        from orbits.fields import ZonalField
        from orbits.propagator import Propagator


        def main():
            return Propagator(ZonalField(1e-3), 0.01).propagate(jnp.ones(3), 4)
        """))
    from jaxlint.engine import lint_paths

    files = [str(tmp_path / "run.py"), str(tmp_path / "orbits" / "fields.py"), str(tmp_path / "orbits" / "propagator.py")]
    found = lint_paths(files, jobs=1)
    assert sorted((os.path.relpath(d.path, tmp_path), d.line, d.code) for d in found) == [
        (os.path.join("orbits", "fields.py"), 11, "JXL401")]


SCREENED_GRID = """
    import dataclasses

    import jax
    import numpy as np


    @dataclasses.dataclass(frozen=True)
    class Points:
        \"\"\"An explicit grid.\"\"\"
        coords: object
        weights: object
        chunk: int = 0


    @dataclasses.dataclass(frozen=True)
    class Becke:
        n_radial: int
        screen: object = "auto"


    def resolve_screen(screen, n_atom):
        from grids import AUTO_CUTOFF

        if screen == "auto":
            return AUTO_CUTOFF if n_atom > 50 else None
        return None if screen is None else float(screen)


    def build(grid, coords):
        if resolve_screen(getattr(grid, "screen", None), coords.shape[0]) is not None:
            order = np.argsort(np.asarray(coords)[:, 0])
            return coords[order]
        return coords


    @jax.jit
    def energy(coords, weights):
        return build(GRID, coords).sum()
"""


@pytest.mark.parametrize("grid, decided", [
    ("Points(coords=coords, weights=weights)", True),
    ("Points(coords, weights, chunk=8)", True),
    ("Becke(n_radial=75)", False),           # a grid with a screen: the screened branch may run in the trace
    ("Becke(n_radial=75, screen=None)", False),
])
def test_getattr_default_of_a_closed_dataclass_decides_a_none_test(grid, decided):
    """`getattr(grid, "screen", None)` of a plain dataclass whose class body binds nothing but its fields, none of
    them `screen`, is None; a module helper handed that None gives None (`screen == "auto"` and `screen is None`
    decided for the None it is given), so `... is not None` is false in every trace and the host branch never runs
    there. A class with that field decides nothing."""
    facts = ModuleFacts(cst.parse_module(textwrap.dedent(SCREENED_GRID.replace("GRID", grid))), path="/tmp/grids.py")
    body = next(node.body for node in _function(facts, "build").body.body if isinstance(node, cst.If))
    assert (body in facts.concrete_branches) is decided


@pytest.mark.parametrize("old, new", [
    ("    chunk: int = 0\n", "    chunk: int = 0\n\n    @property\n    def screen(self):\n        return 1e-10\n"),
    ("    chunk: int = 0\n", "    chunk: int = 0\n    screen = 1e-10\n"),
    ("@dataclasses.dataclass(frozen=True)\nclass Points:", "@dataclasses.dataclass\nclass Points:"),
])
def test_getattr_default_needs_a_frozen_class_without_other_members(old, new):
    """A method, property or class attribute of the class may be the attribute `getattr` reads, and an instance of
    a class that is not frozen may have been given one."""
    source = textwrap.dedent(SCREENED_GRID.replace("GRID", "Points(coords=coords, weights=weights)"))
    assert old in source
    source = source.replace(old, new, 1)
    facts = ModuleFacts(cst.parse_module(source), path="/tmp/grids.py")
    body = next(node.body for node in _function(facts, "build").body.body if isinstance(node, cst.If))
    assert body not in facts.concrete_branches


def test_a_module_helper_given_none_returns_none():
    """`resolve_screen(None, n)` skips `if screen == "auto":` and returns the `None` of `None if screen is None
    else float(screen)`; given a screen, it may return a number."""
    facts = _facts(SCREENED_GRID.replace("GRID", "None"))
    evaluator = Evaluator(facts.imports, lambda name: None, python_result=facts.returns_python_value)
    # kept alive together: the evaluator memoises values by node
    calls = [cst.parse_expression(code) for code in (
        "resolve_screen(None, 3)", "resolve_screen('auto', 3)", "resolve_screen(1e-3, 3)")]
    assert [evaluator.value(call).none for call in calls] == [True, False, False]


def test_tree_multimap_hands_the_mapped_function_each_trees_leaves():
    """`jax.tree_multimap` (removed in jax 0.3.16) was tree_map over several trees: a tree of Python sizes read from
    shapes gives Python ints, a tree the trace computed gives tracers."""
    from jaxlint.engine import lint_source

    source = textwrap.dedent("""
        import jax
        import jax.numpy as jnp


        def tile(values, size):
            return jnp.zeros((size, size)) + values.sum()


        def grow(values, size):
            return jnp.zeros((size, size)) + values.sum()


        def fit(blocks, steps):
            sizes = jax.tree_map(lambda block: block.shape[0], blocks)

            def sweep(carry, _):
                counts = jax.tree_map(lambda leaf: leaf.sum().astype(int), carry)
                fixed = jax.tree_multimap(lambda v, n: tile(v, n), carry, sizes)
                grown = jax.tree_multimap(lambda v, n: grow(v, n), carry, counts)
                return carry, (fixed, grown)

            return jax.lax.scan(sweep, blocks, None, length=steps)
    """)
    assert [(d.line, d.code) for d in lint_source(source, "blocks.py")] == [(11, "JXL106")]   # in `grow`


@pytest.mark.parametrize("source, expected", [
    ('import os\nos.environ["SCIPY_ARRAY_API"] = "1"\n', {"SCIPY_ARRAY_API": "1"}),
    ('import os\nos.environ.setdefault("SCIPY_ARRAY_API", "1")\n', {"SCIPY_ARRAY_API": "1"}),
    ('import os as system\nsystem.environ.update({"SCIPY_ARRAY_API": "1", "XLA_FLAGS": x})\n',
     {"SCIPY_ARRAY_API": "1"}),
    ('from os import environ\nif "SCIPY_ARRAY_API" not in environ:\n    environ.update(SCIPY_ARRAY_API="1")\n',
     {"SCIPY_ARRAY_API": "1"}),
    # Set in a function, which may run after SciPy is imported; or in a mapping that is not the environment.
    ('import os\ndef enable():\n    os.environ["SCIPY_ARRAY_API"] = "1"\n', {}),
    ('settings = {}\nsettings["SCIPY_ARRAY_API"] = "1"\n', {}),
])
def test_environment_settings_are_read_from_the_statements_run_at_import(source, expected):
    import ast

    from jaxlint.analysis.environment_switches import environment_settings

    assert environment_settings(ast.parse(source)) == expected


def test_a_package_init_that_sets_an_environment_variable_sets_it_for_every_module_of_the_package(tmp_path):
    package = tmp_path / "optics"
    (package / "mounts").mkdir(parents=True)
    (package / "__init__.py").write_text('import os\n\nos.environ["SCIPY_ARRAY_API"] = "1"\n')
    (package / "mounts" / "__init__.py").write_text("")
    module = package / "mounts" / "pointing.py"
    module.write_text("import jax\n")
    script = tmp_path / "calibrate.py"
    script.write_text('import os\nos.environ.setdefault("SCIPY_ARRAY_API", "1")\nimport jax\n')
    other = tmp_path / "plain.py"
    other.write_text("import jax\n")
    for path, expected in ((module, "1"), (script, "1"), (other, None)):
        source = path.read_text()
        tree = cst.parse_module(source)
        facts = ModuleFacts(tree, path=str(path), locator=SourceLocator(tree, source))
        assert facts.environment_setting("SCIPY_ARRAY_API") == expected, path


def test_what_methods_of_another_files_classes_return_in_traced_code(tmp_path):
    """ProjectIndex: a method whose every return is computed with jnp gives an array (`imported_array_result` of
    `mod.Class.method`); one returning a Python attribute does not. A method whose every return builds one pytree
    record class gives that class (`imported_method_record`), not when a construction gives a field a literal; a
    record method comparing an array field gives a mask, one comparing a static field (a registered dataclass's
    meta field) gives nothing known (`record_method_array`)."""
    from jaxlint.analysis.project import ProjectIndex

    (tmp_path / "lab").mkdir()
    (tmp_path / "lab" / "__init__.py").write_text("")
    (tmp_path / "lab" / "kinds.py").write_text(textwrap.dedent("""\
        import functools
        from dataclasses import dataclass
        from typing import Any, NamedTuple

        import jax


        class Reading(NamedTuple):
            level: Any
            alarm: Any

            def is_alarm(self):
                return self.alarm > 0

            def name(self):
                return "reading"


        @functools.partial(jax.tree_util.register_dataclass, data_fields=["level"], meta_fields=["unit"])
        @dataclass
        class Gauge:
            level: Any
            unit: str

            def in_litres(self):
                return self.unit == "l"
        """))
    (tmp_path / "lab" / "sensors.py").write_text(textwrap.dedent("""\
        import jax.numpy as jnp

        from .kinds import Gauge, Reading


        class Tank:
            def __init__(self, limit):
                self.limit = limit

            def pick(self, levels):
                return jnp.argmax(levels)

            def fixed(self, levels):
                return self.limit

            def read(self, level):
                return Reading(level, jnp.where(level > self.limit, 1, 0))

            def reset(self, level):
                return Reading(level, 0)

            def gauge(self, level):
                return Gauge(level, "l")
        """))
    path = str(tmp_path / "run.py")
    (tmp_path / "run.py").write_text("from lab.sensors import Tank\n")
    project = ProjectIndex()
    assert project.imported_array_result(path, 0, "lab.sensors.Tank.pick") is False
    assert project.imported_array_result(path, 0, "lab.sensors.Tank.fixed") is None
    identity, static = project.imported_method_record(path, 0, "lab.sensors.Tank.read")
    assert identity == f"{os.path.realpath(tmp_path / 'lab' / 'kinds.py')}:Reading" and static == frozenset()
    assert project.imported_method_record(path, 0, "lab.sensors.Tank.reset") is None
    gauge, gauge_static = project.imported_method_record(path, 0, "lab.sensors.Tank.gauge") or (None, None)
    assert gauge is None   # built with a literal for its unit
    assert project.record_method_array(identity, "is_alarm") is True
    assert project.record_method_array(identity, "name") is None
    assert project.record_method_array(identity.replace(":Reading", ":Gauge"), "in_litres") is None


def test_a_constructed_seed_carries_what_its_arguments_were_built_with(tmp_path):
    """record_arguments: `Trainer(model, Momentum(Decay(...)))`, or the optimizer bound once before, seeds the
    trainer's file with the optimizer's class and, for that slot, the schedule's class (`nested_arguments`)."""
    import ast

    from jaxlint.analysis.project import ProjectIndex
    from jaxlint.analysis.record_arguments import record_argument_seeds

    (tmp_path / "fit").mkdir()
    (tmp_path / "fit" / "__init__.py").write_text("")
    (tmp_path / "fit" / "schedules.py").write_text("class Decay:\n    def __call__(self, count):\n        return 1.0\n")
    (tmp_path / "fit" / "optim.py").write_text(textwrap.dedent("""\
        class Momentum:
            def __init__(self, schedule):
                self.schedule = schedule
        """))
    (tmp_path / "fit" / "train.py").write_text(textwrap.dedent("""\
        import jax


        class Trainer:
            def __init__(self, optimizer):
                self.optimizer = optimizer
                self.step = jax.jit(self._step)

            def _step(self, state):
                return self.optimizer.update(state)
        """))
    source = textwrap.dedent("""\
        from fit.optim import Momentum
        from fit.schedules import Decay
        from fit.train import Trainer


        def inline():
            return Trainer(Momentum(Decay()))


        def bound():
            optimizer = Momentum(schedule=Decay())
            return Trainer(optimizer)
        """)
    path = str(tmp_path / "run.py")
    (tmp_path / "run.py").write_text(source)
    aliases = {"Momentum": "fit.optim.Momentum", "Decay": "fit.schedules.Decay", "Trainer": "fit.train.Trainer"}
    found = record_argument_seeds(ProjectIndex(), path, source, ast.parse(source), aliases, {})
    assert [(os.path.basename(helper), sorted((seed.imported_arguments, seed.nested_arguments) for seed in seeds))
            for helper, seeds in found if helper.endswith("train.py")] == [
        ("train.py", [((("0", 1, "optim.Momentum"),), (("0", (("0", 1, "schedules.Decay"),)),)),
                      ((("0", 1, "optim.Momentum"),), (("0", (("schedule", 1, "schedules.Decay"),)),))])]


HANDED_CALLABLES = """
    import functools
    import jax
    import jax.numpy as jnp


    def forward_slopes(cost, weight_of, x, h=1e-3, size_of=len):
        nudge = jnp.zeros_like(x).at[0].set(h)
        ahead = cost(x + nudge)
        weight = weight_of(0)
        rows = size_of(x + nudge)
        return ahead, weight, rows


    class Descent:
        def __init__(self, cost):
            self.slopes = functools.partial(forward_slopes, cost, abs)
            self.run = jax.jit(self._run)

        def _run(self, x):
            return self.slopes(x)
"""


def test_a_partial_stored_on_self_runs_its_function_and_a_handed_callable_gives_arrays_from_arrays():
    facts = _facts(HANDED_CALLABLES)
    traced = _traced(facts, "forward_slopes")
    assert traced.params["x"].traced and not traced.params.get("cost", STATIC).traced
    # The handed-in cost applied to a jax array gives arrays (a pytree of them): no Python number, yet its truth
    # may still be a Python question (an unknown function's result).
    ahead = facts.value_of(_expression(facts, "cost(x + nudge)"))
    assert ahead.not_python_number and ahead.opaque
    # Applied to a Python int, the weight function gives whatever it gives: nothing traced.
    assert not facts.value_of(_expression(facts, "weight_of(0)")).traced
    # A parameter left at a builtin (`size_of=len`) may give a Python number even of an array.
    assert not facts.value_of(_expression(facts, "size_of(x + nudge)")).not_python_number


def test_a_jit_of_an_already_jitted_def_keeps_the_static_parameters_of_its_decorator():
    """`jax.jit(moving_filter)` of a def under `@partial(jax.jit, static_argnames=("causal",))`: every call goes
    through the inner jit, so `causal` is never a tracer in the body, though the outer jit declares nothing; the
    parameter the decorator does not list is traced by the outer jit when a caller passes it."""
    facts = _facts("""
        from functools import partial
        import jax

        @partial(jax.jit, static_argnames=("causal",))
        def moving_filter(signal, *, causal=False, order=1):
            return signal

        def sweep(signal):
            return jax.jit(moving_filter)(signal, causal=True, order=2)
    """)
    traced = _traced(facts, "moving_filter")
    assert "causal" in traced.static_params and "causal" not in traced.params
    assert traced.params["order"].traced


def test_a_nested_def_returning_numpy_made_from_a_leaf_s_metadata_is_python_valued():
    facts = _facts("""
        import jax
        import numpy as onp
        from jax.tree_util import tree_map

        @jax.jit
        def step(state, rates):
            def identity_like(leaf):
                return onp.identity(leaf.shape[0], dtype=leaf.dtype)

            def scaled(leaf):
                return leaf.mean() * onp.identity(leaf.shape[0])

            return tree_map(identity_like, rates), tree_map(scaled, rates)
    """)
    step = _function(facts, "step")
    assert facts.python_valued_function(cst.Name("identity_like"), step)
    assert not facts.python_valued_function(cst.Name("scaled"), step)
    assert not facts.python_valued_function(cst.Name("missing"), step)


def test_a_lax_body_inside_traced_code_gets_arrays_for_a_carry_started_as_one_and_for_scanned_slices():
    """calls._lax_body_arrays: a lax body handed to `lax.scan`/`fori_loop` in a helper another file traces (its
    file analysed from the seed, whose lax calls are no roots of their own) holds an array, no pytree that may hold
    Python values, in its carry when the loop starts it as an array, in the slice of an array it scans and in a
    fori_loop's counter; a carry started as a tuple, or an unknown pytree scanned, stays opaque."""
    from jaxlint.analysis.records import Seed

    source = textwrap.dedent("""
        import jax
        import jax.numpy as jnp

        def run(t0, efforts, state):
            def year(stock, effort):
                return stock, effort

            def week(index, remaining):
                return remaining

            def paired(carry, row):
                return carry, row

            def passed_on(carry, _):
                return carry, None

            jax.lax.scan(year, jnp.asarray(t0), jnp.asarray(efforts))
            jax.lax.fori_loop(0, 3, week, jnp.zeros(3))
            jax.lax.scan(paired, (t0, t0), jax.tree_util.tree_map(jnp.ravel, state))
            jax.lax.scan(passed_on, jax.tree_util.tree_map(jnp.ravel, state), None, length=2)
            return t0
    """)
    traced = Value(traced=True)
    facts = ModuleFacts(cst.parse_module(source), seeds=(Seed("run", (traced, traced, traced)),), discover=False)
    for name, parameter in (("year", "stock"), ("year", "effort"), ("week", "index"), ("week", "remaining")):
        assert not _traced(facts, name).params[parameter].opaque, (name, parameter)
    for name, parameter in (("paired", "carry"), ("paired", "row"), ("passed_on", "carry")):
        assert _traced(facts, name).params[parameter].opaque, (name, parameter)


def test_the_values_of_a_keyword_collected_bundle_are_the_instances_it_was_made_with():
    """module_classes._constructed_keywords_class: an object made in another file as `Bundle(speed=RunningSum(),
    load=RunningSum())`, its constructor keeping `**trackers` on `self`: `self.trackers.values()` in a traced method
    holds `RunningSum` instances, whose method runs traced; with trackers of two classes nothing is assumed."""
    from jaxlint.analysis.records import Seed

    source = textwrap.dedent("""
        class RunningSum:
            def observe(self, **readings):
                self.total = readings["speed"]

        class Peak:
            def observe(self, **readings):
                return readings["speed"]

        class Bundle:
            def __init__(self, **trackers):
                self.trackers = trackers

            def observe(self, **readings):
                for tracker in self.trackers.values():
                    tracker.observe(**readings)
    """)
    traced = Value(traced=True)
    one_class = Seed("Bundle", (), keywords=(("speed", traced),), method="observe",
                     arguments=(("load", "RunningSum"), ("speed", "RunningSum")))
    facts = ModuleFacts(cst.parse_module(source), seeds=(one_class,), discover=False)
    assert {traced.info.class_node.name.value for traced in facts.traced.values()
            if traced.info.name == "observe"} == {"Bundle", "RunningSum"}
    two_classes = Seed("Bundle", (), keywords=(("speed", traced),), method="observe",
                       arguments=(("load", "Peak"), ("speed", "RunningSum")))
    facts = ModuleFacts(cst.parse_module(source), seeds=(two_classes,), discover=False)
    assert {traced.info.class_node.name.value for traced in facts.traced.values()
            if traced.info.name == "observe"} == {"Bundle"}


def test_a_helper_threading_a_state_record_is_handed_that_record():
    """propagation._threaded_records: a method called from another file's traced code with an opaque pytree (an item
    of a lax carry) whose every return builds one NamedTuple from fields of that parameter holds the record there:
    its fields are leaves (no opaque value), as a root's parameter would be; a parameter no return reads stays
    opaque."""
    from jaxlint.analysis.records import Seed

    source = textwrap.dedent("""
        from typing import Any, NamedTuple

        class TrackState(NamedTuple):
            rows: Any
            cursor: Any

        class TrackLog:
            def record(self, state, position, extra):
                rows = state.rows
                return TrackState(rows, state.cursor + 1)
    """)
    pytree = Value(traced=True, opaque=True)
    facts = ModuleFacts(cst.parse_module(source), seeds=(Seed("TrackLog", (pytree, pytree, pytree),
                                                              method="record"),), discover=False)
    params = _traced(facts, "record").params
    assert not params["state"].opaque and params["state"].leaf_fields == frozenset()
    assert params["extra"].opaque and params["extra"].leaf_fields is None


def test_a_method_called_in_a_loop_on_a_parameter_every_call_passes_an_instance_is_repeated():
    """project._loop_method_calls with `_parameters_passed_instances`: `integrator.run(rate)` in a comprehension of
    `table(integrator, rates)`, every call of `table` in the file passing a name bound to `Decay(...)`, calls
    `Decay.run` repeatedly; not when one call passes an object of another class, nor a parameter no call passes."""
    import ast

    from jaxlint.analysis.project import _loop_method_calls

    tree = ast.parse(textwrap.dedent("""\
        def table(integrator, rates):
            return {rate: integrator.run(rate) for rate in rates}

        def mixed(integrator, rates):
            return [integrator.run(rate) for rate in rates]

        def unused(integrator, rates):
            return [integrator.step(rate) for rate in rates]

        def main():
            decay = Decay(0.1)
            growth = Growth(0.2)
            table(decay, [1.0, 2.0])
            table(integrator=decay, rates=[3.0])
            mixed(decay, [1.0])
            mixed(growth, [1.0])
        """))
    assert _loop_method_calls(tree, {"Decay", "Growth"}) == {("Decay", "run")}


def test_a_stored_callback_called_with_a_lax_bodys_tracers_is_compiled():
    """handed_functions._traced_names: `self.on_step(index + 1, position)` in the scan body of a method the class jits
    whole, `index, position` unpacked from the body's carry, compiles the stored `on_step`; a call given only a
    value read from an array's shape does not, nor one given a constant."""
    import ast

    from jaxlint.analysis.handed_functions import parameters_compiled_by

    tree = ast.parse(textwrap.dedent("""\
        import jax

        class Walker:
            def __init__(self, on_step, on_size, on_start):
                self.on_step = on_step
                self.on_size = on_size
                self.on_start = on_start
                self.walk = jax.jit(self._walk)

            def _walk(self, start, keys):
                n = keys.shape[0]
                self.on_size(n)
                self.on_start(0)

                def step(carry, key):
                    index, position = carry
                    position = position + jax.random.normal(key)
                    self.on_step(index + 1, position)
                    return (index + 1, position), position

                return jax.lax.scan(step, (0, start), keys)
        """))
    assert parameters_compiled_by(tree, "Walker", {"jax": "jax"}) == (
        ("on_step", "on_size", "on_start"), frozenset({("on_step", "")}))


def test_a_tuple_display_unpacked_into_names_binds_each_name_to_its_construction():
    """ast_nodes.scope_instances: `compressor, limiter = Compressor(), Limiter()` binds each name to its own call; a
    call unpacked (`a, b = make()`) and a loop's tuple target bind no class, and a name bound to two classes none."""
    import ast

    from jaxlint.analysis.ast_nodes import scope_instances

    tree = ast.parse(textwrap.dedent("""\
        def session(rows):
            compressor, (limiter, meter) = Compressor(), (Limiter(), Meter(3))
            first, second = make_pair()
            for name, stage in rows:
                pass
            gate, other = Gate(), Gate()
            other = Limiter()
        """))
    assert scope_instances(tree.body[0]) == {"compressor": "Compressor", "limiter": "Limiter", "meter": "Meter",
                                             "gate": "Gate"}


def test_a_constructor_that_unpacks_a_traced_value_into_attributes_stores_a_tracer_in_each():
    """function_flow._record_attributes: `self.loc, self.log_scale = jnp.split(stacked, 2)` in a constructor traced
    with a tracer stores a tracer in both attributes; `self.rows, self.cols = stacked.shape` stores Python ints."""
    facts = _facts("""
        import jax
        import jax.numpy as jnp

        class SplitNormal:
            def __init__(self, stacked):
                self.loc, self.log_scale = jnp.split(stacked, 2)
                self.rows, self.cols = stacked.shape

        @jax.jit
        def build(stacked):
            return SplitNormal(stacked)
        """)
    class_node = facts._index.classes["SplitNormal"]
    assert {name: facts.attribute_values[(class_node, name)].traced for name in ("loc", "log_scale")} == {
        "loc": True, "log_scale": True}
    assert (class_node, "rows") not in facts.attribute_values and (class_node, "cols") not in facts.attribute_values


def test_a_stored_parameter_run_by_a_helper_method_of_the_compiled_method_is_compiled():
    """handed_functions.stored_parameters_compiled: `self.score = jax.grad(log_density)` run in `drift`, which the
    compiled `_step` calls with its point and the noise drawn for its shape (a tracer: the key is read too), is
    compiled; so is `self.log_density` run by a helper given only tracers; not a stored parameter run by a helper
    that the compiled method calls with a Python value, nor one given only a shape."""
    import ast

    from jaxlint.analysis.handed_functions import parameters_compiled_by

    tree = ast.parse(textwrap.dedent("""\
        import jax
        import jax.numpy as jnp


        class Sampler:
            def __init__(self, log_density, prior, bound, width):
                self.score = jax.grad(log_density)
                self.log_density = log_density
                self.prior = prior
                self.bound = bound
                self.width = width
                self.step = jax.jit(self._step)

            def drift(self, x, noise):
                return x + self.score(x) + noise

            def energy(self, x):
                return -self.log_density(x)

            def clipped(self, limit):
                return self.prior(limit)

            def sized(self, n):
                return self.bound(n)

            def _step(self, x, key):
                noise = jax.random.normal(key, x.shape)
                n = x.shape[0]
                return self.drift(x, noise) + self.energy(x) + self.clipped(3.0) + self.sized(n)
        """))
    positional, compiled = parameters_compiled_by(tree, "Sampler", {"jax": "jax", "jnp": "jax.numpy"})
    assert positional == ("log_density", "prior", "bound", "width")
    assert compiled == {("log_density", "")}


def test_objects_a_construction_is_given_in_a_list_or_made_by_a_factory_of_a_table_reach_the_class_file(tmp_path):
    """record_arguments._construction_seed: `PassRunner(hooks=[progress])` with `progress = ProgressFile(path)` of a
    third file gives `element_arguments`; `Search(Annealer(ladder))` with `ladder` running over the values of a
    module-level table of calls of a project factory gives the factories' products as nested arguments
    (tables.PRODUCT_MARK); a list holding something else gives nothing."""
    import ast

    from jaxlint.analysis.project import ProjectIndex
    from jaxlint.analysis.record_arguments import record_argument_seeds

    (tmp_path / "fit").mkdir()
    (tmp_path / "fit" / "__init__.py").write_text("")
    (tmp_path / "fit" / "hooks.py").write_text("class ProgressFile:\n    def __init__(self, path):\n        pass\n")
    (tmp_path / "fit" / "ladders.py").write_text(textwrap.dedent("""\
        def geometric(start, ratio):
            def temperature(step):
                return start * ratio ** step
            return temperature


        def held(start, hold):
            def temperature(step):
                return start if step < hold else 0.0
            return temperature
        """))
    (tmp_path / "fit" / "annealer.py").write_text("class Annealer:\n    def __init__(self, ladder):\n"
                                                  "        self.ladder = ladder\n")
    (tmp_path / "fit" / "runner.py").write_text(textwrap.dedent("""\
        import jax


        class PassRunner:
            def __init__(self, hooks=(), annealer=None):
                self.hooks = list(hooks)
                self.annealer = annealer
                self.run = jax.jit(self._run)

            def _run(self, x):
                return x
        """))
    path = str(tmp_path / "main.py")
    source = textwrap.dedent("""\
        from fit.annealer import Annealer
        from fit.hooks import ProgressFile
        from fit.ladders import geometric, held
        from fit.runner import PassRunner

        LADDERS = {"geometric": geometric(2.0, 0.9), "held": held(2.0, 3)}


        def logged(path):
            progress = ProgressFile(path)
            return PassRunner(hooks=[progress]), PassRunner(hooks=[print])


        def annealed():
            for name, ladder in LADDERS.items():
                annealer = Annealer(ladder)
                PassRunner(annealer=annealer)
        """)
    (tmp_path / "main.py").write_text(source)
    aliases = {"Annealer": "fit.annealer.Annealer", "ProgressFile": "fit.hooks.ProgressFile",
               "geometric": "fit.ladders.geometric", "held": "fit.ladders.held", "PassRunner": "fit.runner.PassRunner"}
    found = record_argument_seeds(ProjectIndex(), path, source, ast.parse(source), aliases, {})
    assert [(os.path.basename(helper), sorted((seed.imported_arguments, seed.nested_arguments, seed.element_arguments)
                                              for seed in seeds)) for helper, seeds in found] == [
        ("runner.py", [((), (), (("hooks", 1, "hooks.ProgressFile"),)),
                       ((("annealer", 1, "annealer.Annealer"),),
                        (("annealer", (("0", 1, "ladders.geometric()"), ("0", 1, "ladders.held()"))),), ())])]


def test_attributes_bound_by_unpacking_a_display_each_hold_their_item():
    """host_arrays.self_assigned_values: `self.generator, self.critic = generator, critic` assigns each attribute its
    item; an attribute unpacked from a call (`self.mean, self.std = stats(x)`) is bound another way.
    handed_functions.stored_parameters_compiled reads the same pairs: `self.fun, self.jac = fun, jac`."""
    import ast

    from jaxlint.analysis.handed_functions import parameters_compiled_by

    source = """
        import jax

        class Trainer:
            def __init__(self, generator, critic, data):
                self.generator, self.critic = generator, critic
                self.mean, self.std = stats(data)
                self.step = jax.jit(self._step)

            def _step(self, z):
                return self.generator(z) + self.critic(z)
        """
    facts = _facts(source)
    class_node = facts._index.classes["Trainer"]
    assert [facts.module.code_for_node(value) for value in facts.self_assigned_values(class_node, "critic")] == [
        "critic"]
    assert facts.self_assigned_values(class_node, "std") == []
    assert parameters_compiled_by(ast.parse(textwrap.dedent(source)), "Trainer", {"jax": "jax"}) == (
        ("generator", "critic", "data"), frozenset({("generator", ""), ("critic", "")}))


def test_a_functions_places_are_read_from_each_of_its_defs_when_first_asked():
    # Three module-level defs of `step` (two on the branches of an `if`): what it puts back is what any of them
    # restores, what it rebinds first what the one def rebinding anything does (read only when first asked).
    import ast

    from jaxlint.analysis.trace_scratch import read_place_uses

    uses = read_place_uses(ast.parse(textwrap.dedent("""
        if FAST:
            def step(state, x):
                state.cache = {}
                return x + state.offset
        else:
            def step(state, x):
                before = state.mode
                try:
                    state.mode = "trace"
                    return x
                finally:
                    state.mode = before

        def step(state, x):
            return x
    """)))
    assert len(uses.definitions[(None, "step")]) == 3
    assert uses.restored((None, "step")) == {"state.mode"}
    assert uses.rebound_first((None, "step")) == {"cache"}
    assert uses.rebound_first((None, "missing")) == frozenset() and uses.restored((None, "missing")) == frozenset()


def test_items_a_files_constructions_give_a_container_parameter_run_their_methods():
    """module_classes._local_element_constructions: `Stack([Scale(), Noise()])`, `Fan(*...)`, `Heads({...})` and a
    registry lookup `Picked(PICKERS[name])` in untraced code of the file say which classes `self.<parameter>` holds;
    a registry of numbers and a call passing something else add nothing."""
    source = textwrap.dedent("""\
        import jax

        class Scale:
            def __call__(self, x):
                return 2 * x

        class Noise:
            def __call__(self, x):
                return x

        class Shift:
            def __call__(self, x):
                return x + 1

        class Stack:
            def __init__(self, layers, widths):
                self.layers = layers
                self.widths = widths

            def __call__(self, x):
                for layer in self.layers:
                    x = layer(x)
                return x

        class Fan:
            def __init__(self, *branches):
                self.branches = branches

        class Heads:
            def __init__(self, heads):
                self.heads = heads

            def __call__(self, x):
                return {name: head(x) for name, head in self.heads.items()}

        class Picked:
            def __init__(self, picker):
                self.picker = picker
                self.run = jax.jit(self._run)

            def _run(self, x):
                return self.picker(x)

        PICKERS = {"scale": Scale(), "shift": Shift()}
        WIDTHS = {"narrow": 4}

        def build(name, layers):
            heads = {"a": Noise(), "b": Shift()}
            return (Stack([Scale(), Noise()], WIDTHS[name]), Stack(layers, [8]), Fan(Scale(), Shift()),
                    jax.jit(Heads(heads)), Picked(PICKERS[name]))
        """)
    module = cst.parse_module(source)
    facts = ModuleFacts(module, locator=SourceLocator(module, source))   # the fact reads the whole file's text
    classes = {node.name.value: node for node in module.body if isinstance(node, cst.ClassDef)}
    assert facts._local_element_constructions(classes["Stack"]) == {("items", "layers"): ("Scale", "Noise")}
    assert facts._local_element_constructions(classes["Fan"]) == {("items", "branches"): ("Scale", "Shift")}
    assert facts._local_element_constructions(classes["Heads"]) == {("values", "heads"): ("Noise", "Shift")}
    assert facts._local_element_constructions(classes["Picked"]) == {("one of", "picker"): ("Scale", "Shift")}
    traced = {(t.info.class_node.name.value, t.info.name) for t in facts.traced.values() if t.info.class_node}
    # `Heads.__call__` is jitted, `Picked._run` too: what the items and the registry hold runs traced; `Stack` is
    # never traced here, so neither is `Scale` through it.
    assert traced == {("Heads", "__call__"), ("Noise", "__call__"), ("Shift", "__call__"), ("Picked", "_run"),
                      ("Scale", "__call__")}


def test_a_registry_value_and_a_nested_list_display_handed_to_a_self_compiling_class_are_seeds(tmp_path):
    """record_arguments.registry_instances and `_construction_seed`: `Decoder(SAMPLERS[name])` with `SAMPLERS` a dict
    display of instances in another file gives the decoder every class of it; `Trainer(Stack([Scale(), Jitter()]))`
    gives the stack's item classes as nested element arguments (tables.ELEMENTS_MARK); a registry of numbers none."""
    import ast

    from jaxlint.analysis.project import ProjectIndex
    from jaxlint.analysis.record_arguments import record_argument_seeds, registry_instances

    (tmp_path / "gen").mkdir()
    (tmp_path / "gen" / "__init__.py").write_text("")
    (tmp_path / "gen" / "samplers.py").write_text(textwrap.dedent("""\
        class Greedy:
            def __call__(self, logits):
                return logits.argmax()


        class Tempered:
            def __init__(self, t):
                self.t = t

            def __call__(self, logits):
                return logits / self.t


        SAMPLERS = {"greedy": Greedy(), "tempered": Tempered(0.7)}
        TEMPERATURES = {"cold": 0.1, "warm": 1.0}
        """))
    (tmp_path / "gen" / "layers.py").write_text(textwrap.dedent("""\
        class Scale:
            def __call__(self, x):
                return 2 * x


        class Jitter:
            def __call__(self, x):
                return x


        class Stack:
            def __init__(self, layers):
                self.layers = layers
        """))
    (tmp_path / "gen" / "decode.py").write_text(textwrap.dedent("""\
        import jax


        class Decoder:
            def __init__(self, sampler, temperature=1.0):
                self.sampler = sampler
                self.run = jax.jit(self._run)

            def _run(self, logits):
                return self.sampler(logits)


        class Trainer:
            def __init__(self, network):
                self.network = network
                self.step = jax.jit(self._step)

            def _step(self, x):
                return self.network(x)
        """))
    path = str(tmp_path / "run.py")
    source = textwrap.dedent("""\
        from gen.decode import Decoder, Trainer
        from gen.layers import Jitter, Scale, Stack
        from gen.samplers import SAMPLERS, TEMPERATURES


        def main(name, warmth):
            network = Stack([Scale(), Jitter()])
            return Decoder(SAMPLERS[name], TEMPERATURES[warmth]), Trainer(network)
        """)
    (tmp_path / "run.py").write_text(source)
    project = ProjectIndex()
    tree = ast.parse(source)
    aliases = {"Decoder": "gen.decode.Decoder", "Trainer": "gen.decode.Trainer", "Jitter": "gen.layers.Jitter",
               "Scale": "gen.layers.Scale", "Stack": "gen.layers.Stack", "SAMPLERS": "gen.samplers.SAMPLERS",
               "TEMPERATURES": "gen.samplers.TEMPERATURES"}
    lookup = tree.body[-1].body[-1].value.elts[0].args
    assert [name for _, name in registry_instances(project, path, lookup[0], aliases, {}, tree)] == \
        ["Greedy", "Tempered"]
    assert registry_instances(project, path, lookup[1], aliases, {}, tree) == []
    found = dict(record_argument_seeds(project, path, source, tree, aliases, {}))
    seeds = next(seeds for helper, seeds in found.items() if os.path.basename(helper) == "decode.py")
    assert {seed.name: (seed.imported_arguments, seed.nested_arguments) for seed in seeds} == {
        "Decoder": ((("0", 1, "samplers.Greedy"), ("0", 1, "samplers.Tempered")), ()),
        "Trainer": ((("0", 1, "layers.Stack"),), (("0", (("0", 1, "layers.Scale[]"), ("0", 1, "layers.Jitter[]"))),))}


# --- Python numbers a call of the project's own function returns (run_frequency.python_number) --------------------

_SCHEDULES = """
import math
import jax.numpy as jnp

BASE = 0.1


def geometric(start, ratio):
    def rate(epoch):
        return start * ratio ** epoch
    return rate


def cosine(epoch, total=10):
    return BASE * 0.5 * (1.0 + math.cos(math.pi * epoch / total))


def traced(epoch):
    return jnp.float32(BASE) * epoch


def held(value):
    return lambda epoch: value


def fit(epochs, schedule=geometric(0.1, 0.9), other=held(0.3)):
    inverse = lambda epoch: BASE / (1 + epoch)
    local = geometric(BASE, 0.5)
    for epoch in range(epochs):
        by_default = schedule(epoch)
        by_local = local(epoch)
        by_function = cosine(epoch)
        by_lambda = inverse(epoch)
        by_traced = traced(epoch)
        by_held = other(epoch)
        by_min = min(BASE, 1.0 / (epoch + 1))
"""


@pytest.mark.parametrize("name,expected", [
    ("by_default", True), ("by_local", True), ("by_function", True), ("by_lambda", True), ("by_min", True),
    ("by_traced", False),   # a jnp scalar: a traced leaf of a filtering jit
    ("by_held", False),     # the same number whatever the epoch: one static value
])
def test_calls_of_the_files_own_schedules_return_python_numbers(name, expected):
    facts = _facts(_SCHEDULES)
    assert facts.python_number(cst.Name(name), _function(facts, "fit")) is expected


def test_another_files_schedules_are_summarised_as_number_functions_or_factories():
    from jaxlint.analysis.run_frequency import number_function_kind

    source = textwrap.dedent(_SCHEDULES)
    aliases = {"math": "math", "jnp": "jax.numpy"}
    assert number_function_kind(source, aliases, "geometric") == "factory"
    assert number_function_kind(source, aliases, "cosine") == "function"
    assert number_function_kind(source, aliases, "traced") is None
    assert number_function_kind(source, aliases, "held") is None
    assert number_function_kind(source, aliases, "fit") is None


def test_a_dict_a_helper_builds_from_a_static_description_keeps_those_entries_concrete():
    facts = _facts("""
        from functools import partial
        import jax

        META_KEYS = ("order", "scale")

        def join(meta, arrays):
            order, scale = meta
            return dict(order=order, scale=scale, weights=arrays["w"])

        def join_display(meta, arrays):
            order, scale = meta
            return {"order": order, **arrays}

        def join_tables(meta, arrays):
            setup = dict(zip(META_KEYS, meta))
            setup.update({key: arrays[key] for key in ("w",)})
            setup["scale"] = arrays["s"]
            return setup

        def use(setup, unpacked, tables):
            return setup, unpacked, tables

        @partial(jax.jit, static_argnames=["meta"])
        def run(arrays, meta):
            return use(join(meta, arrays), join_display(meta, arrays), join_tables(meta, arrays))
    """)
    params = _traced(facts, "use").params
    assert params["setup"].concrete_fields == frozenset({"order", "scale"})
    # An unpacked mapping after the key may replace it; an entry written from an array is one.
    assert not params["unpacked"].concrete_fields
    assert params["tables"].concrete_fields == frozenset({"order"})


def test_a_parameter_shadows_the_module_def_of_its_name():
    facts = _facts("""
        import jax

        def gate(level):
            if level > 0:
                return level
            return 0.0

        def follow(signal, gate):
            def step(level, sample):
                return level, gate(sample)
            return jax.lax.scan(step, 0.0, signal)

        @jax.jit
        def peak(signal, gate=abs):
            return gate(signal)

        lambda_peak = jax.jit(lambda signal, gate=abs: gate(signal))
    """)
    assert "gate" not in {traced.info.name for traced in facts.traced.values()}


@pytest.mark.parametrize("source,expected", [
    # The host back end in the handler of a failed JAX import: JAX's names hold, since only they are ever traced.
    ("try:\n    import jax.numpy as jnp\n    from jax.scipy.special import logsumexp\nexcept ImportError:\n"
     "    import numpy as jnp\n    from scipy.special import logsumexp\n",
     {"jnp": "jax.numpy", "logsumexp": "jax.scipy.special.logsumexp"}),
    # NumPy as the default, jax.numpy over it when it imports.
    ("import numpy as xp\ntry:\n    import jax.numpy as xp\nexcept ImportError:\n    pass\n", {"xp": "jax.numpy"}),
    # Two branches of a flag.
    ("if USE_JAX:\n    from jax import numpy as anp\nelse:\n    import numpy as anp\n", {"anp": "jax.numpy"}),
    # Different names, or a library other than NumPy/SciPy, bind as written: the last binding wins.
    ("import jax.numpy as jnp\nimport numpy as np\n", {"jnp": "jax.numpy", "np": "numpy"}),
    ("import jax.numpy as backend\nimport torch as backend\n", {"backend": "torch"}),
])
def test_a_name_bound_to_jax_keeps_it_against_a_host_fallback_in_both_import_tables(source, expected):
    import ast

    from jaxlint.analysis.ast_nodes import all_import_tables

    assert ImportMap.from_module(cst.parse_module(source)).aliases == expected
    assert all_import_tables(ast.parse(source))[0] == expected


HELD_RULES = """
    import jax
    import jax.numpy as jnp


    class Ramp:
        def __init__(self, days):
            self.days = days

        def __call__(self, day):
            return jnp.clip(day / self.days, 0.0, 1.0)


    class Pond:
        def __init__(self, rule):
            self.rule = rule
            self.step = jax.jit(self._step)

        def _step(self, day):
            opened = self.rule(day)
            planned = self.rule(3)
            return opened, planned


    def fit(objective, theta):
        return jax.jit(jax.grad(objective))(theta)


    def main():
        pond = Pond(Ramp(10.0))
        return fit(Ramp(4.0), jnp.ones(3)), pond
"""


def _facts_with_text(source: str) -> ModuleFacts:
    source = textwrap.dedent(source)
    module = cst.parse_module(source)
    return ModuleFacts(module, locator=SourceLocator(module, source))   # the facts read the whole file's text


def test_a_held_instance_called_with_a_tracer_gives_what_its_call_returned_in_the_trace():
    facts = _facts_with_text(HELD_RULES)
    assert facts.value_of(_expression(facts, "self.rule(day)")) == _traced_value("day")
    # The same object called on a Python number: what its traced passes returned says nothing of that call.
    assert facts.value_of(_expression(facts, "self.rule(3)")) == STATIC


def test_a_transformed_parameter_traces_the_call_method_of_the_class_every_call_passes():
    facts = _facts_with_text(HELD_RULES)
    assert facts.passed_local_class(_function(facts, "fit"), "objective").name.value == "Ramp"
    assert facts.passed_local_class(_function(facts, "fit"), "theta") is None
    assert any(traced.info.name == "__call__" and traced.root for traced in facts.traced.values())


def test_a_parameter_several_traced_callers_give_different_strings_holds_each_of_them():
    """Two jitted methods pass "forward" and "transpose": the helper's parameter may be either (not unknown), so a
    test naming neither (`direction == "inverse"`) is decided false, one naming one of them stays open."""
    facts = _facts("""
        import jax
        import numpy as np

        def _transform(x, direction):
            if direction == "inverse":
                return np.asarray(x)
            if direction == "forward":
                return x
            return -x

        forward = jax.jit(lambda x: _transform(x, "forward"))
        adjoint = jax.jit(lambda x: _transform(x, direction="transpose"))
    """)
    assert _traced(facts, "_transform").params["direction"].text == frozenset({"forward", "transpose"})
    tests = [node for node in facts.concrete_branches if isinstance(node, cst.IndentedBlock)]
    assert [cst.Module([]).code_for_node(node.body[0]).strip() for node in tests] == ["return np.asarray(x)"]
    assert merge(Value(text=frozenset({"a"})), STATIC).text is None


def test_an_eager_only_mark_a_later_caller_makes_reachable_is_withdrawn():
    """The first traced caller passes the plan it built, deciding the helper's `if plan is None:` fallback; a caller
    found later leaves the plan out, so the fallback runs in that trace and is no longer marked eager-only."""
    source = """
        import jax
        import numpy as np

        def build_plan(n):
            return tuple(range(n))

        def route(x, plan=None):
            if plan is None:
                plan = tuple(np.asarray(x))
            return x

        def first(x):
            plan = build_plan(3)
            return jax.jit(lambda y: route(y, plan))(x)

        def relay(x):
            return route(x)

        def second(x):
            return jax.jit(lambda y: relay(y))(x)
    """

    def fallback_marked(text: str) -> bool:
        module = cst.parse_module(text)
        facts = ModuleFacts(module, locator=SourceLocator(module, text))  # the plan's builder is read from the text
        fallback = next(node for node in _function(facts, "route").body.body if isinstance(node, cst.If)).body
        return fallback in facts.concrete_branches

    source = textwrap.dedent(source)
    assert not fallback_marked(source)
    assert fallback_marked(source[:source.index("def relay")])


_GUARDED_RUNNER = """
import jax
import jax.numpy as jnp

class Solver:
    def __init__(self):
        self.fused = False
        self.calls = 0

    def _refresh(self, x, *, fused_device_mode=False):
        hot = bool(fused_device_mode) and bool(getattr(self, "fused", False))
        return self._accumulate(x, quiet=hot)

    def _accumulate(self, x, *, quiet=False):
        quiet = bool(quiet)
        if not quiet:
            self.calls += 1
        return x * 2

    def run(self, x, steps):
        self.fused = x.shape[0] < 100

        def advance(carry, _):
            return self._refresh(carry, fused_device_mode=bool(self.fused)), None

        if self.fused:
            @jax.jit
            def runner(x):
                return jax.lax.scan(advance, x, None, length=steps)[0]
            return runner(x)
        {after}
        return x
"""


def test_a_jit_made_under_a_guard_traces_with_the_attribute_true():
    """guarded_attributes.py: the runner made and called in `if self.fused:` sees `self.fused` true, and so do its
    scan body (a closure of the same method) and the methods called on the same `self`; `bool(flag)` of the flag
    passed down keeps it true, so `_accumulate`'s `quiet` is a true flag and its counter runs only eagerly."""
    facts = _facts(_GUARDED_RUNNER.format(after="pass"))
    assert _traced(facts, "runner").true_attributes == {"fused"}
    assert _traced(facts, "advance").true_attributes == {"fused"}
    assert _traced(facts, "_refresh").true_attributes == {"fused"}
    assert _traced(facts, "_refresh").params["fused_device_mode"].truthy
    assert _traced(facts, "_accumulate").params["quiet"].truthy
    assert any("self.calls += 1" in cst.Module([]).code_for_node(node) for node in facts.concrete_branches)


def test_a_guard_rebound_in_its_block_proves_nothing():
    """The block that made the runner turns the attribute off before calling it: no attribute is known true."""
    facts = _facts(_GUARDED_RUNNER.replace("            @jax.jit", "            self.fused = False\n            @jax.jit"
                                           ).format(after="pass"))
    assert not _traced(facts, "runner").true_attributes
    assert not _traced(facts, "_refresh").params["fused_device_mode"].truthy


def test_a_jit_called_outside_its_guard_proves_nothing():
    """The jitted def is called again after the `if` block (its name used outside the branch): the attribute may
    have changed by then, so the trace knows nothing of it."""
    source = _GUARDED_RUNNER.replace("            return runner(x)", "            x = runner(x)").format(
        after="x = runner(x)")
    facts = _facts(source)
    assert not _traced(facts, "runner").true_attributes


_SCOPED_SWITCH = """
import time
import jax

class Solver:
    def __init__(self):
        self._timing_active = False
        self._seconds = 0.0

    def _step(self, x):
        timing = bool(getattr(self, "_timing_active", False))
        started = time.perf_counter() if timing else 0.0
        if timing:
            self._seconds += time.perf_counter() - started
        return x * 2

    def profile(self, x):
        was_timing = self._timing_active
        self._timing_active = True
        try:
            return {extent}
        finally:
            self._timing_active = was_timing

    def run(self, x):
        @jax.jit
        def runner(x):
            return self._step(x)
        return runner(x)
"""


def test_a_switch_on_only_in_a_try_finally_that_cannot_run_the_trace_is_off_in_it():
    """scoped_switches.py: `_timing_active` is turned on only for the extent of `profile`'s `try`, which never runs
    `run`: the runner's trace, and `_step` called on the same `self`, know it false, so `timing` is a false flag and
    the clock reads under it run only eagerly."""
    facts = _facts_with_text(_SCOPED_SWITCH.format(extent="self._step(x)"))
    assert ("_timing_active", False) in _traced(facts, "runner").known_attributes
    assert ("_timing_active", False) in _traced(facts, "_step").known_attributes
    assert any("self._seconds +=" in cst.Module([]).code_for_node(node) for node in facts.concrete_branches)


def test_a_switch_whose_extent_runs_the_jitted_method_proves_nothing():
    """The extent calls `run` (by name): the runner may trace inside it, with the switch on."""
    facts = _facts_with_text(_SCOPED_SWITCH.format(extent="self.run(x)"))
    assert not _traced(facts, "runner").known_attributes
    assert not _traced(facts, "_step").known_attributes


def test_a_switch_also_set_outside_a_try_finally_is_no_switch():
    """A second, unscoped write turns the attribute on for good: nothing is known of it in a trace."""
    facts = _facts_with_text(_SCOPED_SWITCH.format(extent="self._step(x)").replace(
        "        self._seconds = 0.0\n", "        self._seconds = 0.0\n\n    def enable(self):\n"
        "        self._timing_active = True\n"))
    assert not _traced(facts, "_step").known_attributes


def test_a_start_time_handed_only_to_a_recorder_that_returns_first_reaches_nothing():
    """`started` is read in the trace only as an argument of `_record`, whose parameter is read only after the
    `timing_recorder is None` return that every traced caller's None decides."""
    source = """
import time
import jax

def smooth(x, *, timing_recorder=None):
    def _record(label, started, value):
        if timing_recorder is None:
            return value
        timing_recorder(label, time.perf_counter() - started)
        return value

    started = time.perf_counter()
    return _record("smooth", started, x * 0.5)

@jax.jit
def run(x):
    return smooth(x)
"""
    facts = _facts_with_text(source)
    assert facts.feeds_only_unread_parameters(_traced(facts, "smooth"), "started")
    facts = _facts_with_text(source.replace("    return smooth(x)", "    return smooth(x, timing_recorder=print)"))
    assert not facts.feeds_only_unread_parameters(_traced(facts, "smooth"), "started")



_HANDED_RECORDER = """
import jax
from .filters import blur

def smooth(x, profiling=False):
    def _record(name, seconds):
        if not profiling:
            return
        print(name, seconds)

    return blur(x, stage_callback=_record)

@jax.jit
def run(x):
    return smooth(x)
"""


def _handed_callback(facts: ModuleFacts) -> Value:
    calls = [call for call in facts.external_calls if call.target.endswith("blur")]
    assert len(calls) == 1
    return dict(calls[0].keywords)["stage_callback"]


def test_a_recorder_that_returns_first_in_the_trace_is_handed_on_as_one_that_reads_nothing():
    """`_record` starts with `if not profiling: return`, and every traced caller leaves `profiling` False: the
    other file's `blur` is handed a function that reads none of its arguments there (values.py
    `discards_arguments`). Passed `profiling=True`, the recorder prints what it is given."""
    assert _handed_callback(_facts_with_text(_HANDED_RECORDER)).discards_arguments
    profiled = _HANDED_RECORDER.replace("    return smooth(x)", "    return smooth(x, profiling=True)")
    assert not _handed_callback(_facts_with_text(profiled)).discards_arguments


def test_a_recorder_that_reads_nothing_stays_one_only_merged_with_a_false_value():
    reads_nothing = Value(not_none=True, discards_arguments=True)
    assert merge(reads_nothing, Value(falsy=True, none=True)).discards_arguments   # `callback = None` on a branch
    assert merge(Value(falsy=True), reads_nothing).discards_arguments   # another caller's None, as a pattern
    assert not merge(reads_nothing, Value(not_none=True)).discards_arguments   # another caller's own function


_TIMED_FILTER = """
import time
import jax.numpy as jnp

def blur(x, *, stage_callback=None):
    timing_enabled = stage_callback is not None

    def _record(name, start):
        if timing_enabled and start is not None:
            stage_callback(name, float(time.perf_counter() - start))

    started = time.perf_counter() if timing_enabled else None
    out = jnp.convolve(x, jnp.ones(3) / 3.0, mode="same")
    _record("blur", started)
    return out
"""


def test_a_start_time_reaching_only_a_callback_that_reads_nothing_reaches_nothing():
    """filters.py's `blur`, seeded by a traced caller of another file that hands it a recorder reading none of its
    arguments: `started` reaches `_record`, which reads it only in `start is not None` and inside the ignored
    argument `float(time.perf_counter() - start)`. Handed a function that may read them, it reaches that call."""
    from jaxlint.analysis.records import Seed

    traced = _traced_value(None)
    for callback, reaches_nothing in ((Value(not_none=True, discards_arguments=True), True),
                                      (Value(not_none=True), False)):
        module = cst.parse_module(_TIMED_FILTER.lstrip())
        facts = ModuleFacts(module, locator=SourceLocator(module, _TIMED_FILTER.lstrip()),
                            seeds=(Seed("blur", (traced,), (("stage_callback", callback),)),), discover=False)
        assert facts.feeds_only_unread_parameters(_traced(facts, "blur"), "started") is reaches_nothing

def test_a_function_handed_to_a_module_level_partial_of_a_host_callback_is_not_traced():
    """`callback_sequential = functools.partial(jax.pure_callback, vmap_method="sequential")` leaves the callable to
    the call: `callback_sequential(_host_eig, shapes, m)` runs `_host_eig` on the host. A parameter shadowing the
    name is whatever the caller passes."""
    facts = _facts("""
        import functools
        import jax
        import numpy as np

        callback_sequential = functools.partial(jax.pure_callback, vmap_method="sequential")


        @jax.jit
        def solve(m):
            def _host_eig(a):
                return np.linalg.eigvals(a)

            return callback_sequential(_host_eig, jax.ShapeDtypeStruct(m.shape[:-1], m.dtype), m)


        @jax.jit
        def shadowed(m, callback_sequential):
            def _traced_eig(a):
                return np.linalg.eigvals(a)

            return callback_sequential(_traced_eig, m)
        """)
    names = {traced.info.name for traced in facts.traced.values()}
    assert "_host_eig" not in names
    assert {"solve", "shadowed", "_traced_eig"} <= names


def test_a_call_spreading_a_tuple_display_passes_each_of_its_items():
    """`_assemble(*fused_args)` with `fused_args = (basis, scale, plan)` bound before it passes three positional
    arguments, as if written out (the plan is not left at its default); a name bound to displays of two lengths, or
    to something else too, passes an unknown number (none counted)."""
    facts = _facts("""
        import equinox as eqx

        @eqx.filter_jit
        def _assemble(basis, scale, plan=None):
            return basis * scale

        @eqx.filter_jit
        def _mixed(basis, scale, plan=None):
            return basis * scale

        def build(basis, scale, plan, coarse):
            fused_args = (basis, scale, plan)
            either = (basis, scale, plan) if coarse else (basis, scale)
            return _assemble(*fused_args), _mixed(*either), _mixed(*[basis])
        """)
    assert facts._index.calls_by_name["_assemble"] == (3, frozenset())
    assert facts._index.calls_by_name["_mixed"] == (1, frozenset())


def test_a_compiled_lambda_handing_a_closure_field_to_a_parameter_is_no_every_argument_root():
    """handed_functions.compiled_parameter_methods: `jax.jit(lambda k, f: synth.render(k, f, note.num_samples))` hands
    the method a closure's Python field, which no compiler abstracts: no root with every argument traced (the file
    compiling the lambda traces it with the values it knows). A bare closure name (`params`) still counts."""
    import ast

    from jaxlint.analysis.handed_functions import compiled_parameter_methods

    tree = ast.parse(textwrap.dedent("""\
        import jax

        def render_all(synth, notes, model, params):
            for note in notes:
                jax.jit(lambda k, f: synth.render(k, f, note.num_samples))
            return jax.jit(lambda x: model.apply(params, x))
        """))
    assert compiled_parameter_methods(tree.body[1], {"jax": "jax"}) == {("model", "apply")}


def test_a_grad_binding_handed_to_a_compiling_function_hands_its_function():
    """handed_functions.handed_functions: `dvalue = jax.grad(value)` at module level, then `panel(dvalue)` with `panel`
    returning `jax.jit(jax.vmap(greek))`: the function under the grad is handed to the compiler, a def of the file
    or a function it imports; a name bound twice says nothing."""
    import ast

    from jaxlint.analysis.handed_functions import handed_functions

    source = textwrap.dedent("""\
        import jax
        from .pricing import imported_value

        def value(a, b):
            return a * b

        dvalue = jax.grad(value)
        dimported = jax.grad(imported_value, argnums=1)
        twice = jax.grad(value)
        twice = jax.grad(value, argnums=1)

        def panel(greek):
            return jax.jit(jax.vmap(greek, in_axes=(0, None)))

        panels = [panel(dvalue), panel(dimported), panel(twice)]
        """)
    tree = ast.parse(source)
    relative = {"imported_value": (1, "pricing.imported_value")}
    assert handed_functions(None, "greeks.py", source, tree, {"jax": "jax"}, relative) == {"value", "imported_value"}


def test_a_constructor_attribute_left_at_a_display_default_is_a_sweep_of_its_length():
    """ModuleFacts.constant_length("self.<name>"): `self.cutoffs = cutoffs` with `cutoffs=(1, 5, 10)` in `__init__`,
    stored nowhere else: three values on every call of the object's methods. Not when a method grows or rebinds it,
    nor when the constructor rebinds the parameter first."""
    source = textwrap.dedent("""\
        class Report:
            def __init__(self, model, cutoffs=(1, 5, 10), widths=(2, 4), names=("a", "b")):
                self.cutoffs = cutoffs
                self.widths = widths
                names = sorted(names)
                self.names = names
                self.levels = [0.5, 0.9]

            def widen(self, w):
                self.widths.append(w)
        """)
    module = cst.parse_module(source)
    facts = ModuleFacts(module, locator=SourceLocator(module, source))   # the fact reads the whole file's text
    assert facts.constant_length("self.cutoffs") == 3
    assert facts.constant_length("self.levels") == 2
    assert facts.constant_length("self.widths") is None
    assert facts.constant_length("self.names") is None


def test_the_key_of_sorted_holds_the_items_of_its_iterable():
    """calls.py: `sorted(candidates, key=lambda c: c[0])` of (traced cost, Python index) pairs: the key's parameter is
    an item, `c[0]` a tracer and `c[1]` the Python index."""
    facts = _facts("""
        import jax

        @jax.jit
        def ranked(costs):
            candidates = [(costs[i], i) for i in range(3)]
            return sorted(candidates, key=lambda c: c[0]), sorted(candidates, key=lambda c: c[1])
        """)
    assert facts.value_of(_expression(facts, "c[0]")).traced
    assert not facts.value_of(_expression(facts, "c[0]")).opaque
    assert not facts.value_of(_expression(facts, "c[1]")).traced


def test_the_rows_a_function_of_another_file_returns_keep_their_array_items():
    """project.py `_array_items(rows=True)` (ProjectIndex.imported_array_rows): every return a list comprehension of
    tuple displays, `(total - best[i], walk + [nodes[i]])` with `best, nodes = jax.lax.top_k(...)`: the first item
    is a jax array whatever the arguments, the second not known to be one."""
    import ast

    from jaxlint.analysis.project import _array_items

    tree = ast.parse(textwrap.dedent("""\
        import jax

        def extend_walk(costs, total, walk, k):
            best, nodes = jax.lax.top_k(-costs[walk[-1]], k)
            return [(total - best[i], walk + [nodes[i]]) for i in range(k)]

        def labelled(costs, k):
            return [(i, costs[i]) for i in range(k)]
        """))
    assert _array_items(tree.body[1], {"jax": "jax"}, rows=True) == (False, None)
    assert _array_items(tree.body[2], {"jax": "jax"}, rows=True) is None


def test_a_local_list_grown_in_traced_code_holds_what_was_added():
    """function_flow.py `_record_grown`: `candidates = []` then `candidates.append((cost[i], i))` in a loop: the
    list holds rows of a tracer and a Python int; grown with an unknown function's results, it is as opaque as they
    are."""
    facts = _facts("""
        import jax

        @jax.jit
        def ranked(costs):
            candidates = []
            for i in range(3):
                candidates.append((costs[i], i))
            labels = []
            labels.append(describe(costs))
            return sorted(candidates, key=lambda c: c[0]), labels
        """)
    assert facts.value_of(_expression(facts, "c[0]")).traced
    assert not facts.value_of(_expression(facts, "c[0]")).opaque
    returned = _expression(facts, "sorted(candidates, key=lambda c: c[0]), labels")
    labels = returned.elements[1].value
    assert facts.value_of(labels).traced and facts.value_of(labels).opaque


def test_overriding_classes_outline_only_the_package_files_that_spell_the_class_and_the_method(tmp_path, monkeypatch):
    from jaxlint.analysis import project as project_module
    from jaxlint.analysis.project import ProjectIndex

    package = tmp_path / "agents"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "base.py").write_text(textwrap.dedent("""\
        class Agent:
            def act(self, observation):
                return self.policy(observation)

            def policy(self, observation):
                return observation
        """))
    (package / "greedy.py").write_text(textwrap.dedent("""\
        import jax.numpy as jnp
        from .base import Agent


        class GreedyAgent(Agent):
            def policy(self, observation):
                return jnp.argmax(observation)
        """))
    (package / "logging_agent.py").write_text(textwrap.dedent("""\
        from .base import Agent


        class LoggingAgent(Agent):
            def act(self, observation):
                print(observation)
                return super().act(observation)
        """))
    (package / "buffers.py").write_text("def push(buffer, item):\n    buffer.append(item)\n")
    outlined = []
    read_outline = project_module._read_outline
    monkeypatch.setattr(project_module, "_read_outline", lambda syntax_tree, signature, source=None: (
        outlined.append(os.path.basename(signature[0])), read_outline(syntax_tree, signature, source))[1])
    project = ProjectIndex()
    found = project.overriding_classes(str(package / "base.py"), "Agent", "policy")
    assert [(os.path.basename(path), name) for path, name in found] == [("greedy.py", "GreedyAgent")]
    # `logging_agent.py` spells `Agent` but not `policy`, `buffers.py` neither: their texts are read, not parsed.
    assert sorted(outlined) == ["base.py", "greedy.py"]
    found = project.overriding_classes(str(package / "base.py"), "Agent", "act")
    assert [(os.path.basename(path), name) for path, name in found] == [("logging_agent.py", "LoggingAgent")]
    assert sorted(outlined) == ["base.py", "greedy.py", "logging_agent.py"]


def test_a_global_only_its_writer_reads_after_binding_it_is_scratch_of_the_trace():
    facts = _facts_with_text("""
        import jax
        import jax.numpy as jnp

        _cached_scale = None
        exported = None


        @jax.jit
        def normalise(x):
            global total, _cached_scale, exported, shared, late, counted
            total = jnp.sum(x)
            _cached_scale = 2.0 / total
            exported = x / total
            shared = x * _cached_scale
            if x.ndim > 1:
                late = x
            print(late)
            counted = 0
            return exported + total + shared


        @jax.jit
        def peek(x):
            return x + shared


        def report():
            global counted
            counted = 1
    """)
    normalise = _traced(facts, "normalise")
    # Bound first, then read by the writer alone: the module never defines `total`; `_cached_scale` is private.
    assert facts.global_read_only_by_its_writer(normalise, "total")
    assert facts.global_read_only_by_its_writer(normalise, "_cached_scale")
    # A public global the module defines is what other code reads after the call; `shared` is read by `peek`;
    # `late` is read where the `if` may not have bound it; `counted` is read by nobody and declared by `report` too.
    assert not facts.global_read_only_by_its_writer(normalise, "exported")
    assert not facts.global_read_only_by_its_writer(normalise, "shared")
    assert not facts.global_read_only_by_its_writer(normalise, "late")
    assert not facts.global_read_only_by_its_writer(normalise, "counted")


def test_an_attribute_only_its_writer_sets_and_reads_after_binding_it_is_scratch_of_the_trace():
    facts = _facts_with_text("""
        import jax


        class Fitter:
            def __init__(self, rate):
                self.rate = rate
                self.history = None

            def step(self, params, grad):
                self.direction = -grad
                self.history = params
                if self.rate > 1:
                    self.late = grad
                return params + self.rate * self.direction + self.history + self.late


        step = jax.jit(Fitter(0.1).step)
    """)
    step = _traced(facts, "step")
    # `direction`: set and read only by the step, set first. `history` is defined by the constructor for the
    # object's users; `late` may be read before this run sets it.
    assert facts.per_trace_scratch(step, _expression(facts, "self.direction"))
    assert not facts.per_trace_scratch(step, _expression(facts, "self.history"))
    assert not facts.per_trace_scratch(step, _expression(facts, "self.late"))
