"""One model of what the analysis reads: every table of the module index, and every `ModuleFacts` question that reads
the module's statements itself, declares the region planner's method that keeps the statements feeding it
(`ModuleIndex.PLANNER_TRIGGERS`, `@planner_trigger`). A new table without a trigger fails here; so does a trigger
that does not keep what its fact is read from. tests/test_region_planning.py stays the backstop: findings with and
without the planner are identical."""

from __future__ import annotations

import ast
from typing import Callable, Optional

import libcst as cst
import pytest

from jaxlint.analysis.imports import ImportMap
from jaxlint.analysis.module import ModuleFacts
from jaxlint.analysis.module_index import ModuleIndex
from jaxlint.analysis.project import ProjectFacts
from jaxlint.analysis.regions import _Planner, plan_regions
from jaxlint.analysis.walk import walk


def _index_tables() -> set[str]:
    index = ModuleIndex(ImportMap(), frozenset())
    return {name for name in vars(index) if not name.startswith("_")} - {"imports", "extra_jit"}


def _questions_with_triggers() -> dict[str, str]:
    found = {}
    for name in dir(ModuleFacts):
        trigger = getattr(getattr(ModuleFacts, name), "planner_trigger", None)
        if trigger is not None:
            found[name] = trigger
    return found


def test_every_index_table_declares_the_planner_trigger_that_feeds_it():
    assert _index_tables() == set(ModuleIndex.PLANNER_TRIGGERS)


def test_questions_reading_the_module_itself_declare_their_trigger():
    assert _questions_with_triggers() == {"host_jax_arrays": "_keep_item_assignments",
                                          "immutable_host_arrays": "_keep_item_assignments",
                                          "immutable_attribute_array": "_keep_item_assignments",
                                          "builtin_called": "_keep_builtin_shadows",
                                          "construction_of": "_take_references",
                                          "overrides_of": "_take_references",
                                          "_table_functions": "_take_references",
                                          "made_per_iteration": "_jitted_call_lines",
                                          "outer_sequences": "_keep_outer_bindings",
                                          "outer_instances": "_take_references",
                                          "transforms_guarded_not_none": "_keep_outer_bindings",
                                          "transforms_past_numpy": "_keep_outer_bindings",
                                          "made_per_call": "_jitted_call_lines",
                                          "python_number": "_keep_number_sources",
                                          "jax_attribute": "_keep_self_attribute_sources",
                                          "self_assigned_values": "_keep_self_attribute_sources"}


def test_every_declared_trigger_is_a_planner_method():
    declared = set(ModuleIndex.PLANNER_TRIGGERS.values()) | set(_questions_with_triggers().values())
    assert {name for name in declared if not callable(getattr(_Planner, name, None))} == set()


# --- each trigger keeps the statement its fact is read from, outside any traced code -------------------------------

def _planned(source: str) -> Optional[tuple[cst.Module, ImportMap]]:
    """The module the analysis gets from the planner (None: the planner dropped everything), with the import table
    of the whole file, as the engine hands it over."""
    plan = plan_regions(source, ast.parse(source))
    if plan.skeleton is None:
        return None
    imports = ImportMap()
    imports.aliases, imports.relative = plan.aliases, plan.relative
    return cst.parse_module(plan.skeleton), imports


def _whole(source: str) -> tuple[cst.Module, ImportMap]:
    module = cst.parse_module(source)
    return module, ImportMap.from_module(module)


def _index(planned: Optional[tuple[cst.Module, ImportMap]]) -> Optional[ModuleIndex]:
    if planned is None:
        return None
    module, imports = planned
    index = ModuleIndex(imports, frozenset())
    walk(module, index)
    return index


def _table(name: str, project: Callable = lambda value: value) -> Callable:
    def read(planned):
        index = _index(planned)
        return None if index is None else project(getattr(index, name))
    return read


def _module_scoped(by_scope: dict) -> set[str]:
    return {name for names in by_scope.values() for name in names}


