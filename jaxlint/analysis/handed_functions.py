"""Functions a file hands to a function or class that compiles them.

A sampler, fitter or optimizer often takes the user's function and compiles it itself: `MAPFitter(log_posterior)`
with `self._value_and_grad = jax.jit(jax.value_and_grad(log_density))` in `MAPFitter.__init__`, `make_step(loss)`
returning `jax.jit(loss)`, `HMC(potential)` jitting `lambda q: -potential(q)`. The function handed over is traced
with its arguments as tracers, though nothing in its own file names a transform near it (exoplanet-dev/celerite2#78,
pyro-ppl/numpyro#1570). The callee's definition says it: a parameter it hands to a compiling transform (through
grad-like transforms, or called from a lambda the transform compiles). The callee may be a module-level def or class
of the same file or of another project file (its constructor's parameters for a class).

Read on Python's `ast` (the region planner must keep the functions found, like an entry point's), once per file;
the engine hands the names to the planner and to `ModuleFacts` (`handed_functions`), which makes them roots with
every parameter traced.
"""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING, Optional

from .ast_nodes import ast_child_nodes, ast_walk, dotted, named_parameters, nodes_on_lines, self_attribute
from .compiling_decorators import COMPILERS
from .import_names import project_import, qualify
from .region_text import text_of, word_offsets
from .tables import ARRAY_METADATA, LAX_LOOPS, MODELLED_LIBRARIES, NOT_THE_FUNCTION_CALLED, TRANSPARENT

if TYPE_CHECKING:
    from .project import ProjectIndex

# Transforms whose tracers make a Python `if`, `float()` or numpy call fail: the compilers, and vmap (a batched
# tracer has no single value either). A grad alone runs its function on concrete primals' tracers eagerly.
_BATCHING = frozenset({"jax.vmap", "equinox.filter_vmap"})
_TRACING_TRANSFORMS = COMPILERS | _BATCHING
_SEE_THROUGH = TRANSPARENT - NOT_THE_FUNCTION_CALLED
# Under a compiler given no static argument every argument is a tracer already, so a batch map inside it keeps none
# a Python value, whatever its axes: `jax.jit(jax.vmap(jax.grad(option.price), in_axes=(0, None)))`.
_SEE_THROUGH_COMPILED = _SEE_THROUGH | _BATCHING


def _unwrapped(expression: ast.expr, aliases: dict[str, str], see_through: frozenset[str]) -> ast.expr:
    """The function `expression` wraps in transforms of `see_through` (`jax.value_and_grad(f)`: `f`)."""
    while isinstance(expression, ast.Call) and expression.args and \
            qualify(dotted(expression.func), aliases) in see_through:
        expression = expression.args[0]
    return expression


def compiled_parameter_methods(function: ast.FunctionDef | ast.AsyncFunctionDef, aliases: dict[str, str]
                               ) -> frozenset[tuple[str, str]]:
    """The parameters of `function` that its body (nested defs included) hands to a compiling transform with every
    argument traced: `jax.jit(f)`, `jax.jit(jax.value_and_grad(f))`, `jax.jit(lambda q: -f(q))`, each with the method
    compiled: "" for the parameter itself (an object passed there runs its `__call__`), or a method of the object
    passed (`jax.jit(jax.value_and_grad(problem.objective))`, `jax.jit(lambda x: -field.potential(x))`). A transform
    with static arguments (`static_argnums=...`), or a vmap given its axes (`in_axes=(0, None)`: an unmapped argument
    stays the Python value passed), is left out: which of the function's parameters they are is not known here; a
    vmap inside a compiler is seen through whatever its axes (`jax.jit(jax.vmap(jax.grad(option.price), in_axes=(0,
    None)))`: the compiler made every argument a tracer)."""
    parameters = named_parameters(function.args)
    found: set[tuple[str, str]] = set()
    for node in ast_walk(function):
        transform = qualify(dotted(node.func), aliases) if isinstance(node, ast.Call) and node.args else None
        if transform not in _TRACING_TRANSFORMS or any(
                keyword.arg is None or keyword.arg.startswith("static") or keyword.arg == "in_axes"
                for keyword in node.keywords) or (transform not in COMPILERS and len(node.args) > 1):
            continue
        inner = _unwrapped(node.args[0], aliases,
                           _SEE_THROUGH_COMPILED if transform in COMPILERS else _SEE_THROUGH)
        target = _compiled_target(inner, parameters)
        if target is not None:
            found.add(target)
        elif isinstance(inner, ast.Lambda):
            traced = named_parameters(inner.args)
            own = parameters - traced
            for call in ast_walk(inner.body):
                target = _compiled_target(call.func, own) if isinstance(call, ast.Call) else None
                if target is not None and not _hands_closure_values(call, traced):
                    found.add(target)
    found |= _called_in_compiled_closures(function, parameters, aliases)
    return frozenset(found)


