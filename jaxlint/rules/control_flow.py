"""JXL1xx: Python control flow and conversions that need a concrete value from a tracer."""

from __future__ import annotations

from typing import Optional

import libcst as cst

from ..analysis.tables import (ARRAY_METHOD_AXIS, AXIS_POSITIONS, LAX_SHAPE_ARGUMENTS, RANDOM_SHAPE_POSITIONS,
                               NAMED_SIZE_ARGUMENTS, SHAPE_ARGUMENTS)
from ..analysis.values import certain_array, holds_called_items
from ..analysis.walk import children
from ..analysis.wrappers import call_keywords, call_positional
from .base import Rule


class TracedCondition(Rule):
    code = "JXL101"
    summary = "`if`/`elif`/`while`/ternary test depends on a traced value"
    what = "Flags an `if`, `elif`, `while` or conditional-expression test computed from a traced array."
    why = ("Under tracing the test is an abstract tracer with no True/False value, so Python cannot pick a branch: "
           "the call raises TracerBoolConversionError (a plain ValueError, 'The truth value of an array with more "
           "than one element is ambiguous', when the tracer has more than one element).")
    fix_hint = ("use jnp.where(cond, a, b) or lax.cond for values, lax.while_loop for loops, or mark the argument "
                "static (static_argnames)")
    use_instead = """
@jax.jit
def relu(x):
    return jnp.where(x > 0, x, 0.0)
"""
    valid = (
        """
import jax, jax.numpy as jnp

@jax.jit
def f(x, mask=None):
    if x.ndim == 2 and x.shape[0] > 1:
        x = x.sum(0)
    if mask is None:
        mask = jnp.ones_like(x)
    return x * mask
""",
        """
from functools import partial
import jax

@partial(jax.jit, static_argnames="training")
def f(x, training):
    if training:
        x = x * 0.5
    return x
""",
        """
import jax, jax.numpy as jnp

@jax.jit
def encode(x, scale):
    with jax.ensure_compile_time_eval():
        table = jnp.arange(x.shape[0])
        if table.max() > 512:
            table = table % 512
    if not isinstance(scale, jax.core.Tracer):
        if scale > 1:
            x = x / scale
    return x + table
""",
        """
import equinox as eqx, jax

class Block(eqx.Module):
    weight: jax.Array
    depth: int = eqx.field(static=True)
    use_bias: bool = True

    def __call__(self, x):
        for _ in range(self.depth):
            x = self.weight @ x
        if self.use_bias:
            x = x + 1.0
        return x

@eqx.filter_jit
def forward(block: Block, x, n_steps: int):
    if n_steps > 1:
        x = block(x)
    return block(x)
""",
    )
    invalid = (
        """
import jax

@jax.jit
def relu(x):
    if x > 0:  # expect: JXL101
        return x
    return 0.0
""",
        """
import flax.linen as nn
import jax

class Gate(nn.Module):
    @nn.compact
    def __call__(self, x):
        if x.sum() > 0:  # expect: JXL101
            x = nn.Dense(4)(x)
        return x

gate = Gate()

@jax.jit
def apply(variables, x):
    return gate.apply(variables, x)
""",
        """
import jax.numpy as jnp
from jax import jit

@jit
def count_down(n):
    i = jnp.zeros(())
    while i < n:  # expect: JXL101
        i = i + 1
    return i
""",
        """
import jax
import jax.numpy as jnp

@jax.jit
def normalize(weights):
    if not jnp.isclose(weights.sum(), 1.0):  # expect: JXL101
        weights = weights / weights.sum()
    return weights
""",
    )

    def _check(self, test: cst.BaseExpression, keyword: str) -> None:
        if self.trace is None:
            return
        culprit = self._failing_operand(test)
        if culprit is not None:
            self.report(test, f"{keyword} test on traced value {self.describe(culprit)} raises "
                              f"TracerBoolConversionError under tracing{self.defaulted_note(culprit)}",
                        fix_data=self.static_argument_fix(culprit))

    def _failing_operand(self, test: cst.BaseExpression) -> Optional[cst.BaseExpression]:
        """The part of an `if`/`while` test whose truth value needs a tracer: the test itself, or one operand of
        its `and`/`or` chain (`if check_finite and not jnp.all(...)`: Python takes bool() of each operand it
        reaches, and an operand after a known-false `and` operand is never reached)."""
        if isinstance(test, cst.BooleanOperation) and test.right in self.facts.concrete_statements:
            # `grid is None and jnp.any(x < 0)` where every trace passes a grid: Python stops at the left operand,
            # a Python bool, and never takes the truth of the array.
            return self._failing_operand(test.left)
        failing = self._truth_fails(test)
        if failing is not None:
            return failing
        if not isinstance(test, cst.BooleanOperation):
            return None
        culprit = self._failing_operand(test.left)
        if culprit is not None:
            return culprit
        is_and = isinstance(test.operator, cst.And)
        if (is_and and self.facts.value_of(test.left).falsy) or self.facts.proved_concrete(test.left, is_and):
            return None  # never reached, or reached only on concrete values (`not isinstance(x, Tracer) and ...`)
        return self._failing_operand(test.right)

    def _truth_fails(self, test: cst.BaseExpression) -> Optional[cst.BaseExpression]:
        """`test`, or the operand of its `not`, when bool() of it needs a tracer."""
        negated = False
        while isinstance(test, cst.UnaryOperation) and isinstance(test.operator, cst.Not):
            test, negated = test.expression, True  # `if not jnp.allclose(a, b):` needs the truth of the operand
        if negated and not (self._array_valued(test) or self._local_mask(test)):
            # `if not leaves:` tests a Python container as often as an array; a traced mask the function binds
            # itself (`done = t >= limit` in the body of a `while not done:`) is a boolean array.
            return None
        return test if self.truthiness_fails(test) else None

    def _local_mask(self, expression: cst.BaseExpression) -> bool:
        """A local name holding a traced mask. Not a parameter: a helper's `assertion` merges what every caller
        passes (`_assert(idx == slice(None))` with a Python `idx` in that branch is a Python bool)."""
        return type(expression) is cst.Name and self.trace is not None and \
            expression.value not in self.trace.info.all_params and self.facts.value_of(expression).mask

    def _array_valued(self, expression: cst.BaseExpression) -> bool:
        """A jax.numpy/lax call or a comparison: an array for sure, never a Python container (and no numpy call
        inside, which would raise first: JXL401)."""
        if isinstance(expression, cst.Comparison):
            array = True
        elif isinstance(expression, cst.Call):
            array = (self.facts.qualified_name(expression.func) or "").startswith(("jax.numpy.", "jax.lax."))
        else:
            array = False
        pending: list[cst.CSTNode] = [expression]
        while array and pending:
            node = pending.pop()
            if isinstance(node, cst.Call) and (self.facts.qualified_name(node.func) or "").startswith("numpy."):
                return False
            pending.extend(children(node))
        return array

    def visit_If(self, node: cst.If) -> None:
        self._check(node.test, "`if`")

    def visit_While(self, node: cst.While) -> None:
        self._check(node.test, "`while`")

    def visit_IfExp(self, node: cst.IfExp) -> None:
        self._check(node.test, "conditional expression")