def _outer_sequences(planned) -> Optional[frozenset[str]]:
    if planned is None:
        return None
    module, imports = planned
    facts = ModuleFacts(module, imports=imports)
    route = next(node for node in facts.functions if isinstance(node, cst.FunctionDef) and node.name.value == "route")
    return facts.outer_sequences(route)


def _outer_function(planned, name: str, question: str) -> Optional[frozenset[str]]:
    if planned is None:
        return None
    module, imports = planned
    # `Grid` is a pytree record class of another project file.
    facts = ModuleFacts(module, imports=imports,
                        project=ProjectFacts(imported_record_layout=lambda level, target: (("top",), frozenset())))
    scope = next(node for node in facts.functions if isinstance(node, cst.FunctionDef) and node.name.value == name)
    return getattr(facts, question)(scope)


def _host_arrays(planned) -> Optional[frozenset[str]]:
    if planned is None:
        return None
    module, imports = planned
    return ModuleFacts(module, imports=imports).host_jax_arrays(module)


def _immutable_host_arrays(function: str) -> Callable:
    """What `immutable_host_arrays` says of the function named `function`."""
    def read(planned):
        if planned is None:
            return None
        module, imports = planned
        facts = ModuleFacts(module, imports=imports)
        scope = next(node for node in module.body if isinstance(node, cst.FunctionDef) and node.name.value == function)
        return facts.immutable_host_arrays(scope)
    return read


def _attribute_array_writes(planned) -> Optional[list[bool]]:
    """What `immutable_attribute_array` says of the item-write targets in the method `record` of the class `Log`."""
    if planned is None:
        return None
    module, imports = planned
    facts = ModuleFacts(module, imports=imports)
    log = next((node for node in module.body if isinstance(node, cst.ClassDef) and node.name.value == "Log"), None)
    method = next((node for node in log.body.body if isinstance(node, cst.FunctionDef) and node.name.value == "record"),
                  None) if log is not None else None
    if method is None:
        return None
    found: list[bool] = []

    class Targets(cst.CSTVisitor):
        def visit_AssignTarget(self, node: cst.AssignTarget) -> None:
            if isinstance(node.target, cst.Subscript):
                found.append(facts.immutable_attribute_array(node.target.value, method))
    method.visit(Targets())
    return found


def _self_attribute(attribute: str) -> Callable:
    """What the class `Basis` is known to store on `self.<attribute>`: a jax array, and the values assigned."""
    def read(planned):
        if planned is None:
            return None
        module, imports = planned
        facts = ModuleFacts(module, imports=imports)
        basis = next(node for node in module.body if isinstance(node, cst.ClassDef) and node.name.value == "Basis")
        return facts.jax_attribute(basis, attribute), len(facts.self_assigned_values(basis, attribute))
    return read


def _schedule_numpy_attribute(attribute: str) -> Callable:
    """Whether the class `Schedule` is known to store a host numpy array on `self.<attribute>`."""
    def read(planned):
        if planned is None:
            return None
        module, imports = planned
        facts = ModuleFacts(module, imports=imports)
        schedule = next(node for node in module.body if isinstance(node, cst.ClassDef) and
                        node.name.value == "Schedule")
        return facts._numpy_attribute(schedule, attribute)
    return read


def _made_per_iteration(planned) -> Optional[str]:
    """What `made_per_iteration` says of the object the loop of `main` passes `step`."""
    if planned is None:
        return None
    module, imports = planned
    main = next((node for node in module.body if isinstance(node, cst.FunctionDef) and node.name.value == "main"),
                None)
    loop = next((node for node in main.body.body if isinstance(node, cst.For)), None) if main is not None else None
    if loop is None:
        return None
    call = loop.body.body[-1].body[0].value
    return ModuleFacts(module, imports=imports).made_per_iteration(loop, call.args[0].value)


def _made_per_call(planned) -> Optional[str]:
    """What `made_per_call` says of the object `render` passes `step` (bound in its body, before its loop)."""
    if planned is None:
        return None
    module, imports = planned
    render = next((node for node in module.body if isinstance(node, cst.FunctionDef) and
                   node.name.value == "render"), None)
    loop = next((node for node in render.body.body if isinstance(node, cst.For)), None) if render else None
    if loop is None:
        return None
    call = loop.body.body[-1].body[0].value
    return ModuleFacts(module, imports=imports).made_per_call(render, call.args[0].value)


