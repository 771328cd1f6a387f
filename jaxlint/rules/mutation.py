"""JXL3xx: in-place updates of immutable JAX arrays."""

from __future__ import annotations

import libcst as cst

from ..analysis.tables import AT_UPDATE_METHODS
from ..analysis.unread_places import names_callers_array, updated_array_escapes
from ..analysis.values import certain_tracer_key
from .base import Rule


def _keyed_by_string(target: cst.Subscript) -> bool:
    """`state["step"] = ...`: no array takes a string index, so the container is a dict (a lax loop's carry, a
    params tree), and writing to it is a dict update."""
    return any(type(element.slice) is cst.Index and isinstance(
        element.slice.value, (cst.SimpleString, cst.ConcatenatedString, cst.FormattedString))
        for element in target.slice)


def _at_update(expression: cst.BaseExpression) -> bool:
    """`x.at[i].add(v)` (any update method, not `.get()`)."""
    return type(expression) is cst.Call and type(expression.func) is cst.Attribute and \
        expression.func.attr.value in AT_UPDATE_METHODS and type(expression.func.value) is cst.Subscript and \
        type(expression.func.value.value) is cst.Attribute and expression.func.value.value.attr.value == "at"


class ArrayItemAssignment(Rule):
    code = "JXL301"
    summary = "item assignment on a JAX array, `x[i] = v`"
    what = ("Flags `x[i] = v` and `x[i] += v` where `x` is a traced JAX array, and, outside traced code, where the "
            "function binds `x` only to jax.numpy/jax.random arrays or `.at[]` updates "
            "(`x = jnp.zeros(n).at[0].set(v)`).")
    why = "JAX arrays are immutable: item assignment raises TypeError, with or without jit."
    fix_hint = "write x = x.at[i].set(v) (or .add/.multiply/.min/.max)"
    use_instead = """
@jax.jit
def zero_first(x):
    return x.at[0].set(0.0)
"""
    valid = (
        """
import jax

@jax.jit
def zero_first(x):
    x = x.at[0].set(0.0)
    buffers = {}
    buffers["x"] = x
    return x, buffers
""",
        """
import numpy as np
import jax.numpy as jnp

def host_buffers(n, x):
    buffer = np.zeros(n)
    buffer[0] = 1.0
    table = jnp.zeros(n)
    table = np.asarray(table).copy()
    table[1] = 2.0
    for row in range(n):
        grid = jnp.ones(3)
    grid = [grid]
    grid[0] = x
    return buffer, table, grid
""",
        """
import jax

@jax.jit
def step(state, x):
    outputs = {"x": x}
    outputs["double"] = x * 2
    new_state = {**state}
    new_state["step"] = state["step"] + 1
    config = dict(state, lr=0.1)
    config["lr"] = 0.2
    return outputs, new_state, config
""",
        """
import jax

def sgd_step(carry, batch):
    return carry, {"loss": batch.sum()}

@jax.jit
def train(state, batches):
    state, metrics = jax.lax.scan(sgd_step, state, batches)
    metrics["steps"] = batches.shape[0]
    grads = jax.tree_util.tree_map(lambda g: g * 0.5, state)
    grads["bias"] = 0.0
    return state, metrics, grads
""",
    )
    invalid = (
        """
import jax

@jax.jit
def zero_first(x):
    x[0] = 0.0  # expect: JXL301
    return x
""",
        """
import jax

@jax.jit
def bump(x, i):
    x[i] += 1.0  # expect: JXL301
    return x
""",
    )

    def _check(self, target: cst.BaseExpression, statement: cst.CSTNode) -> None:
        if type(target) is cst.Tuple or type(target) is cst.List:
            for element in target.elements:
                self._check(element.value, statement)
        elif type(target) is cst.Subscript and self.trace is None and type(target.value) is cst.Name \
                and self.context.scopes and target.value.value in self.facts.immutable_host_arrays(
                    self.context.scopes[-1].node):
            array = target.value.value
            index = self.facts.code_for_node(target).removeprefix(array)[1:-1]
            self.report(statement, f"item assignment on jax array `{array}`: JAX arrays are immutable, with or "
                                   f"without jit (TypeError)", fix=f"{array} = {array}.at[{index}].set(...)",
                        fix_data={})
        elif type(target) is cst.Subscript and self.trace is None and self.context.scopes and \
                self.facts.immutable_attribute_array(target.value, self.context.scopes[-1].node):
            # `self.data[name][self.ptr] = value` in an eager method, the entries made by `jnp.zeros`.
            array = self.facts.code_for_node(target.value)
            index = self.facts.code_for_node(target).removeprefix(array)[1:-1]
            self.report(statement, f"item assignment on jax array `{array}`: JAX arrays are immutable, with or "
                                   f"without jit (TypeError)", fix=f"{array} = {array}.at[{index}].set(...)")
        elif type(target) is cst.Subscript and self.traced(target.value) and not _keyed_by_string(target) \
                and not self.facts.is_reference(target.value):  # Refs and nnx Variables support `v[...] += 1`
            value = self.value(target.value)
            plain_array = not value.sequence and not value.opaque and not value.filtered and not value.mapping \
                and not value.container
            array = self.facts.code_for_node(target.value)
            index = self.facts.code_for_node(target).removeprefix(array)[1:-1]
            if plain_array:
                self.report(statement, f"item assignment on traced array {self.describe(target.value)}: JAX arrays "
                                       f"are immutable (TypeError)",
                            fix=f"{array} = {array}.at[{index}].set(...)", fix_data={"mask": self._masked(target)})
            elif self._indexed_by_tracer(target):
                # Not known to be an array: `.at[].set` would be wrong on the dict or list it may be.
                self.report(statement, f"item assignment on `{array}` keyed by a traced value: a dict needs a "
                                       f"hashable key, a list a concrete index, and a jax array is immutable "
                                       f"(TypeError)",
                            fix=f"compute the key outside the trace, or keep the values in a jax array updated "
                                f"with `.at[{index}].set(...)`")

    def _indexed_by_tracer(self, target: cst.Subscript) -> bool:
        """Is an index a certain tracer? Then the write fails whatever pytree part the target is (a scan carry's
        item, a helper's parameter): an array is immutable, a list needs a concrete index, a dict a hashable key."""
        return any(type(element.slice) is cst.Index and certain_tracer_key(self.value(element.slice.value))
                   for element in target.slice)

    def _masked(self, target: cst.Subscript) -> bool:
        """Is the index a traced boolean mask? `.at[mask]` fails under jit as `x[mask]` does: the fix is a where."""
        return any(type(element.slice) is cst.Index and self.traced(element.slice.value)
                   and self.value(element.slice.value).mask for element in target.slice)

    def visit_Assign(self, node: cst.Assign) -> None:
        for target in node.targets:
            self._check(target.target, node)

    def visit_AugAssign(self, node: cst.AugAssign) -> None:
        self._check(node.target, node)