def _called_in_compiled_closures(function: ast.FunctionDef | ast.AsyncFunctionDef, parameters: set[str],
                                 aliases: dict[str, str]) -> set[tuple[str, str]]:
    """The parameters of `function` called, on a traced argument, in a closure it compiles whole (`@jax.jit def
    run(start)`, or `jax.jit(run)` of its nested def) or in a nested def such a closure reaches by name (`run`
    handing `loss` to `minimize`, `loss` calling `model(params, x)`): `fit(model, ...)` compiles the `model` it is
    given. A closure's traced names are its own parameters; a compiler with static arguments is left out, as above."""
    nested = {node.name: node for node in ast_walk(function)
              if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node is not function}
    if not nested:
        return set()
    pending = [node for node in nested.values() if any(_compiles_whole(decorator, aliases)
                                                       for decorator in node.decorator_list)]
    for node in ast_walk(function):
        if isinstance(node, ast.Call) and len(node.args) == 1 and _compiles_whole(node.func, aliases, called=True) \
                and isinstance(node.args[0], ast.Name) and node.args[0].id in nested:
            pending.append(nested[node.args[0].id])
    reached: list[ast.FunctionDef | ast.AsyncFunctionDef] = []
    while pending:
        closure = pending.pop()
        if closure in reached:
            continue
        reached.append(closure)
        pending.extend(nested[name.id] for name in ast_walk(closure)
                       if isinstance(name, ast.Name) and name.id in nested and nested[name.id] is not closure)
    found: set[tuple[str, str]] = set()
    for closure in reached:
        traced = named_parameters(closure.args)
        own = parameters - traced
        for call in ast_walk(closure):
            # `jax.value_and_grad(model.loss, has_aux=True)(params, x)`: the grad-like transform runs `model.loss`.
            target = _compiled_target(_unwrapped(call.func, aliases, _SEE_THROUGH), own) \
                if isinstance(call, ast.Call) else None
            if target is not None and any(isinstance(name, ast.Name) and name.id in traced
                                          for argument in (*call.args, *(k.value for k in call.keywords))
                                          for name in ast_walk(argument)):
                found.add(target)
    return found


def _compiles_whole(expression: ast.expr, aliases: dict[str, str], called: bool = False) -> bool:
    """A compiler applied with no static argument: `jax.jit` (a decorator, or called: `called`), `jax.jit()` or
    `partial(jax.jit)` as a decorator."""
    if isinstance(expression, ast.Call) and not called:
        if any(keyword.arg is None or keyword.arg.startswith("static") for keyword in expression.keywords):
            return False
        name = qualify(dotted(expression.func), aliases)
        if name == "functools.partial" and len(expression.args) == 1:
            return qualify(dotted(expression.args[0]), aliases) in COMPILERS
        return name in COMPILERS and not expression.args
    return qualify(dotted(expression), aliases) in COMPILERS


def _compiled_target(expression: ast.expr, parameters: set[str]) -> Optional[tuple[str, str]]:
    """`(parameter, "")` for a bare parameter, `(parameter, method)` for `parameter.method`; None otherwise."""
    if isinstance(expression, ast.Name) and expression.id in parameters:
        return expression.id, ""
    if isinstance(expression, ast.Attribute) and isinstance(expression.value, ast.Name) and \
            expression.value.id in parameters:
        return expression.value.id, expression.attr
    return None