class TracedAssert(Rule):
    code = "JXL102"
    summary = "`assert` on a traced value"
    what = ("Flags `assert` statements whose test is computed from a traced array, `assert bool(x.all())` included "
            "(its `bool()` is JXL103 as well).")
    why = "`assert` calls bool() on its test; on a tracer that raises TracerBoolConversionError."
    fix_hint = "use jax.experimental.checkify, check the inputs before the jitted call, or assert on shapes only"
    valid = (
        """
import jax

@jax.jit
def f(x, y):
    assert x.shape == y.shape, "shapes must match"
    return x + y
""",
    )
    invalid = (
        """
import jax, jax.numpy as jnp

@jax.jit
def normalize(x):
    total = jnp.sum(x)
    assert total > 0  # expect: JXL102
    return x / total
""",
    )

    def visit_Assert(self, node: cst.Assert) -> None:
        test = node.test
        if type(test) is cst.Call and self.facts.builtin_called(test) == "bool" and len(test.args) == 1 and \
                not test.args[0].star and test.args[0].keyword is None:
            test = test.args[0].value   # `assert bool(x.all())` asks x's truth as `assert x.all()` does
        if self.truthiness_fails(test):
            self.report(node, f"`assert` on traced value {self.describe(test)} raises "
                              f"TracerBoolConversionError under tracing")


