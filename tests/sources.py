"""Sample sources several test files run: shapes of code that are easy to get wrong, and the rules' own examples."""

from __future__ import annotations

import ast
import functools
import glob
import os
import textwrap

from jaxlint.files import decode_source
from jaxlint.rules import ALL_RULES

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# Shapes of code where dropping the wrong statement would lose or change a finding. Each one reports something
# under the whole-file analysis (tests/test_region_planning.py checks it), so equality is a real check.
TRICKY = {
    "host_array_item_assignments": """
import jax
import jax.numpy as jnp
import numpy as np


def build(n: int) -> jax.Array:
    table: jax.Array = jnp.zeros(n)
    table[0] = 1.0
    return table


def fill(n):
    rows = [0] * n
    rows[0] = 1
    buffer = np.zeros(n)
    buffer[1] = 2.0
    return rows, buffer


counts = jnp.ones(4)
counts[1] += 2
""",
    "helper_defined_after_and_method": """
import jax

@jax.jit
def step(x):
    return helper(x)

def unrelated(y):
    return [y] * 3

def helper(v):
    if v > 0:  # reached only through the name `helper`
        return v
    return -v

class Model:
    def __call__(self, x):
        return jax.jit(self.forward)(x)

    def forward(self, x):
        return self.clip(x)

    def clip(self, x):
        return int(x)

    def unused(self):
        return 1
""",
    "lax_branches_in_a_factory": """
import jax
from jax import lax

def make(threshold):
    table = {}
    docs = "a long factory with unrelated statements"
    for i in range(3):
        table[i] = i * 2

    def big(x):
        if x.sum() > threshold:
            return x
        return -x

    def small(x):
        print("small", x)
        return x

    def unused(x):
        return float(x)

    def update(x):
        return lax.cond(x.sum() > 0, big, small, x)

    return update
""",
    "static_alias_and_callers": """
from functools import partial
import jax

def _scale(x, factor, offset=0.0):
    return x * factor + offset

scale = jax.jit(_scale, static_argnums=1)

def unrelated(x):
    return x + 1

def run(x):
    for i in range(10):
        x = scale(x, i)
    return x

def caller(x):
    return scale(x, 2, 1.0)

@jax.jit
def defaults(x, y=None, z=1.0):
    if z > 0:
        return x
    return y

def call_defaults(x):
    return defaults(x, z=2.0)
""",
    "jit_created_then_called": """
import jax

def evaluate(params, xs):
    predict = jax.jit(lambda x: params * x)
    total = 0
    for x in xs:
        total += 1
    noise = [1, 2, 3]
    return predict(xs), total, noise

def evaluate_all(params, batches):
    return [evaluate(params, xs) for xs in batches]

def loop(xs):
    out = []
    for x in xs:
        out.append(jax.jit(lambda v: v + x)(x))
    return out
""",
    "layout_semicolons_decorators_one_liners": """
import jax; import jax.numpy as jnp
x0 = 1; f0 = jax.jit(lambda v: v if v > 0 else -v)

@(
    jax.jit
)
def g(x):
    assert x > 0
    return x

class Tiny: pass

class OneLine:
    def m(self): return 1
    @jax.jit
    def n(x): return int(x)

def h(x): return jax.jit(lambda y: float(y))(x)
""",
    "builtin_shadow_and_containers": """
import jax

seen = []
registry = {}

def print(*args):
    return None

@jax.jit
def step(x):
    print("x", x)
    seen.append(x)
    registry.update(x=x)
    return x

class Holder:
    cache = {}

    def unrelated(self):
        return 2

    @jax.jit
    def go(self, x):
        Holder.cache.update(k=x)
        self.cache.update(k=x)
        return x
""",
    "static_fields_and_at": """
import jax
import jax.numpy as jnp
from flax import struct

class State(struct.PyTreeNode):
    step: int = struct.field(pytree_node=False)
    value: jnp.ndarray = struct.field(pytree_node=True)

    def unrelated(self):
        return 1

@jax.jit
def advance(state):
    if state.step > 3:
        return state
    if state.value > 0:
        return state
    return state

def reset(x):
    x.at[0].set(1.0)
    return x
""",
    "import_inside_function_and_comments": """
def setup():
    from jax import jit as compile_fn
    return compile_fn

@compile_fn
def g(x):
    while x > 0:
        x = x - 1
    return x

import jax

h = (jax.  # a comment between the dot and the name
     jit)(lambda v: bool(v))

if True:
    @jax.jit
    def inside_if(x):
        return range(x)
else:
    def inside_if(x):
        return x
""",
    "closures_and_scan_bodies": """
import jax
import jax.numpy as jnp

def outer(xs):
    limit = 3

    def body(carry, x):
        if x > limit:
            carry = carry + 1
        return carry, x

    return jax.lax.scan(body, 0, xs)

@jax.jit
def nested(x):
    y = x * 2

    def inner(z):
        return float(y + z)

    return inner(1.0)

def loss(w, x):
    return (w * x).sum()

def fit(w, batches):
    for x in batches:
        w = jax.jit(jax.grad(loss))(w, x)
    return w
""",
    "crlf_and_form_feed": "import jax\r\n\r\n\x0c\r\ndef unrelated():\r\n    return 1\r\n\r\n@jax.jit\r\n"
                          "def f(x):\r\n    if x:\r\n        return 1\r\n    return 2\r\n",
}