def stored_parameters_compiled(owner: ast.ClassDef, constructor: ast.FunctionDef | ast.AsyncFunctionDef,
                               aliases: dict[str, str]) -> frozenset[tuple[str, str]]:
    """The constructor parameters a class stores on `self` (`self.log_likelihood = log_likelihood`, the class binding
    that attribute nowhere else) and runs in a method it compiles with every argument traced (`self.step =
    jax.jit(self._step)`, or a bare `@jax.jit` over the method): `self.log_likelihood(params)`, or
    `jax.value_and_grad(self.log_likelihood)(params)`, given only the compiled method's own parameters, which are
    tracers there; or that it compiles itself (`self.predict = jax.jit(self.model.apply)`); each with the method run
    ("": the object stored; `self.problem.objective(x)`: "objective")."""
    stored = _stored_parameters(owner, constructor, aliases)
    if not stored:
        return frozenset()
    found: set[tuple[str, str]] = set()
    for compiled in _compiled_whole(owner, aliases):
        # `self.predict = jax.jit(self.model.apply)`: the stored object's method is what the class compiles.
        attribute = self_attribute(compiled)
        if attribute in stored:
            found.add((stored[attribute], ""))
        elif isinstance(compiled, ast.Attribute) and self_attribute(compiled.value) in stored:
            found.add((stored[self_attribute(compiled.value)], compiled.attr))  # type: ignore[index]
    for method, traced in _methods_run_compiled(owner, aliases):
        for call in ast_walk(method):
            if not isinstance(call, ast.Call) or not _passes_only(call, traced):
                continue
            function = _unwrapped(call.func, aliases, _SEE_THROUGH_COMPILED)
            attribute = self_attribute(function)
            if attribute in stored:
                found.add((stored[attribute], ""))
            elif isinstance(function, ast.Attribute) and self_attribute(function.value) in stored:
                found.add((stored[self_attribute(function.value)], function.attr))  # type: ignore[index]
    return frozenset(found)


def _methods_run_compiled(owner: ast.ClassDef, aliases: dict[str, str]) -> list[tuple[ast.FunctionDef, set[str]]]:
    """The methods of `owner` run with tracers by the methods it compiles whole, each with its names holding tracers:
    those compiled methods (every parameter), and the methods they call on `self` given only tracers (`log_accept =
    self.hamiltonian(q, p)` in the compiled `_step`; the parameters those arguments land on), and so on."""
    methods = {member.name: member for member in owner.body if isinstance(member, ast.FunctionDef)}
    reached: dict[str, set[str]] = {method.name: _traced_names(method, aliases)
                                    for method in _methods_compiled_whole(owner, aliases)}
    pending = list(reached)
    while pending:
        caller = methods.get(pending.pop())
        if caller is None:
            continue
        traced = reached[caller.name]
        for call in ast_walk(caller):
            name = self_attribute(call.func) if isinstance(call, ast.Call) else None
            if name not in methods or name in reached or not _passes_only(call, traced) or \
                    any(isinstance(argument, ast.Starred) for argument in call.args):  # type: ignore[union-attr]
                continue
            callee = methods[name]  # type: ignore[index]
            positions = _positions(callee, skip_self=True)
            given = set(positions[:len(call.args)]) | {keyword.arg for keyword in call.keywords  # type: ignore
                                                       if keyword.arg is not None}
            reached[callee.name] = _traced_names(callee, aliases, given)
            pending.append(callee.name)
    return [(methods[name], traced) for name, traced in reached.items() if name in methods]


def _stored_parameters(owner: ast.ClassDef, constructor: ast.FunctionDef | ast.AsyncFunctionDef,
                       aliases: dict[str, str]) -> dict[str, str]:
    """The attributes `constructor` binds to one of its parameters as given (`self.fun = fun`), or to a transform of
    it that runs it on the same arguments (`self.grad_log_prob = jax.grad(log_prob)`), which no other binding of the
    class touches: each with its parameter."""
    parameters = named_parameters(constructor.args)
    stored: dict[str, str] = {}
    rebound: set[str] = set()
    in_constructor = {id(node) for node in ast_walk(constructor)}
    for node in ast_walk(owner):
        targets = node.targets if isinstance(node, ast.Assign) else \
            [node.target] if isinstance(node, (ast.AnnAssign, ast.AugAssign)) else []
        # `self.fun, self.jac = fun, jac`: each attribute is bound to its item.
        pairs = dict(_unpacked_pairs(targets[0], node.value)) if isinstance(node, ast.Assign) and \
            len(targets) == 1 else {}
        for target in targets:
            for part in ast_walk(target):
                attribute = self_attribute(part)
                if attribute is None:
                    continue
                value = _unwrapped(pairs[id(part)], aliases, _SEE_THROUGH) if id(part) in pairs else None
                if isinstance(value, ast.Name) and value.id in parameters and attribute not in stored and \
                        id(node) in in_constructor:
                    stored[attribute] = value.id
                else:
                    rebound.add(attribute)
    return {attribute: parameter for attribute, parameter in stored.items() if attribute not in rebound}