class TracedBoolConversion(Rule):
    code = "JXL103"
    summary = "`and`/`or`/`not`/`bool()`/`max()`/`min()`/`any()`/`all()`/chained comparison on traced values"
    what = ("Flags Python operations that need the truth value of a traced array outside an `if` test: boolean "
            "operators, `not`, `bool()`, the builtins `max`, `min`, `any`, `all`, `sorted` (also of Python items "
            "whose `key` function returns tracers), chained comparisons, "
            "`in` with a traced left operand (also as an `if` test, which sees only the Python bool `in` returns), "
            "and a list's `remove`/`index`/`count` of a traced value (each "
            "compares it with `==` to the items before its match).")
    why = "Each of them calls bool() on a tracer, which raises TracerBoolConversionError."
    fix_hint = ("use jnp.logical_and/logical_or/logical_not, jnp.maximum/jnp.minimum, jnp.any/jnp.all, or "
                "(lo < x) & (x < hi)")
    valid = (
        """
import jax, jax.numpy as jnp

@jax.jit
def clip_positive(x, y):
    inside = jnp.logical_and(x > 0, y > 0)
    biggest = jnp.maximum(x, y)
    n = max(x.shape[0], 1)
    return jnp.where(inside, biggest, 0.0) / n
""",
        """
import jax

@jax.jit
def resample(image, mode="linear"):
    if mode in ("nearest", "nearest_neighbor"):
        return image[::2]
    return image
""",
        """
import jax

@jax.jit
def decay(params):
    ordered = sorted(params.items())
    names = sorted(params.keys())
    out = {}
    for name, p in sorted(params.items()):
        if name.startswith("b") or p.ndim < 2:
            out[name] = p
        else:
            out[name] = p * 0.99
    return out, ordered, names
""",
    )
    invalid = (
        """
import jax

@jax.jit
def in_unit_interval(x):
    return 0 < x < 1  # expect: JXL103
""",
        """
import jax

@jax.jit
def larger(a, b):
    return max(a, b)  # expect: JXL103
""",
        """
import jax

@jax.jit
def both_positive(a, b):
    ok = (a > 0) and (b > 0)  # expect: JXL103
    return ok
""",
        """
import jax
import jax.numpy as jnp

STOP_IDS = [1, 2]

@jax.jit
def next_or_pad(logits):
    token = jnp.argmax(logits)
    if token in STOP_IDS:  # expect: JXL103
        return jnp.int32(0)
    return token
""",
    )

    def visit_BooleanOperation(self, node: cst.BooleanOperation) -> None:
        if self.trace is None or self.context.condition_depth:
            return
        # Only the left operand is converted with bool(); `a and b` returns b itself.
        if self.truthiness_fails(node.left) and not self.facts.optional_fallback(node):
            operator = "and" if isinstance(node.operator, cst.And) else "or"
            self.report(node, f"`{operator}` converts traced value {self.describe(node.left)} to bool, raising "
                              f"TracerBoolConversionError", fix_data={})

    def visit_UnaryOperation(self, node: cst.UnaryOperation) -> None:
        if (isinstance(node.operator, cst.Not) and not self.context.condition_depth
                and self.truthiness_fails(node.expression)):
            self.report(node, f"`not` converts traced value {self.describe(node.expression)} to bool, raising "
                              f"TracerBoolConversionError", fix_data={})

    def visit_Comparison(self, node: cst.Comparison) -> None:
        if self.trace is None:
            return
        if self.context.condition_depth:
            # `if next_token in self.stop_ids:` tests the Python bool that `in` returns, so the `if` rule (JXL101)
            # has nothing to report: the `in` itself takes bool() of each traced `==`. A traced answer (`x in arr`
            # of an array) is the `if` rule's.
            if self._traced_membership(node) and not self.truthiness_fails(node):
                self.report(node, f"`in` compares traced value {self.describe(node.left)} with Python ==, raising "
                                  f"TracerBoolConversionError")
            return
        if len(node.comparisons) > 1:
            operands = [node.left] + [c.comparator for c in node.comparisons]
            if any(self.traced(o) for o in operands):
                self.report(node, f"chained comparison {self.describe(node)} needs bool() of a tracer, raising "
                                  f"TracerBoolConversionError", fix_data={})
            return
        if self._traced_membership(node):
            self.report(node, f"`in` compares traced value {self.describe(node.left)} with Python ==, raising "
                              f"TracerBoolConversionError")

    def _traced_membership(self, node: cst.Comparison) -> bool:
        """`x in items` (or `not in`) with a traced `x`, whose truth value each `==` against an item needs. Not in
        a display of strings (`mode in ("nearest", "linear")`): an array's `==` with a string defers to Python's
        identity test, a Python False."""
        if len(node.comparisons) != 1 or not isinstance(node.comparisons[0].operator, (cst.In, cst.NotIn)):
            return False
        items = node.comparisons[0].comparator
        if isinstance(items, (cst.Tuple, cst.List, cst.Set)) and items.elements and all(
                isinstance(element.value, (cst.SimpleString, cst.ConcatenatedString, cst.FormattedString))
                for element in items.elements):
            return False
        return self.truthiness_fails(node.left)

    def visit_Call(self, node: cst.Call) -> None:
        if self.trace is None:
            return
        if type(node.func) is cst.Attribute and node.func.attr.value in _SEARCHING_METHODS and len(node.args) == 1 \
                and node.args[0].keyword is None and not node.args[0].star and \
                self.truthiness_fails(node.args[0].value) and (
                    not self.traced(node.func.value) or self.value(node.func.value).sequence):
            # `losses.remove(loss)`, `items.index(x)`: Python compares the traced value with `==` to the items
            # before its match, and takes bool() of each answer.
            self.report(node, f"`.{node.func.attr.value}()` compares traced value {self.describe(node.args[0].value)} "
                              f"with Python ==, raising TracerBoolConversionError")
            return
        builtin = self.facts.builtin_called(node)
        if builtin not in ("bool", "max", "min", "any", "all", "sorted"):
            return
        arguments = call_positional(node)
        key = next((argument.value for argument in node.args
                    if argument.keyword is not None and argument.keyword.value == "key"), None)
        if builtin in ("sorted", "max", "min") and type(key) is cst.Lambda:
            # `sorted(range(n), key=lambda i: energies[i])`: the items are Python's, the keys compared are tracers.
            if self.truthiness_fails(key.body):
                self.report(node, f"`{builtin}()` compares the traced keys {self.describe(key.body)} with Python "
                                  f"`<`, raising TracerBoolConversionError")
                return
            if not self.traced(key.body):
                # Only the keys are compared: `sorted(pairs, key=lambda c: c[1])` of (traced score, Python index)
                # pairs orders Python ints.
                return
        # Elements that may be Python objects (an unknown predicate's result) need no tracer's truth value.
        traced = [a for a in arguments if self.traced(a) and not self.value(a).opaque]
        if not traced:
            return
        if (builtin == "bool" or (builtin in ("max", "min") and len(arguments) > 1)) and not any(
                self.truthiness_fails(a) for a in traced):
            return  # values that may be Python numbers (a pytree field, an unknown call's result) compare fine
        if builtin in ("max", "min") and len(arguments) == 1 and self.value(arguments[0]).sequence and not \
                self.value(arguments[0]).items:
            return
        if builtin in ("any", "all") and len(arguments) == 1 and self.facts.element_value(arguments[0]).opaque:
            return  # items that may be Python bools: `any(eqx.is_array(x) for x in leaves)`
        if builtin in ("sorted", "max", "min") and len(arguments) == 1 and _is_items_call(arguments[0]):
            return  # (key, array) pairs compare by their distinct keys: the arrays are never compared
        if builtin == "sorted" and len(arguments) == 1 and self._whole_argument(arguments[0]):
            return  # `sorted(params)` of a pytree argument as it came in: a dict's keys, the usual fixed order
        self.report(node, f"`{builtin}()` needs the truth value of traced {self.describe(traced[0])}, raising "
                          f"TracerBoolConversionError",
                    fix_data={} if builtin in ("max", "min") and len(arguments) == 2 else None)

    def _whole_argument(self, expression: cst.BaseExpression) -> bool:
        """A name still holding a traced argument as the caller passed it (no operation applied): a pytree whose
        structure the function does not show, as often a dict of arrays as an array."""
        value = self.value(expression)
        return type(expression) is cst.Name and value.source == expression.value and not value.captured \
            and expression.value in self.trace.params