def _python_number_in_fit(name: str) -> Callable:
    """Whether `name`, in the function `fit`, is a Python number (ModuleFacts.python_number)."""
    def read(planned):
        if planned is None:
            return None
        module, imports = planned
        fit = next((node for node in module.body if isinstance(node, cst.FunctionDef) and node.name.value == "fit"),
                   None)
        return None if fit is None else ModuleFacts(module, imports=imports).python_number(cst.Name(name), fit)
    return read


def _module_defs(planned) -> Optional[set[str]]:
    index = _index(planned)
    return None if index is None else set(index.defs_by_scope[next(iter(index.defs_by_scope))])


# trigger -> (the source, how to read the fact, the fact on the whole file)
EXAMPLES = {
    "_static_declaration_lines": [
        ("import jax\nimport flax.struct\n\n\nclass Config:\n    size: int = flax.struct.field(pytree_node=False)\n\n\n"
         "@jax.jit\ndef scale(config, x):\n    return x * config.size\n",
         _table("static_fields"), {"size"}),
        ("import jax\nimport dataclasses\n\n\nclass View:\n"
         "    axes: dict = dataclasses.field(metadata={\"pytree_node\": False})\n\n\n"
         "@jax.jit\ndef scale(view, x):\n    return x * view.axes[0]\n",
         _table("static_fields"), {"axes"}),
        ("import jax\nimport equinox as eqx\n\n\nclass Config(eqx.Module):\n    size: int = eqx.static_field()\n\n\n"
         "@jax.jit\ndef scale(config, x):\n    return x * config.size\n",
         _table("static_fields"), {"size"}),
        ("import jax\n\n\nclass Shape:\n    pass\n\n\njax.tree_util.register_static(Shape)\n\n\n"
         "@jax.jit\ndef scale(x, shape):\n    return x\n",
         _table("static_classes"), {"Shape"}),
    ],
    "_jitted_call_lines": [
        ("import jax\n\n\n@jax.jit\ndef step(x, n=3):\n    return x * n\n\n\ndef main(x):\n    return step(x, n=4)\n",
         _table("calls_by_name", lambda calls: calls.get("step")), (1, frozenset({"n"}))),
        ("from functools import partial\n\nimport jax\n\n\nclass Options:\n    def __init__(self, lr):\n"
         "        self.lr = lr\n\n\n@partial(jax.jit, static_argnums=(0,))\ndef step(options, x):\n"
         "    return x * options.lr\n\n\ndef main(x):\n    for _ in range(3):\n        options = Options(0.1)\n"
         "        x = step(options, x)\n    return x\n",
         _made_per_iteration, "Options"),
        ("from functools import partial\n\nimport jax\n\n\nclass Options:\n    def __init__(self, lr):\n"
         "        self.lr = lr\n\n\n@partial(jax.jit, static_argnums=(0,))\ndef step(options, x):\n"
         "    return x * options.lr\n\n\ndef render(x):\n    options = Options(0.1)\n    for _ in range(3):\n"
         "        x = step(options, x)\n    return x\n",
         _made_per_call, "Options"),
    ],
    "_keep_number_sources": [
        ("import jax\n\n\ndef geometric(start, ratio):\n    def rate(epoch):\n        return start * ratio ** epoch\n"
         "    return rate\n\n\n@jax.jit\ndef step(x, lr):\n    return x * lr\n\n\n"
         "def fit(x, epochs, schedule=geometric(0.1, 0.9)):\n    for epoch in range(epochs):\n"
         "        lr = schedule(epoch)\n        x = step(x, lr)\n    return x\n",
         _python_number_in_fit("lr"), True),
        ("import jax\n\nBASE_RATE = 0.1\n\n\n@jax.jit\ndef step(x, lr):\n    return x * lr\n\n\n"
         "def fit(x, epochs):\n    for epoch in range(epochs):\n        lr = BASE_RATE * 0.9 ** epoch\n"
         "        x = step(x, lr)\n    return x\n",
         _python_number_in_fit("lr"), True),
    ],
    "_keep_outer_bindings": [
        ("import jax\n\nseen = {}\n\n\n@jax.jit\ndef f(x):\n    seen[\"x\"] = x\n    return x\n",
         _table("containers_by_scope", _module_scoped), {"seen"}),
        ("import jax\n\n_PLANS: dict = {}\n\n\n@jax.jit\ndef f(x):\n    plan = _PLANS.get(\"k\")\n    return x\n",
         _table("annotated_containers_by_scope", _module_scoped), {"_PLANS"}),
        ("import functools\nimport jax\n\n\ndef step(x, scale):\n    return x * scale\n\n\n"
         "step = functools.partial(step, scale=2.0)\nfast = jax.jit(step)\n",
         _table("partial_rebindings", lambda rebound: {name for _, name in rebound}), {"step"}),
        ("import jax\nimport jax.numpy as jnp\n\n\ndef route(ids, xs):\n    experts = [jnp.sin, jnp.cos]\n"
         "    scale = 2.0\n    return jax.vmap(lambda i, x: experts[i](x) * scale)(ids, xs)\n",
         _outer_sequences, frozenset({"experts"})),
        ("import jax\nimport jax.numpy as jnp\n\n\ndef flux(x, grid=None):\n    if grid is None:\n        return x\n"
         "    return x[:grid]\n\n\ndef run(xs, grid=None):\n    diff_mode = grid is not None\n    count = 0\n"
         "    if diff_mode:\n        return jax.jit(lambda x: jnp.sum(flux(x, grid=grid)))(xs)\n"
         "    return count\n",
         lambda planned: _outer_function(planned, "run", "transforms_guarded_not_none"), frozenset({"grid"})),
        ("import jax\nimport jax.numpy as jnp\nimport numpy as np\n\n\ndef interpolate(queries, table, xp=np):\n"
         "    def single(query):\n        return xp.sum(table * query)\n\n    if xp is np:\n"
         "        total = 0.0\n        return np.stack([single(query) for query in queries])\n"
         "    return jax.vmap(single)(queries)\n",
         lambda planned: _outer_function(planned, "interpolate", "transforms_past_numpy"), frozenset({"xp"})),
    ],
    "_keep_module_sequences": [
        ("import jax\n\nSIZES = (1, 2, 4)\n\n\n@jax.jit\ndef f(x, i):\n    return x * SIZES[i]\n",
         _table("module_sequences"), {"SIZES"}),
        ("import jax\n\n\nclass Dense:\n    def __call__(self, x):\n        return x\n\n\n"
         "LAYERS = (Dense(), Dense())\n\n\n@jax.jit\ndef f(x):\n    for layer in LAYERS:\n        x = layer(x)\n"
         "    return x\n",
         _table("module_element_instances", set), {"LAYERS"}),
    ],
    "_keep_derivative_rules": [
        ("import jax\n\n\n@jax.custom_vjp\ndef f(x):\n    return x\n\n\ndef f_fwd(x):\n    return x, None\n\n\n"
         "def f_bwd(res, g):\n    return (g,)\n\n\nf.defvjp(f_fwd, f_bwd)\n\n\n"
         "@jax.jit\ndef loss(x):\n    return f(x)\n",
         _table("derivative_rules", lambda rules: [rule[:3] for rule in rules]),
         [("f", "fwd", "f_fwd"), ("f", "bwd", "f_bwd")]),
    ],
    "_keep_item_assignments": [
        ("import jax.numpy as jnp\n\ngrid = jnp.zeros(4)\ngrid[0] = 1.0\n", _host_arrays, frozenset({"grid"})),
        ("import jax.numpy as jnp\n\n\ndef seeded(n, v):\n    grid = jnp.zeros(n).at[0].set(v)\n    grid[1] = v\n"
         "    return grid\n", _immutable_host_arrays("seeded"), frozenset({"grid"})),
        # A method writing an item of a jax array held on `self`, or of an entry of a dict of them: the class's
        # assignments say so (a NumPy dict's entries take item writes).
        ("import jax.numpy as jnp\nimport numpy as np\n\n\nclass Log:\n    def __init__(self, n):\n"
         "        self.times = jnp.zeros(n)\n        self.channels = {\"a\": jnp.zeros(n)}\n"
         "        self.host = {\"b\": np.zeros(n)}\n\n    def record(self, i, v):\n        self.times[i] = v\n"
         "        self.channels[\"a\"][i] = v\n        self.host[\"b\"][i] = v\n",
         _attribute_array_writes, [True, True, False]),
    ],
    "_keep_self_attribute_sources": [
        ("import jax\nimport jax.numpy as jnp\n\n\nclass Basis:\n    def __init__(self, n):\n        self.n = n\n"
         "        self.modes = jnp.arange(n)\n        self.apply = jax.jit(self._apply)\n\n"
         "    def _apply(self, x):\n        return x * int(jnp.sum(self.modes > 1))\n",
         _self_attribute("modes"), (True, 1)),
        # An attribute bound by unpacking a display of jax arrays is kept like a plain assignment.
        ("import jax\nimport jax.numpy as jnp\n\n\nclass Basis:\n    def __init__(self, n):\n"
         "        self.n, self.modes = n, jnp.arange(n)\n        self.apply = jax.jit(self._apply)\n\n"
         "    def _apply(self, x):\n        return x * int(jnp.sum(self.modes > 1))\n",
         _self_attribute("modes"), (True, 1)),
        # An attribute computed from others on the host keeps their assignments too (`np.sqrt(self.keep)`).
        ("import jax\nimport numpy as np\n\n\nclass Schedule:\n    def __init__(self, n):\n"
         "        self.betas = np.linspace(0.0, 0.1, n)\n        self.keep = np.cumprod(1.0 - self.betas)\n"
         "        self.scale = np.sqrt(self.keep)\n        self.apply = jax.jit(self._apply)\n\n"
         "    def _apply(self, x, t):\n        return self.scale[t] * x\n",
         _schedule_numpy_attribute("scale"), True),
        ("import jax\n\n\nclass Dense:\n    def __call__(self, x):\n        return x\n\n\n"
         "class Dropout:\n    def __call__(self, x):\n        return x\n\n\n"
         "class MLP:\n    def __init__(self, depth):\n"
         "        self.layers = []\n        for _ in range(depth):\n            self.layers += [Dense(), Dropout()]\n"
         "        self.layers.append(Dense())\n        self.forward = jax.jit(self._forward)\n\n"
         "    def _forward(self, x):\n        for layer in self.layers:\n            x = layer(x)\n        return x\n",
         _table("self_element_mixes", lambda mixes: {(class_node.name.value, name): [e.value for e in made]
                                                     for (class_node, name), made in mixes.items()}),
         {("MLP", "layers"): ["Dense", "Dropout"]}),
    ],
    "_keep_builtin_shadows": [
        ("import jax\n\n\ndef len(x):\n    return 3\n\n\ndef f(x):\n    return x\n\n\ny = jax.jit(f)(len([1]))\n",
         _module_defs, {"len", "f"}),
    ],
}


def _disabled(trigger: str):
    if trigger in ("_static_declaration_lines", "_jitted_call_lines"):
        return lambda self: []
    return lambda self, *arguments: None


@pytest.mark.parametrize("trigger,source,read,expected", [
    (trigger, source, read, expected) for trigger, cases in EXAMPLES.items() for source, read, expected in cases])
def test_the_trigger_keeps_what_its_fact_is_read_from(trigger, source, read, expected, monkeypatch):
    assert read(_whole(source)) == expected
    assert read(_planned(source)) == expected
    monkeypatch.setattr(_Planner, trigger, _disabled(trigger))
    assert read(_planned(source)) != expected, f"{trigger} is not what keeps this fact"


def test_every_trigger_outside_traced_code_has_an_example():
    outside = (set(ModuleIndex.PLANNER_TRIGGERS.values()) | set(_questions_with_triggers().values())) - {
        "_word_hits", "_take_references"}   # the main path: tests/test_region_planning.py covers it
    assert outside == set(EXAMPLES)