def _unpacked_pairs(target: ast.expr, value: ast.expr) -> list[tuple[int, ast.expr]]:
    """(id of a part of `target`, the expression it receives) for the target itself and, through displays of one
    length without starred items, for each item it unpacks into."""
    pairs = [(id(target), value)]
    if isinstance(target, (ast.Tuple, ast.List)) and isinstance(value, (ast.Tuple, ast.List)) and \
            len(target.elts) == len(value.elts) and not any(
                isinstance(item, ast.Starred) for item in (*target.elts, *value.elts)):
        pairs += [pair for part, item in zip(target.elts, value.elts) for pair in _unpacked_pairs(part, item)]
    return pairs


def _methods_compiled_whole(owner: ast.ClassDef, aliases: dict[str, str]) -> list[ast.FunctionDef]:
    """The methods of `owner` it compiles with no static argument: `jax.jit(self._step)` (through grad-like
    transforms) in any of its methods, or a bare compiling decorator (`@jax.jit`, `@eqx.filter_jit`)."""
    methods = {member.name: member for member in owner.body if isinstance(member, ast.FunctionDef)}
    compiled: dict[str, ast.FunctionDef] = {}
    for name, method in methods.items():
        if any(qualify(dotted(decorator), aliases) in COMPILERS for decorator in method.decorator_list):
            compiled[name] = method
    for function in _compiled_whole(owner, aliases):
        name = self_attribute(function)
        if name in methods:
            compiled[name] = methods[name]  # type: ignore[index]
    return list(compiled.values())


def _compiled_whole(owner: ast.ClassDef, aliases: dict[str, str]) -> list[ast.expr]:
    """What the methods of `owner` hand a compiler with no static argument (`jax.jit(self._step)`,
    `jax.jit(jax.vmap(self.model.apply))`), seen through grad-like transforms and batch maps."""
    return [_unwrapped(node.args[0], aliases, _SEE_THROUGH_COMPILED) for node in ast_walk(owner)
            if isinstance(node, ast.Call) and len(node.args) == 1 and not node.keywords and
            qualify(dotted(node.func), aliases) in COMPILERS]


def _traced_names(method: ast.FunctionDef, aliases: dict[str, str], parameters: Optional[set[str]] = None) -> set[str]:
    """The names that hold tracers in a method compiled with every argument traced: its parameters (not `self`; only
    `parameters` when given), those of the bodies it hands a lax loop (`def body(carry, key)` of
    `jax.lax.scan(body, ...)`), and the names bound, there or in the method, from an expression reading one of them
    (`cache, token, position = carry`, `next_token = jax.random.categorical(key, logits)`)."""
    traced = set(parameters) if parameters is not None else \
        named_parameters(method.args) - {method.args.args[0].arg if method.args.args else ""}
    nested = {node.name: node for node in ast_walk(method)
              if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node is not method}
    assignments: list[tuple[list[ast.expr], ast.expr]] = []
    for node in ast_walk(method):
        if isinstance(node, ast.Call) and qualify(dotted(node.func), aliases) in LAX_LOOPS:
            for position in LAX_LOOPS[qualify(dotted(node.func), aliases)]:  # type: ignore[index]
                body = node.args[position] if position < len(node.args) else None
                if isinstance(body, ast.Name) and body.id in nested:
                    traced |= named_parameters(nested[body.id].args)
        elif isinstance(node, ast.Assign):
            assignments.append((node.targets, node.value))
        elif isinstance(node, (ast.AugAssign, ast.AnnAssign)) and node.value is not None:
            assignments.append(([node.target], node.value))
    changed = True
    while changed:
        changed = False
        for targets, value in assignments:
            if not _reads_values_of(value, traced):
                continue
            bound = {name.id for target in targets for name in ast_walk(target) if isinstance(name, ast.Name)}
            if not bound <= traced:
                traced |= bound
                changed = True
    return traced