# Methods of Python sequences that look an item up by equality.
_SEARCHING_METHODS = frozenset({"remove", "index", "count"})


def _is_items_call(expression: cst.BaseExpression) -> bool:
    """`d.items()`, or pairs led by its keys (`((k, f(v)) for k, v in d.items())`): a dict's keys are distinct (and
    hashable, so never tracers), so ordering the pairs compares keys only."""
    if isinstance(expression, (cst.GeneratorExp, cst.ListComp)) and expression.for_in.inner_for_in is None and \
            isinstance(expression.elt, cst.Tuple) and expression.elt.elements and \
            isinstance(expression.for_in.target, cst.Tuple) and expression.for_in.target.elements:
        key, lead = expression.for_in.target.elements[0].value, expression.elt.elements[0].value
        return isinstance(key, cst.Name) and isinstance(lead, cst.Name) and key.value == lead.value and \
            _is_items_call(expression.for_in.iter)
    return (isinstance(expression, cst.Call) and isinstance(expression.func, cst.Attribute)
            and expression.func.attr.value == "items" and not expression.args)


class ConcreteValueConversion(Rule):
    code = "JXL104"
    summary = "`int()`/`float()`/`.item()`/`.tolist()`/`math.*`/indexing a Python list with a traced value"
    what = ("Flags conversions of a traced array to a Python number or list, `math` functions on tracers, and "
            "indexing a Python list or tuple with a traced index.")
    why = ("A tracer has no concrete value to convert: JAX raises ConcretizationTypeError (int/float/item/math) or "
           "TracerIntegerConversionError (a list index).")
    fix_hint = "keep the value an array (jnp functions, x.astype), index a jnp.array instead of a list, or mark it static"
    valid = (
        """
import jax, jax.numpy as jnp

@jax.jit
def f(x):
    n = int(x.shape[0])
    scale = float(len(x))
    return x.astype(jnp.int32) * n / scale
""",
        """
import jax, jax.numpy as jnp

SIZES = (3, 8, 2)
SCALES = [1.0, 2.0]
SCALES = load_scales()

def _pick(x, table, i):
    return x * table[i]

@jax.jit
def f(x):
    for i in range(len(SIZES)):
        x = x * SIZES[i]
    return _pick(x, (1.0, 2.0), 0) * SCALES[x.argmax()]
""",
    )
    invalid = (
        """
import jax

@jax.jit
def to_index(x):
    return int(x)  # expect: JXL104
""",
        """
import jax, jax.numpy as jnp

@jax.jit
def pick(x, i):
    table = [1.0, 2.0, 4.0]
    return x * table[i]  # expect: JXL104
""",
        """
import math
import jax

@jax.jit
def norm(x):
    return math.sqrt((x ** 2).sum())  # expect: JXL104
""",
        """
import jax, jax.numpy as jnp

WARMUP = [0.1, 0.5, 1.0]

@jax.jit
def warmup_lr(step):
    return WARMUP[jnp.minimum(step // 100, 2)]  # expect: JXL104

def _bucket(length, boundaries):
    index = jnp.searchsorted(jnp.asarray(boundaries), length)
    return boundaries[index]  # expect: JXL104

@jax.jit
def padded_length(length):
    return _bucket(length, [16, 32, 64])
""",
    )

    def __init__(self, context) -> None:
        super().__init__(context)
        self._called_items: set[cst.Subscript] = set()   # `table[i]` in `table[i](x)`

    def _check_conversion(self, node: cst.Call) -> None:
        if self.trace is None:
            return
        arguments = call_positional(node)
        builtin = self.facts.builtin_called(node)
        if builtin in ("int", "float", "complex") and arguments and self.concretization_fails(arguments[0]):
            self.report(node, f"`{builtin}()` of traced value {self.describe(arguments[0])} raises "
                              f"ConcretizationTypeError under tracing{self.defaulted_note(arguments[0])}",
                        fix_data=self.static_argument_fix(arguments[0]))
            return
        qualified = self.facts.qualified_name(node.func) or ""
        if (qualified.startswith("math.") or qualified == "operator.index") and any(
                self.concretization_fails(a) for a in arguments):
            traced = next(a for a in arguments if self.concretization_fails(a))
            self.report(node, f"`{qualified}` needs a concrete number but gets traced {self.describe(traced)}, "
                              f"raising ConcretizationTypeError; use the jnp equivalent")
            return
        func = node.func
        if isinstance(func, cst.Attribute) and func.attr.value in ("item", "tolist") and self.traced(func.value):
            self.report(node, f"`.{func.attr.value}()` on traced value {self.describe(func.value)} raises "
                              f"ConcretizationTypeError under tracing")

    def visit_Call(self, node: cst.Call) -> None:
        if type(node.func) is cst.Subscript:
            self._called_items.add(node.func)
        self._check_conversion(node)

    def visit_Subscript(self, node: cst.Subscript) -> None:
        if self.trace is None or len(node.slice) != 1:
            return
        element = node.slice[0].slice
        if not isinstance(element, cst.Index):
            return
        base = self.value(node.value)
        if (base.sequence or node in self._called_items and holds_called_items(base)) and \
                self.concretization_fails(element.value):
            self.report(node, f"indexing a Python list/tuple with traced {self.describe(element.value)} raises "
                              f"TracerIntegerConversionError; use jnp.asarray(list)[i] or lax.switch")