def rule_examples() -> list[tuple[str, str]]:
    found = []
    for rule in ALL_RULES:
        for kind in ("valid", "invalid"):
            for index, source in enumerate(getattr(rule, kind)):
                found.append((f"{rule.code}-{kind}-{index}", source))
    return found


def repository_sources() -> list[tuple[str, str]]:
    """fixtures/: realistic user code of every family. (benchmarks/run.py --compare checks the real corpus.)"""
    found = []
    for path in sorted(glob.glob(os.path.join(ROOT, "fixtures", "**", "*.py"), recursive=True)):
        with open(path, "rb") as handle:
            found.append((os.path.relpath(path, ROOT), decode_source(handle.read())))
    return found


@functools.lru_cache(maxsize=None)
def syntax_covering_fixtures(every: int = 8) -> tuple[str, ...]:
    """Paths (relative to the checkout) of the fixtures that together hold every syntactic context fixtures/ has (each
    (node class, field, child class) of Python's `ast` found in any fixture, picked greedily: the file with the most
    contexts not yet held first), plus every `every`-th fixture for layouts (comments, parentheses, line breaks) the
    contexts do not tell apart.

    For the tests that compare our own tree walker and tree builder with libcst's file by file: libcst parses a
    file in about 50 times the time `ast` takes, and fixtures/ grows every session, while the syntax it holds hardly
    does (about 110 of 1,300 files hold all of it)."""
    sources = repository_sources()
    contexts = {}
    for path, source in sources:
        found = set()
        for node in ast.walk(ast.parse(source)):
            for field, value in ast.iter_fields(node):
                for child in value if isinstance(value, list) else (value,):
                    if isinstance(child, ast.AST):
                        found.add((type(node).__name__, field, type(child).__name__))
        contexts[path] = found
    chosen = {path for path, _ in sources[::every]}
    missing = set().union(*contexts.values()) - set().union(*(contexts[path] for path in chosen))
    while missing:
        best = max(contexts, key=lambda path: len(contexts[path] & missing))
        chosen.add(best)
        missing -= contexts[best]
    return tuple(path for path, _ in sources if path in chosen)


def write_project(tmp_path) -> list[str]:
    """A folder of modules (the tricky cases and the first rule examples) to lint as a project."""
    paths = []
    for index, (name, source) in enumerate(list(TRICKY.items()) + rule_examples()[:30]):
        path = tmp_path / "project" / f"m{index:03d}_{name.replace('-', '_')}.py"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(textwrap.dedent(source).encode())
        paths.append(str(path))
    return paths


ALL_SOURCES = [(name, textwrap.dedent(source)) for name, source in TRICKY.items()] + rule_examples() + \
    repository_sources()