def _reads_values_of(value: ast.expr, names: set[str]) -> bool:
    """Does `value` read one of `names` other than through arrays' static metadata? `n = x.shape[0]` and `len(xs)`
    are Python values under tracing; `jax.random.normal(key, x.shape)` reads `key`."""
    if isinstance(value, ast.Attribute) and value.attr in ARRAY_METADATA or \
            isinstance(value, ast.Call) and isinstance(value.func, ast.Name) and value.func.id == "len":
        return False
    if isinstance(value, ast.Name):
        return value.id in names
    return any(_reads_values_of(child, names) for child in ast_child_nodes(value))


def _passes_only(call: ast.Call, names: set[str]) -> bool:
    """`call` passes at least one argument, each computed from names of `names` only (a name, starred or not, or an
    expression of them, `position + 1`), by position or keyword."""
    arguments = [a.value if isinstance(a, ast.Starred) else a for a in call.args] + \
        [keyword.value for keyword in call.keywords]
    return bool(arguments) and all(_reads_only(argument, names) for argument in arguments)


def _reads_only(expression: ast.expr, names: set[str]) -> bool:
    """An expression of names of `names`, numbers and operators only, reading at least one such name."""
    read = False
    for node in ast_walk(expression):
        if isinstance(node, ast.Name):
            if node.id not in names:
                return False
            read = True
        elif not isinstance(node, (ast.BinOp, ast.UnaryOp, ast.Constant, ast.Load, ast.operator, ast.unaryop)):
            return False
    return read


def _hands_closure_values(call: ast.Call, traced: set[str]) -> bool:
    """Does `call`, in a compiled lambda whose parameters are `traced`, pass a value read from the lambda's closure
    alone (`jax.jit(lambda k, f: synth.render(k, f, note.num_samples))`)? The compiler never abstracts a closure's
    value: the method gets the Python number there, so "every argument traced" would be wrong for it (the file
    compiling the lambda traces it with the values it knows). A field, item or call of closure names counts; a
    bare closure name does not (`lambda x: model(params, x)`: an array pytree as often as not, whose captured
    arrays the method stages like tracers)."""
    arguments = [a.value if isinstance(a, ast.Starred) else a for a in call.args] + \
        [keyword.value for keyword in call.keywords]
    return any(not isinstance(argument, ast.Constant) and not any(
        isinstance(node, ast.Name) and node.id in traced for node in ast_walk(argument)) and not (
        isinstance(argument, ast.Name)) for argument in arguments)


def _positions(function: ast.FunctionDef | ast.AsyncFunctionDef, skip_self: bool) -> tuple[str, ...]:
    positional = tuple(a.arg for a in (*function.args.posonlyargs, *function.args.args))
    return positional[1:] if skip_self else positional


def _callee_of(tree: ast.Module, name: str) -> Optional[tuple[ast.FunctionDef | ast.AsyncFunctionDef, bool]]:
    """The module-level def `name` of `tree`, or the `__init__` of its module-level class `name` (True: its
    first parameter is `self`)."""
    found: Optional[tuple[ast.FunctionDef | ast.AsyncFunctionDef, bool]] = None
    for statement in tree.body:
        if isinstance(statement, (ast.FunctionDef, ast.AsyncFunctionDef)) and statement.name == name:
            found = (statement, False)
        elif isinstance(statement, ast.ClassDef) and statement.name == name:
            constructor = next((member for member in statement.body if isinstance(member, ast.FunctionDef)
                                and member.name == "__init__"), None)
            found = (constructor, True) if constructor is not None else None
    return found


def parameters_compiled_by(tree: ast.Module, name: str, aliases: dict[str, str]
                           ) -> tuple[tuple[str, ...], frozenset[tuple[str, str]]]:
    """The positional parameters (after `self`) of callee `name` of `tree`, and those of its parameters it
    compiles, each with the method compiled ("": the parameter itself; `compiled_parameter_methods`)."""
    callee = _callee_of(tree, name)
    if callee is None:
        return (), frozenset()
    function, skip_self = callee
    compiled = compiled_parameter_methods(function, aliases)
    if skip_self:
        owner = next(s for s in tree.body if isinstance(s, ast.ClassDef) and s.name == name and function in s.body)
        # `jax.jit(self._step)` compiles a method of the object being made, no parameter a caller passes.
        itself = function.args.args[0].arg if function.args.args else None
        compiled = frozenset(found for found in compiled if found[0] != itself) | \
            stored_parameters_compiled(owner, function, aliases)
    return _positions(function, skip_self), compiled