class TracedRange(Rule):
    code = "JXL105"
    summary = "`range()` of a traced value"
    what = "Flags `range(n)` (and so `for i in range(n)`) where `n` is traced."
    why = "range() needs a Python int; a tracer raises TracerIntegerConversionError."
    fix_hint = "use lax.fori_loop(0, n, body, init) or make `n` a static argument"
    valid = (
        """
import jax

@jax.jit
def f(x):
    for i in range(x.shape[0]):
        x = x.at[i].multiply(2.0)
    return x
""",
    )
    invalid = (
        """
import jax

@jax.jit
def power(x, n):
    result = x
    for _ in range(n):  # expect: JXL105
        result = result * x
    return result
""",
    )

    def visit_Call(self, node: cst.Call) -> None:
        if self.trace is None or self.facts.builtin_called(node) != "range":
            return
        traced = [a for a in call_positional(node) if self.concretization_fails(a)]
        if traced:
            self.report(node, f"`range()` of traced value {self.describe(traced[0])} raises "
                              f"TracerIntegerConversionError{self.defaulted_note(traced[0])}",
                        fix_data=self.static_argument_fix(traced[0]))


# Functions whose output size is the number of true (or distinct) elements of their first argument, unless `size=`
# fixes it: `jnp.compress(keep, x)` and `jnp.extract(keep, x)` select by a traced condition (jax#38603).
_SIZE_ARGUMENT = frozenset({"nonzero", "argwhere", "flatnonzero", "unique", "unique_values", "unique_counts",
                            "unique_inverse", "unique_all", "where", "compress", "extract"})