class DiscardedAtUpdate(Rule):
    code = "JXL302"
    summary = "result of `x.at[...].set(...)` discarded"
    what = ("Flags an `x.at[i].set(v)` (or `.add`, `.multiply`, ...) used as a statement, its result thrown away; "
            "not inside `with pytest.raises(...)` (or `self.assertRaises(...)`), where a test asserts the update "
            "fails. In traced code, also `x = x.at[i].add(v)` on a parameter (or an alias of an object's array, "
            "`x = self.grid`) when nothing the function does afterwards reads the new `x` (no return, store, call "
            "argument or closure uses it; only further updates of it and its `.shape`): a port of an in-place "
            "kernel that returns nothing loses every update.")
    why = "`.at[...]` updates return a new array and never change `x`: the statement silently does nothing."
    fix_hint = "assign the result: x = x.at[i].set(v)"
    valid = (
        """
import jax.numpy as jnp

def init(n):
    x = jnp.zeros(n)
    x = x.at[0].set(1.0)
    return x.at[1].add(2.0)
""",
        """
import jax.numpy as jnp

def test_out_of_bounds_reads_are_accepted():
    x = jnp.arange(5.0)
    x.at[20].get()
    x.at[20].get(mode="fill", fill_value=-1.0)
""",
    )
    invalid = (
        """
import jax.numpy as jnp

def init(n):
    x = jnp.zeros(n)
    x.at[0].set(1.0)  # expect: JXL302
    return x
""",
    )

    def __init__(self, context) -> None:
        super().__init__(context)
        self._expected_failures = 0  # `with pytest.raises(...)` blocks the walk is inside
        self._escapes: dict[tuple[int, str], bool] = {}

    def visit_With(self, node: cst.With) -> None:
        if self.facts.expects_failure(node):
            self._expected_failures += 1

    def leave_With(self, original_node: cst.With) -> None:
        if self.facts.expects_failure(original_node):
            self._expected_failures -= 1

    def visit_Assign(self, node: cst.Assign) -> None:
        # In traced code, where the planner keeps the function (JXL302 at statement level fires anywhere).
        call = node.value
        if self.trace is None or not _at_update(call) or len(node.targets) != 1 or \
                type(node.targets[0].target) is not cst.Name or self._expected_failures:
            return
        function = self.context.function
        if not isinstance(function, cst.FunctionDef) or not self.facts.imports.imports_any("jax"):
            return
        name = node.targets[0].target.value
        key = (id(function), name)
        if key not in self._escapes:
            self._escapes[key] = not names_callers_array(function, name) or updated_array_escapes(function, name)
        if not self._escapes[key]:
            self.report(node, f"`{name}` is updated with `.at[...].{call.func.attr.value}()` but never returned, "
                              f"stored or read by `{function.name.value}`: the update is lost when it returns "
                              f"(JAX arrays are values; return `{name}` and use the result)")

    def visit_Expr(self, node: cst.Expr) -> None:
        if self._expected_failures:
            return  # the test asserts that the update raises: there is no result to keep
        call = node.value
        if not (isinstance(call, cst.Call) and isinstance(call.func, cst.Attribute)
                and call.func.attr.value in AT_UPDATE_METHODS and isinstance(call.func.value, cst.Subscript)):
            return
        indexed = call.func.value.value
        # In a file that never imports jax, `.at[]` is JAX's when JAX traces the code (a helper of another file's
        # jitted function); elsewhere it may be another library's (pandas' `df.at[...]`).
        if isinstance(indexed, cst.Attribute) and indexed.attr.value == "at" and (
                self.facts.imports.imports_any("jax") or self.trace is not None):
            array = " ".join(self.facts.code_for_node(indexed.value).split())
            self.report(node, f"the result of `{array}.at[...].{call.func.attr.value}()` is discarded: "
                              f"`{array}` is not changed",
                        fix=f"{array} = {self.facts.code_for_node(call)}", fix_data={})


RULES = [ArrayItemAssignment, DiscardedAtUpdate]