def handed_functions(project: "ProjectIndex", path: str, source: str, tree: ast.Module, aliases: dict[str, str],
                     relative: dict[str, tuple[int, str]]) -> frozenset[str]:
    """The module-level functions of the file (`source`, parsed: `tree`) that one of its calls hands, by name, to a
    parameter its callee compiles: a module-level def or class of the file or of another project file."""
    own_defs = {s.name for s in tree.body if isinstance(s, (ast.FunctionDef, ast.AsyncFunctionDef))}
    if not own_defs:
        return frozenset()
    callees = {s.name for s in tree.body if isinstance(s, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef))} | \
        set(relative) | {name for name, target in aliases.items() if not target.startswith(MODELLED_LIBRARIES)}
    # A def handed by its name, or by a module-level name bound to a grad-like transform of it (`equity_delta =
    # jax.grad(equity_value)`, then `panel(equity_delta)`): the transform runs the def on the compiler's tracers.
    functions = {name: name for name in own_defs}
    functions.update(_transformed_functions(tree, aliases, own_defs | set(relative) | {
        name for name, target in aliases.items() if not target.startswith(MODELLED_LIBRARIES)}))
    found: set[str] = set()
    # A call handing a def by name holds the name on one of its lines: only the nodes on such lines are read.
    text = text_of(source)
    lines = sorted({text.line_of(offset) for name in functions for offset in word_offsets(source, name)})
    for node in nodes_on_lines(tree, lines):
        if not isinstance(node, ast.Call) or not isinstance(node.func, ast.Name) or node.func.id not in callees:
            continue
        handed = [(index, functions[argument.id]) for index, argument in enumerate(node.args)
                  if isinstance(argument, ast.Name) and argument.id in functions] + \
                 [(keyword.arg, functions[keyword.value.id]) for keyword in node.keywords
                  if keyword.arg is not None and isinstance(keyword.value, ast.Name) and keyword.value.id in functions]
        if not handed or any(isinstance(argument, ast.Starred) for argument in node.args):
            continue
        compiled_parameters = _parameters_compiled_by_callee(project, path, tree, aliases, relative, node.func.id)
        if compiled_parameters is None:
            continue
        positional, compiled = compiled_parameters
        for slot, name in handed:
            parameter = slot if isinstance(slot, str) else positional[slot] if slot < len(positional) else None
            if (parameter, "") in compiled:
                found.add(name)
    return frozenset(found)


def _transformed_functions(tree: ast.Module, aliases: dict[str, str], functions: set[str]) -> dict[str, str]:
    """Module-level names bound once, at module level, to a grad-like transform of one of `functions` (a def of the
    file or a function imported from another project file): `equity_delta = jax.grad(equity_value, argnums=0)` maps
    `equity_delta` to `equity_value`. Calling the name runs that function, with the caller's tracers."""
    bindings: dict[str, list[ast.expr]] = {}
    for statement in tree.body:
        targets = statement.targets if isinstance(statement, ast.Assign) else \
            [statement.target] if isinstance(statement, (ast.AnnAssign, ast.AugAssign)) else []
        for target in targets:
            for name in ast_walk(target):
                if isinstance(name, ast.Name):
                    bindings.setdefault(name.id, []).append(
                        statement.value if isinstance(statement, ast.Assign) and target is name else None)
        if isinstance(statement, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            bindings.setdefault(statement.name, []).append(None)
    found: dict[str, str] = {}
    for name, values in bindings.items():
        value = values[0] if len(values) == 1 else None
        if not isinstance(value, ast.Call) or qualify(dotted(value.func), aliases) not in _SEE_THROUGH:
            continue
        inner = _unwrapped(value, aliases, _SEE_THROUGH)
        if isinstance(inner, ast.Name) and inner.id in functions and inner.id != name:
            found[name] = inner.id
    return found


def _parameters_compiled_by_callee(project: "ProjectIndex", path: str, tree: ast.Module, aliases: dict[str, str],
                                   relative: dict[str, tuple[int, str]], name: str
                                   ) -> Optional[tuple[tuple[str, ...], frozenset[tuple[str, str]]]]:
    if _callee_of(tree, name) is not None:
        return parameters_compiled_by(tree, name, aliases)
    imported = project_import(name, relative, aliases)
    if imported is None:
        return None
    resolved = project.resolve(path, *imported)
    if resolved is None or resolved[2] not in ("", "__init__"):
        return None
    return project.parameters_compiled_by(resolved[0], resolved[1])