class ValueDependentShape(Rule):
    code = "JXL106"
    summary = "array shape, size or axis that depends on a traced value"
    what = ("Flags shapes computed from traced values: `jnp.arange(n)`, `jnp.zeros(n)`, `x.reshape(n, -1)`, "
            "`linspace(num=n)`, `lax.full((n, d), ...)` and the other `lax` shape and size arguments, random "
            "shapes, `jnp.nonzero`/`unique`/`argwhere`/`compress`/`extract`/one-argument `where` without "
            "`size=` or with a traced one (each such call), `jnp.repeat`/`x.repeat` with traced repeats and no "
            "`total_repeat_length=`, `jax.ops.segment_sum`/`max`/`min`/`prod` with a traced `num_segments`, "
            "`jax.nn.one_hot` with a traced `num_classes`, "
            "slices with traced bounds (`x[:k]`) and traced axes (`axis=`, "
            "`jnp.sum(x, axis)`, `x.max(axis)`). A count computed with jnp inside traced code is traced even from "
            "static inputs (`n = jnp.minimum(x.shape[0], k)`, also inside a project helper).")
    why = ("XLA compiles for fixed shapes, so a shape that depends on data is unknown at trace time: JAX raises "
           "ConcretizationTypeError, or TypeError/IndexError for shapes and slices.")
    fix_hint = ("make the size a static argument, pass size=/fill_value= to nonzero/unique, or use "
                "lax.dynamic_slice(x, (i,), (k,)) with a static k")
    valid = (
        """
import jax, jax.numpy as jnp

@jax.jit
def f(x):
    idx = jnp.arange(x.shape[0])
    nz = jnp.nonzero(x > 0, size=x.shape[0], fill_value=0)
    window = jax.lax.dynamic_slice(x, (2,), (3,))
    return x.reshape(-1, 2), idx, nz, window
""",
    )
    invalid = (
        """
import jax, jax.numpy as jnp

@jax.jit
def first_n(x, n):
    return jnp.arange(n) * x[0]  # expect: JXL106
""",
        """
import jax, jax.numpy as jnp

@jax.jit
def positive_indices(x):
    return jnp.nonzero(x > 0)  # expect: JXL106
""",
        """
import jax

@jax.jit
def head(x, k):
    return x[:k]  # expect: JXL106
""",
    )

    def __init__(self, context) -> None:
        super().__init__(context)
        self._reported_counts: set[tuple[int, str]] = set()

    def _repeats_an_array(self, node: cst.Call, qualified: str) -> bool:
        """`jnp.repeat(x, ...)` or `x.repeat(...)` on an array: the output length is the sum of the repeats."""
        return qualified == "jax.numpy.repeat" or (type(node.func) is cst.Attribute and node.func.attr.value == "repeat"
                                                   and certain_array(self.value(node.func.value)))

    def visit_Call(self, node: cst.Call) -> None:
        if self.trace is None:
            return
        qualified = self.facts.qualified_name(node.func) or ""
        positional = call_positional(node)
        keywords = call_keywords(node)
        module, _, function = qualified.rpartition(".")
        culprit: Optional[cst.BaseExpression] = None
        what = ""
        # A missing `size=` is fixed call by call, so every such call raises in turn: each is its own finding.
        sized_by_call = False
        if module == "jax.numpy" and function == "arange":
            culprit = next((a for a in positional[:3] if self.concretization_fails(a)), None)
            what = "`jnp.arange` bounds"
        elif module == "jax.numpy" and function in SHAPE_ARGUMENTS:
            position, keyword = SHAPE_ARGUMENTS[function]
            argument = keywords.get(keyword, positional[position] if position < len(positional) else None)
            culprit = argument if self.concretization_fails(argument) else None
            what = f"`jnp.{function}` {keyword}"
        elif module == "jax.lax" and function in LAX_SHAPE_ARGUMENTS:
            position, keyword = LAX_SHAPE_ARGUMENTS[function]
            argument = keywords.get(keyword, positional[position] if position < len(positional) else None)
            culprit = argument if self.concretization_fails(argument) else None
            what = f"`lax.{function}` {keyword}"
        elif module == "jax.numpy" and function in _SIZE_ARGUMENT and "size" not in keywords:
            # `jnp.where(c, x=a, y=b)` spells the three-argument select by keyword: its shape is `c`'s.
            if function != "where" or len(positional) == 1 and not {"x", "y"} & set(keywords):
                # A captured jax array is concrete, but the function's own jnp operations on it are staged.
                culprit = next((a for a in positional[:1] if self.concretization_fails(a) or (
                    self.traced(a) and self.facts.value_of(a).captured)), None)
                what = f"the output size of `jnp.{function}` (no size=)"
                sized_by_call = True
        elif module == "jax.numpy" and function in _SIZE_ARGUMENT and self.concretization_fails(keywords.get("size")):
            # `size=` exists to make the output shape static: a traced one fails like the missing one.
            culprit = keywords["size"]
            what = f"the `size=` of `jnp.{function}`"
            sized_by_call = True
        elif "total_repeat_length" not in keywords and self._repeats_an_array(node, qualified):
            # The output length is the sum of the repeats: JAX needs them concrete unless it is given.
            position = 1 if module == "jax.numpy" else 0
            argument = keywords.get("repeats", positional[position] if position < len(positional) else None)
            culprit = argument if self.concretization_fails(argument) else None
            what = "the output length of `repeat` (no total_repeat_length=)"
            sized_by_call = True
        elif self._repeats_an_array(node, qualified) and self.concretization_fails(keywords.get("total_repeat_length")):
            culprit, what = keywords["total_repeat_length"], "the `total_repeat_length=` of `repeat`"
            sized_by_call = True
        elif qualified in NAMED_SIZE_ARGUMENTS:
            # `jax.ops.segment_sum(..., num_segments)`, `jax.nn.one_hot(x, num_classes)`: the output's length.
            position, keyword = NAMED_SIZE_ARGUMENTS[qualified]
            argument = keywords.get(keyword, positional[position] if position < len(positional) else None)
            culprit = argument if self.concretization_fails(argument) else None
            what = f"the output length of `{function}` ({keyword}=)"
        elif module == "jax.random" and function in RANDOM_SHAPE_POSITIONS:
            position = RANDOM_SHAPE_POSITIONS[function]
            keyword = "num" if function == "split" else "shape"
            argument = keywords.get(keyword, positional[position] if position < len(positional) else None)
            culprit = argument if self.concretization_fails(argument) else None
            what = "the key count of `jax.random.split`" if function == "split" else \
                f"the shape of `jax.random.{function}`"
        elif isinstance(node.func, cst.Attribute) and node.func.attr.value == "reshape" and self.traced(
                node.func.value):
            culprit = next((a for a in positional if self.concretization_fails(a)), None)
            what = "the `reshape` shape"
        if culprit is None and (module.startswith("jax.") or self.traced(node.func)) and "axis" in keywords \
                and self.concretization_fails(keywords["axis"]):
            culprit, what = keywords["axis"], "`axis=`"
        if culprit is None and "axis" not in keywords:
            axis = self._positional_axis(node, module, function, positional)
            if self.concretization_fails(axis):
                culprit, what = axis, "the axis"
        if culprit is not None and (sized_by_call or self._first_use(culprit)):
            self.report(node, f"{what} depends on traced value {self.describe(culprit)}: the shape is unknown "
                              f"at trace time{self.defaulted_note(culprit)}")

    def _positional_axis(self, node: cst.Call, module: str, function: str, positional: list
                         ) -> Optional[cst.BaseExpression]:
        """The axis passed by position: `jnp.sum(x, axis)`, or first to an array's method, `x.sum(axis)`."""
        if module == "jax.numpy" and function in AXIS_POSITIONS:
            position = AXIS_POSITIONS[function]
            return positional[position] if position < len(positional) else None
        func = node.func
        if type(func) is cst.Attribute and func.attr.value in ARRAY_METHOD_AXIS and positional and \
                self.traced(func.value):
            receiver = self.value(func.value)
            if not receiver.opaque and not receiver.index_update:  # `x.at[i].max(v)`: v is the update's values
                return positional[0]
        return None

    def _first_use(self, culprit: cst.BaseExpression) -> bool:
        """JAX raises at the first shape a traced count decides, and the fix (a static count) fixes every later
        use in the function with it: one finding per traced count (`n`, `config.d_model`) and function, at the line
        that raises. Not so for a window of static width at a traced start (`_window_at_traced_start`)."""
        key = (id(self.trace), self.facts.code_for_node(culprit))
        if key in self._reported_counts:
            return False
        self._reported_counts.add(key)
        return True

    def _window_at_traced_start(self, window: cst.Slice) -> bool:
        """`x[start:start + width]` with a static width and a traced start: its length is static, so no static
        count fixes it; each such slice raises on its own and is fixed by its own `lax.dynamic_slice`, so the
        next window at the same start (`actions[start:start + width]` under `observations[...]`) is a finding
        too."""
        lower, upper = window.lower, window.upper
        if lower is None or type(upper) is not cst.BinaryOperation or type(upper.operator) is not cst.Add:
            return False
        if window.step is not None and self.concretization_fails(window.step):
            return False
        start = self.facts.code_for_node(lower)
        for offset, width in ((upper.left, upper.right), (upper.right, upper.left)):
            if self.facts.code_for_node(offset) == start and not self.traced(width):
                return True
        return False

    def visit_Subscript(self, node: cst.Subscript) -> None:
        if self.trace is None:
            return
        for element in node.slice:
            if isinstance(element.slice, cst.Slice):
                bounds = [b for b in (element.slice.lower, element.slice.upper, element.slice.step)
                          if b is not None]
                traced = [b for b in bounds if self.concretization_fails(b)]
                if traced and (self._first_use(traced[0]) or self._window_at_traced_start(element.slice)):
                    self.report(node, f"slice bound {self.describe(traced[0])} is traced: slice sizes must be "
                                      f"static (IndexError); use lax.dynamic_slice with a static size"
                                      f"{self.defaulted_note(traced[0])}")
                    return


class BooleanMaskIndex(Rule):
    code = "JXL107"
    summary = "indexing with a traced boolean mask, `x[x > 0]`"
    what = ("Flags indexing an array with a boolean array computed from traced values, `x.at[mask]` updates "
            "included. A mask made with jnp inside traced code is traced even from static sizes (`jnp.arange(n) < k`, "
            "also inside a project helper); one made with numpy stays concrete.")
    why = "The result's length depends on how many entries are True, unknown at trace time: NonConcreteBooleanIndexError."
    fix_hint = "use jnp.where(mask, x, 0), or jnp.sum(x, where=mask) for reductions"
    valid = (
        """
import jax, jax.numpy as jnp

@jax.jit
def positive_sum(x):
    return jnp.where(x > 0, x, 0.0).sum() + jnp.sum(x, where=x > 0)
""",
    )
    invalid = (
        """
import jax

@jax.jit
def positive_part(x):
    return x[x > 0]  # expect: JXL107
""",
    )

    def visit_Subscript(self, node: cst.Subscript) -> None:
        if self.trace is None or node in self.context.assignment_targets:
            return
        for element in node.slice:
            index = element.slice
            if isinstance(index, cst.Index) and self.traced(index.value) and self.value(index.value).mask:
                self.report(node, f"boolean mask {self.describe(index.value)} gives a data-dependent shape: "
                                  f"raises NonConcreteBooleanIndexError under tracing")
                return


RULES = [TracedCondition, TracedAssert, TracedBoolConversion, ConcreteValueConversion, TracedRange,
         ValueDependentShape, BooleanMaskIndex]
