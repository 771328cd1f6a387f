"""Pytree records passed to a compiled function of another file: `top_p(params, tokens, model_config=config)` with
`config = ModelConfig(...)`, a NamedTuple. JAX traces every field of the record as a leaf (its ints and bools
included) unless the parameter is static; the compiled function's own file cannot see what its callers pass when the
parameter is not annotated (ayaka14732/llama-2-jax#14). This file's untraced calls say it: each such call becomes a
seed of the callee's file, which marks the parameter a record with these static fields (`ModuleFacts._add_seed`)."""

from __future__ import annotations

import ast
import os
import re
from typing import TYPE_CHECKING, Optional

from .ast_nodes import (ast_walk, dotted, element_instances, function_scopes, nodes_on_lines, only_binding,
                        own_nodes, scope_alternate_constructions, scope_call_bindings, scope_instances,
                        source_segment)
from .compiling_decorators import compiles_for_another_framework, decorator_applies
from .import_names import project_import
from .region_text import text_of, word_offsets
from .tables import BOUND_METHOD_MARK, ELEMENTS_MARK, MODELLED_LIBRARIES, PRODUCT_MARK, SAME_ARGUMENTS

if TYPE_CHECKING:
    from .project import ProjectIndex
    from .records import Seed

# A decorator spelling one of these compiles or transforms the function: its parameters are traced.
_TRACING_WORDS = ("jit", "pmap", "vmap")


def record_argument_seeds(project: "ProjectIndex", path: str, source: str, tree: ast.Module,
                          aliases: dict[str, str], relative: dict[str, tuple[int, str]]
                          ) -> list[tuple[str, tuple[Seed, ...]]]:
    """The compiled functions of other project files that `path` calls with a record instance for an unannotated
    parameter, by keyword or by position, each file with its seeds."""
    from .project import _display_path

    imported = set(relative) | {name for name, target in aliases.items() if not target.startswith(MODELLED_LIBRARIES)}
    called = imported.intersection(project.called_names(source)) if imported else set()
    # `step = jax.jit(collect_step)` of an imported plain function: calls of `step` pass records to its parameters.
    jitted_here = imported.intersection(_JITTED_NAME.findall(source)) if imported and "jit(" in source else set()
    callees: dict[str, tuple[str, str, tuple[tuple[str, ...], frozenset[str]]]] = {}
    self_compiling: dict[str, tuple[str, str]] = {}
    tracing: dict[str, tuple[str, str, tuple[tuple[str, ...], bool]]] = {}
    for name in sorted(called | jitted_here):
        level, target = relative[name] if name in relative else (0, aliases[name])
        resolved = project.resolve(path, level, target)
        if resolved is not None and resolved[2] == "__init__" and _compiles_own_methods(project, resolved[0]):
            self_compiling[name] = (resolved[0], resolved[1])
        if resolved is None or resolved[2]:
            continue
        found, function = resolved[0], resolved[1]
        parameters = _unannotated_parameters_of_compiled(project, found, function)
        if not parameters[1] and name in jitted_here:
            parameters = _unannotated_parameters(project, found, function)
        if parameters[1]:
            callees[name] = (found, function, parameters)
        shape = _tracing_function(project, found, function)
        if shape is not None:
            tracing[name] = (found, function, shape)
    # `ScaledGradientDescent(objective)` whose constructor jits `jax.value_and_grad(fun)`: the instance passed runs
    # its `__call__` (or the method compiled, `problem.objective`) under the transform.
    compiling: dict[str, tuple[tuple[str, ...], frozenset[tuple[str, str]]]] = {}
    for name in sorted(called):
        level, target = relative[name] if name in relative else (0, aliases[name])
        resolved = project.resolve(path, level, target)
        if resolved is not None and resolved[2] in ("", "__init__"):
            compiled_parameters = project.parameters_compiled_by(resolved[0], resolved[1])
            if compiled_parameters[1]:
                compiling[name] = compiled_parameters
    # A def or class of this file compiling a function it is given (`fit(model, x)` jitting a closure that calls
    # `model`): the functions of other files handed to it are roots there.
    own_compiling = _own_compilers(tree, source, aliases, relative, project, jitted_here) if imported else {}
    if not callees and not self_compiling and not tracing and not compiling and not own_compiling:
        return []
    from .records import Seed   # libcst: only a file that calls such a function makes seeds

    local_records = _local_records(tree, aliases) if callees or self_compiling else {}
    seeds_by_file: dict[str, dict[Seed, None]] = {}
    module_jits = {name: made for name, made in _jit_bindings(tree, jitted_here, aliases).items()
                   if made is not None} if jitted_here else {}
    for scope in function_scopes(tree):
        instances = {**scope_alternate_constructions(scope), **element_instances(scope), **scope_instances(scope)}
        rebound = scope_call_bindings(scope) if callees or self_compiling else {}
        jitted = _jitted_callees(scope, jitted_here, aliases, module_jits) if jitted_here else {}
        for node in own_nodes(scope):
            if isinstance(node, ast.Call) and node.func in jitted:
                node = ast.Call(func=ast.Name(id=jitted[node.func]), args=node.args, keywords=node.keywords)
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in self_compiling:
                found, class_name = self_compiling[node.func.id]
                seed = _construction_seed(project, path, node, found, class_name, instances, aliases, relative,
                                          scope, tree)
                if seed is not None:
                    seeds_by_file.setdefault(_display_path(found, path), {})[seed] = None
            called_method = _method_called(node, instances, self_compiling) \
                if self_compiling and isinstance(node, ast.Call) else None
            if called_method is not None:
                # `generator(table, config=config)` of an object whose class compiles its own methods: the method
                # may hand the record on to one of them (ModuleFacts._forward_records, in the class's file).
                (found, class_name), method = called_method
                records = _passed_records(project, path, node, instances, local_records, aliases, relative,
                                          rebound)
                if records:
                    seed = Seed(class_name, (), reason=f"called with a record argument in {os.path.basename(path)}",
                                method=method, records=records)
                    seeds_by_file.setdefault(_display_path(found, path), {})[seed] = None
            # A class compiling its own methods may run what it is handed in one of them (`self.step =
            # jax.jit(self._step)` calling `self.log_likelihood`): that is a seed of the object's file too.
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in compiling:
                for found, seed in _handed_instance_seeds(project, path, node, compiling[node.func.id], instances,
                                                          aliases, relative, scope) + \
                        _handed_function_seeds(project, path, node, compiling[node.func.id], scope, aliases, relative):
                    seeds_by_file.setdefault(_display_path(found, path), {})[seed] = None
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in own_compiling:
                for found, seed in _handed_function_seeds(project, path, node, own_compiling[node.func.id], scope,
                                                          aliases, relative):
                    seeds_by_file.setdefault(_display_path(found, path), {})[seed] = None
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in tracing:
                found, function, (positional, compiled) = tracing[node.func.id]
                classes = _passed_instances(project, path, node, found, positional, instances, aliases, relative)
                given = _passed_construction_arguments(project, path, node, found, positional, instances, aliases,
                                                       relative, scope) if classes else ()
                if classes:
                    seed = Seed(function, (), reason=f"called with project objects in {os.path.basename(path)}",
                                root=compiled, constructed=not compiled, parameter_classes=classes,
                                parameter_arguments=given)
                    seeds_by_file.setdefault(_display_path(found, path), {})[seed] = None
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in callees):
                continue
            found, function, (positional, unannotated) = callees[node.func.id]
            passed = [(keyword.arg, keyword.value) for keyword in node.keywords]
            for position, argument in enumerate(node.args):
                if isinstance(argument, ast.Starred) or position >= len(positional):
                    break  # past a `*args` the positions are unknown
                passed.append((positional[position], argument))
            records = []
            for name, argument in passed:
                if name in unannotated:
                    fields = _record_of(project, path, argument, instances, local_records, aliases, relative,
                                        rebound)
                    if fields is not None:
                        records.append((name, fields))
            if records:
                seed = Seed(function, (), reason=f"called with a record argument in {os.path.basename(path)}",
                            root=True, records=tuple(sorted(records, key=lambda item: item[0])))
                seeds_by_file.setdefault(_display_path(found, path), {})[seed] = None
    return [(helper, tuple(seeds)) for helper, seeds in sorted(seeds_by_file.items())]


def _method_called(call: ast.Call, instances: dict[str, str], self_compiling: dict[str, tuple[str, str]]
                   ) -> Optional[tuple[tuple[str, str], str]]:
    """For `call` of an object the scope made of a class of `self_compiling` (`generator(...)`, `model.sample(...)`):
    ((file, class name), the method run: `__call__` for the object itself); None for any other call."""
    func = call.func
    receiver, method = (func, "__call__") if isinstance(func, ast.Name) else (func.value, func.attr) \
        if isinstance(func, ast.Attribute) else (None, "")
    made = instances.get(receiver.id) if isinstance(receiver, ast.Name) else None
    return (self_compiling[made], method) if made is not None and made in self_compiling else None


def _passed_records(project: "ProjectIndex", path: str, call: ast.Call, instances: dict[str, str],
                    local_records: dict[str, frozenset[str]], aliases: dict[str, str],
                    relative: dict[str, tuple[int, str]], rebound: dict[str, tuple[str, ...]]
                    ) -> tuple[tuple[str, frozenset[str]], ...]:
    """The record instances `call` passes, each with its slot (a keyword, or the position as a string, up to a
    `*args`) and the static fields of its class."""
    passed = [(keyword.arg, keyword.value) for keyword in call.keywords if keyword.arg is not None]
    for position, argument in enumerate(call.args):
        if isinstance(argument, ast.Starred):
            break
        passed.append((str(position), argument))
    records = []
    for slot, argument in passed:
        fields = _record_of(project, path, argument, instances, local_records, aliases, relative, rebound)
        if fields is not None:
            records.append((slot, fields))
    return tuple(sorted(records, key=lambda item: item[0]))


# A class body that compiles or transforms one of its own bound methods (`self._step = jax.jit(self._step_impl)`).
_SELF_TRANSFORM = re.compile(r"\b(?:jit|pmap|vmap|grad|value_and_grad)\((?:[\w.]+\()*self\.\w+")
# A method compiled by its decorator (`@partial(jax.jit, static_argnums=0)` over `def _transition(self, key, x)`).
_COMPILED_METHOD = re.compile(r"^[ \t]+@(?:partial\()?([\w.]*)[^\n]*\b(?:jit|pmap)\b[^\n]*\n(?:[ \t]+@[^\n]*\n)*"
                              r"[ \t]+(?:async[ \t]+)?def[ \t]+\w+\(\s*self\b", re.MULTILINE)


# `jit(name` or `jit(jax.value_and_grad(name`: the name may be a plain function's that the file compiles itself.
# `jit(` as a whole word, its boundary checked after it (`(?<!\wjit\()`, where `\bjit\(` would check it first): a
# pattern starting with a literal lets the regex engine search for it instead of trying every position (30 times
# faster over the corpus's files that spell `jit(`, the same matches on all 5.6k of them).
_JITTED_NAME = re.compile(r"jit\((?<!\wjit\()\s*(?:[\w.]+\(\s*)?([A-Za-z_]\w*)\s*[,)]")


def _jitted_callees(scope: ast.AST, jitted_here: set[str], aliases: dict[str, str],
                    around: Optional[dict[str, Optional[str]]] = None) -> dict[ast.AST, str]:
    """The callee nodes of the calls in `scope` that run `jax.jit(f)` (or `jax.jit(jax.value_and_grad(f))`) of an
    imported `f` of `jitted_here`: the compiled call itself, `jax.jit(f)(...)`, and calls of a name bound only to
    it, by the scope or, when the scope does not bind the name, at module level (`around`), each with `f`."""
    bound = _jit_bindings(scope, jitted_here, aliases)
    visible = {**(around or {}), **bound}
    callees: dict[ast.AST, str] = {}
    for node in own_nodes(scope):
        if not isinstance(node, ast.Call):
            continue
        function = _jitted_function(node.func, jitted_here, aliases) if isinstance(node.func, ast.Call) else \
            visible.get(node.func.id) if isinstance(node.func, ast.Name) else None
        if function is not None:
            callees[node.func] = function
    return callees


def _jit_bindings(scope: ast.AST, jitted_here: set[str], aliases: dict[str, str]) -> dict[str, Optional[str]]:
    """The names `scope` binds, each with the imported function it binds only to a compiled form of (else None)."""
    bound: dict[str, Optional[str]] = {}
    for node in own_nodes(scope):
        if isinstance(node, ast.Assign):
            for target in node.targets:
                if isinstance(target, ast.Name):
                    made = _jitted_function(node.value, jitted_here, aliases)
                    bound[target.id] = made if target.id not in bound or bound[target.id] == made else None
                else:
                    for name in ast_walk(target):
                        if isinstance(name, ast.Name):
                            bound[name.id] = None
        elif isinstance(node, (ast.AnnAssign, ast.AugAssign, ast.For)) and isinstance(node.target, ast.Name):
            bound[node.target.id] = None
    return bound


def _jitted_function(value: Optional[ast.AST], jitted_here: set[str], aliases: dict[str, str]) -> Optional[str]:
    """`f` of `jax.jit(f)` or `jax.jit(jax.grad(f, ...))` with `f` of `jitted_here`; None for anything else (a jit
    with options may keep an argument static)."""
    from .project import _qualified

    if not (isinstance(value, ast.Call) and len(value.args) == 1 and not value.keywords and
            _qualified(value, aliases) == "jax.jit"):
        return None
    compiled = value.args[0]
    if isinstance(compiled, ast.Call) and compiled.args and _qualified(compiled, aliases) in SAME_ARGUMENTS:
        compiled = compiled.args[0]
    return compiled.id if isinstance(compiled, ast.Name) and compiled.id in jitted_here else None


def _compiles_own_methods(project: "ProjectIndex", path: str) -> bool:
    key = (path, "")   # a file's entry: does any class of it transform its own methods
    if key in project.tracing_functions:
        project.note_read((path,))
    else:
        outline = project._outline(path)
        found = outline is not None and (_SELF_TRANSFORM.search(outline.source) is not None or any(
            not compiles_for_another_framework(method.group(1), outline.aliases)
            for method in _COMPILED_METHOD.finditer(outline.source)))
        project.tracing_functions[key] = ((), True) if found else None
    return project.tracing_functions[key] is not None


def _arguments_by_parameter(call: ast.Call, positional: tuple[str, ...]) -> list[tuple[str, ast.expr]]:
    """The (parameter, argument) pairs `call` passes by position, up to a `*args`, and by keyword."""
    passed = []
    for position, argument in enumerate(call.args):
        if isinstance(argument, ast.Starred) or position >= len(positional):
            break
        passed.append((positional[position], argument))
    passed += [(keyword.arg, keyword.value) for keyword in call.keywords if keyword.arg is not None]
    return passed


def _passed_instances(project: "ProjectIndex", path: str, call: ast.Call, found: str, positional: tuple[str, ...],
                      instances: dict[str, str], aliases: dict[str, str], relative: dict[str, tuple[int, str]]
                      ) -> tuple[tuple[str, int, str], ...]:
    """The parameters of the function `call` calls (defined in `found`, with these positional parameters) that it
    passes an instance of a class of another project file: (parameter, level, dotted class as `found` imports it)."""
    passed = _arguments_by_parameter(call, positional)
    found_classes = []
    for parameter, argument in passed:
        made = _instance_class(project, path, argument, instances, aliases, relative)
        if made is not None and made[0] != found:
            found_classes.append((parameter, *_relative_import_of(found, made)))
    return tuple(sorted(found_classes))


def _passed_construction_arguments(project: "ProjectIndex", path: str, call: ast.Call, found: str,
                                   positional: tuple[str, ...], instances: dict[str, str], aliases: dict[str, str],
                                   relative: dict[str, tuple[int, str]], scope: Optional[ast.AST]
                                   ) -> tuple[tuple[str, tuple[tuple[str, int, str], ...]], ...]:
    """For the parameters `_passed_instances` finds, the objects of project classes each construction was given in
    turn (`make_rollout(AutoReset(Corridor(...)), ...)`, or a name bound once to it): (parameter, (slot, level,
    dotted class as `found` imports it))."""
    from .project import _relative_import

    passed = []
    for parameter, argument in _arguments_by_parameter(call, positional):
        if isinstance(argument, ast.Name) and scope is not None:
            argument = only_binding(scope, argument.id) or argument
        if not isinstance(argument, ast.Call) or \
                _instance_class(project, path, argument, instances, aliases, relative) is None:
            continue
        given = []
        for slot, inner in _construction_slots(argument):
            made = _instance_class(project, path, inner, instances, aliases, relative)
            if made is not None:
                given.append((slot, *_relative_import(found, *made)))
        if given:
            passed.append((parameter, tuple(given)))
    return tuple(sorted(passed))


def _handed_instance_seeds(project: "ProjectIndex", path: str, call: ast.Call,
                           compiled_parameters: tuple[tuple[str, ...], frozenset[tuple[str, str]]],
                           instances: dict[str, str], aliases: dict[str, str], relative: dict[str, tuple[int, str]],
                           scope: Optional[ast.AST] = None) -> list[tuple[str, "Seed"]]:
    """An instance of a project class of another file that `call` hands to a parameter its callee compiles
    (`compiled_parameters`: the callee's positional parameters and what it compiles, handed_functions.py): the method
    compiled, `__call__` for the object itself, is a root of the class's file, every argument traced; with the
    objects of other files' classes the instance was made with (`_construction_seed`)."""
    from .records import Seed

    positional, compiled = compiled_parameters
    passed = _arguments_by_parameter(call, positional)
    seeds = []
    for parameter, argument in passed:
        methods = sorted(method or "__call__" for name, method in compiled if name == parameter)
        if methods and isinstance(argument, ast.Attribute):
            # `GradientAscent(model.log_likelihood)`: the bound method handed over is what the callee runs.
            methods, argument = _bound_method_handed(argument, (parameter, "") in compiled)
        made = _instance_class(project, path, argument, instances, aliases, relative) if methods else None
        if made is None or made[0] == os.path.abspath(path):
            continue
        reason = f"handed to `{call.func.id}`, which compiles it, in {os.path.basename(path)}"  # type: ignore
        # What the object was made with (`DiscreteVAE(relaxation=GumbelSoftmax(0.5))`, or `pipeline` bound once to
        # `Chain(Flip(), ChannelGain())`): the compiled method calls their methods through `self`.
        if isinstance(argument, ast.Name) and scope is not None:
            argument = only_binding(scope, argument.id) or argument
        construction = _construction_seed(project, path, argument, made[0], made[1], instances, aliases, relative,
                                          scope) if isinstance(argument, ast.Call) else None
        given = {} if construction is None else dict(arguments=construction.arguments,
                                                     imported_arguments=construction.imported_arguments,
                                                     nested_arguments=construction.nested_arguments,
                                                     element_arguments=construction.element_arguments)
        seeds += [(made[0], Seed(made[1], (), reason=reason, method=method, root=True, **given))
                  for method in methods]
    return seeds


def _own_compilers(tree: ast.Module, source: str, aliases: dict[str, str], relative: dict[str, tuple[int, str]],
                   project: "ProjectIndex", jitted_here: set[str]
                   ) -> dict[str, tuple[tuple[str, ...], frozenset[tuple[str, str]]]]:
    """The module-level defs and classes of the file that its text calls, handing one of them an imported name,
    and that compile a parameter they are given (handed_functions.py `parameters_compiled_by`), by name: only a
    call handing an imported name makes a seed (`_handed_function_seeds`). A name the file also jits as an
    imported function (`jitted_here`: the calls of its compiled form count as its calls) is kept whatever its
    calls hand."""
    if "jit" not in source:
        return {}
    from .handed_functions import parameters_compiled_by

    called = project.called_names(source)
    own = {statement.name for statement in tree.body
           if isinstance(statement, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) and statement.name in called}
    if not own:
        return {}
    wanted = (own & jitted_here) | _handing_imported_names(tree, source, own, aliases, relative)
    found = {}
    for statement in tree.body:
        if isinstance(statement, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) and statement.name in wanted:
            compiled_parameters = parameters_compiled_by(tree, statement.name, aliases)
            if compiled_parameters[1]:
                found[statement.name] = compiled_parameters
    return found


def _handing_imported_names(tree: ast.Module, source: str, callees: set[str], aliases: dict[str, str],
                            relative: dict[str, tuple[int, str]]) -> set[str]:
    """The names of `callees` that a call of the file (`name(...)`) hands a name imported from another project
    file, by position or keyword. Such a call holds the callee's name on its first line: only the nodes on lines
    spelling one of `callees` are read."""
    text = text_of(source)
    lines = sorted({text.line_of(offset) for name in callees for offset in word_offsets(source, name)})
    found = set()
    for node in nodes_on_lines(tree, lines):
        if type(node) is ast.Call and type(node.func) is ast.Name and node.func.id in callees and \
                node.func.id not in found and any(
                    type(argument) is ast.Name and project_import(argument.id, relative, aliases) is not None
                    for argument in [*node.args, *(keyword.value for keyword in node.keywords)]):
            found.add(node.func.id)
    return found


def _handed_function_seeds(project: "ProjectIndex", path: str, call: ast.Call,
                           compiled_parameters: tuple[tuple[str, ...], frozenset[tuple[str, str]]], scope: ast.AST,
                           aliases: dict[str, str], relative: dict[str, tuple[int, str]]) -> list[tuple[str, "Seed"]]:
    """A module-level function of another project file that `call` hands, by its imported name, to a parameter its
    callee compiles (`fit(damped_oscillation, x, y)` with `fit` jitting a closure that calls `model(params, x)`): a
    root of its file, every parameter without a default traced."""
    from .records import Seed

    positional, compiled = compiled_parameters
    seeds = []
    for parameter, argument in _arguments_by_parameter(call, positional):
        if (parameter, "") not in compiled or not isinstance(argument, ast.Name) or \
                _binds_locally(scope, argument.id):
            continue
        imported = project_import(argument.id, relative, aliases)
        resolved = project.resolve(path, *imported) if imported is not None else None
        if resolved is None or resolved[2] or resolved[0] == os.path.abspath(path):
            continue   # no function of another file (a class, an instance, a method)
        reason = f"handed to `{call.func.id}`, which compiles it, in {os.path.basename(path)}"  # type: ignore
        seeds.append((resolved[0], Seed(resolved[1], (), reason=reason, root=True)))
    return seeds


def _binds_locally(scope: ast.AST, name: str) -> bool:
    """Does the function `scope` bind `name` itself (a parameter, an assignment, a loop target), shadowing an
    import of that name?"""
    if not isinstance(scope, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
        return False
    if name in {a.arg for a in (*scope.args.posonlyargs, *scope.args.args, *scope.args.kwonlyargs)}:
        return True
    return any(isinstance(node, ast.Name) and node.id == name and isinstance(node.ctx, ast.Store)
               for node in ast_walk(scope))


def _bound_method_handed(argument: ast.Attribute, run_itself: bool) -> tuple[list[str], ast.AST]:
    """For `instance.method` handed to a parameter: the method run, when the callee runs the object handed over
    itself (`run_itself`), and the instance (a name); nothing for any other attribute or use."""
    if run_itself and isinstance(argument.value, ast.Name):
        return [argument.attr], argument.value
    return [], argument


def _relative_import_of(importer: str, made: tuple[str, str]) -> tuple[int, str]:
    from .project import _relative_import

    return _relative_import(importer, made[0], made[1])


def _instance_class(project: "ProjectIndex", path: str, argument: ast.AST, instances: dict[str, str],
                    aliases: dict[str, str], relative: dict[str, tuple[int, str]]) -> Optional[tuple[str, str]]:
    """(file, class name) of the project class `argument` is an instance of: made right there (`Hopping(6)`, or
    by an alternate constructor of the class, `TabulatedEOS.polytrope(k, gamma)`) or bound by the same scope only
    to one; None otherwise."""
    if isinstance(argument, ast.Call) and isinstance(argument.func, (ast.Name, ast.Attribute)):
        made_name: Optional[str] = dotted(argument.func)
    elif isinstance(argument, ast.Name):
        made_name = instances.get(argument.id)
    else:
        return None
    if made_name is None:
        return None
    class_name, _, method = made_name.partition(".")
    if "." in method:
        return None
    imported = project_import(class_name, relative, aliases)
    if imported is None:
        return None
    made = project.resolve(path, *imported)
    if made is not None and not made[2] and not method:
        # `synthetic_library(8)`: a factory of another file whose every return makes one class's instance.
        made_class = project.factory_class(made[0], made[1])
        return (made[0], made_class) if made_class is not None else None
    if made is None or made[2] != "__init__":
        return None
    if method and not project.alternate_constructor(made[0], made[1], method):
        return None
    return made[0], made[1]


# Words of a def's text that trace code: a compiling decorator, or a transform or lax loop applied inside.
_TRACING_CALL = re.compile(r"\b(?:jit|pmap|vmap|grad|value_and_grad|scan|fori_loop|while_loop)\(")
# A nested def under a tracing decorator (`@jax.jit` over the step a factory returns): its closure is traced.
_NESTED_TRACING_DECORATOR = re.compile(r"^[ \t]+@[^\n]*\b(?:jit|pmap|vmap)\b", re.MULTILINE)
_TOP_LEVEL_LINE = re.compile(r"^[@A-Za-z_]", re.MULTILINE)
_CALLED_NAME = re.compile(r"(?<![\w.])([A-Za-z_]\w*)\(")


def _tracing_function(project: "ProjectIndex", path: str, function: str
                      ) -> Optional[tuple[tuple[str, ...], bool]]:
    """For module-level `function` of `path` that traces code with its parameters: its positional parameters, and
    whether a decorator compiles or transforms it (else a transform or lax loop inside its body traces a closure
    over them, `return jax.jit(rollout)`). None for any other function."""
    key = (path, function)
    if key in project.tracing_functions:
        project.note_read((path,))
        return project.tracing_functions[key]
    project.tracing_functions[key] = None
    outline = project._outline(path)
    if outline is None or function not in outline.top_level_defs:
        return None
    source = outline.source
    definition = re.search(rf"^(?:async[ \t]+)?def[ \t]+{re.escape(function)}\b", source, re.MULTILINE)
    if definition is None:
        return None
    # The def's text up to the next top-level statement, and the decorators above it: most functions a file calls
    # trace nothing, and their file's tree is not needed.
    following = _TOP_LEVEL_LINE.search(source, definition.end())
    body = source[definition.start():following.start() if following else len(source)]
    before = source[max(0, definition.start() - 400):definition.start()]
    # `run_epochs(params, optimizer, ...)` handing its parameter to `make_micro_step(optimizer)` of the same file,
    # which jits a closure over it: the objects passed reach that trace too.
    forwarded = [callee for callee in sorted(set(_CALLED_NAME.findall(body[len(function) + 4:])) &
                                             outline.top_level_defs) if callee != function]
    if not _TRACING_CALL.search(body) and not _NESTED_TRACING_DECORATOR.search(body) and not (
            "@" in before and any(word in before for word in _TRACING_WORDS)) and not any(
                _tracing_function(project, path, callee) is not None for callee in forwarded):
        return None
    for statement in project._syntax_tree(source).body:
        if isinstance(statement, (ast.FunctionDef, ast.AsyncFunctionDef)) and statement.name == function:
            compiled = _traced_by_a_decorator(statement, outline.source, outline.aliases)
            body = source_segment(outline.source, statement) or ""
            if compiled or _TRACING_CALL.search(body) or any(
                    isinstance(nested, (ast.FunctionDef, ast.AsyncFunctionDef)) and nested is not statement and
                    _traced_by_a_decorator(nested, outline.source, outline.aliases) for nested in ast_walk(statement)) \
                    or _forwards_parameter(statement, {callee for callee in forwarded
                                                       if _tracing_function(project, path, callee) is not None}):
                arguments = statement.args
                shape = (tuple(a.arg for a in (*arguments.posonlyargs, *arguments.args)), compiled)
                project.tracing_functions[key] = shape
            break
    return project.tracing_functions[key]


def _forwards_parameter(function: ast.FunctionDef | ast.AsyncFunctionDef, callees: set[str]) -> bool:
    """Does `function` pass one of its own parameters, by name, to a call of one of `callees`?"""
    arguments = function.args
    parameters = {a.arg for a in (*arguments.posonlyargs, *arguments.args, *arguments.kwonlyargs)}
    return any(isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in callees and any(
        isinstance(value, ast.Name) and value.id in parameters
        for value in (*node.args, *(keyword.value for keyword in node.keywords)))
        for node in ast_walk(function))


def _traced_by_a_decorator(function: ast.FunctionDef | ast.AsyncFunctionDef, source: str,
                           aliases: dict[str, str]) -> bool:
    """Does a decorator of `function` spell a JAX transform (`jit`, `pmap`, `vmap`), not another framework's jit
    (`@cute.jit` with `import cutlass.cute as cute`, `@numba.njit`)?"""
    return any(any(word in (source_segment(source, decorator) or "") for word in _TRACING_WORDS) and
               not compiles_for_another_framework(decorator_applies(decorator), aliases)
               for decorator in function.decorator_list)


def _construction_seed(project: "ProjectIndex", path: str, call: ast.Call, found: str, class_name: str,
                       instances: dict[str, str], aliases: dict[str, str], relative: dict[str, tuple[int, str]],
                       scope: Optional[ast.AST] = None, tree: Optional[ast.Module] = None) -> Optional[Seed]:
    """`VMCDriver(TransverseIsing(8, h=1.0), model)` in untraced code, with the driver's class compiling its own
    methods: a seed of the class's file saying which project classes its constructor was given (the compiled
    methods call methods of those objects with their tracers); None when no argument is such an instance."""
    from .project import _relative_import
    from .records import Seed

    own: list[tuple[str, str]] = []
    imported: list[tuple[str, int, str]] = []
    nested: list[tuple[str, tuple[tuple[str, int, str], ...]]] = []
    elements: list[tuple[str, int, str]] = []
    for slot, argument in _construction_slots(call):
        made = _instance_class(project, path, argument, instances, aliases, relative)
        registry = registry_instances(project, path, argument, aliases, relative, tree) if made is None else []
        if registry:
            # `Decoder(model, SAMPLERS[strategy])`: the object is any of the registry's.
            own += [(slot, made_class) for made_file, made_class in registry if made_file == found]
            imported += [(slot, *_relative_import(found, made_file, made_class)) for made_file, made_class in registry
                         if made_file != found]
            continue
        bound = _bound_method_argument(project, path, argument, found, instances, aliases, relative) \
            if made is None else None
        if bound is not None:
            imported.append((slot, *bound))
            continue
        if made is None:
            elements += _element_arguments(project, path, slot, argument, found, instances, aliases, relative, scope)
            imported += _product_arguments(project, path, slot, argument, found, aliases, relative, scope, tree)
            continue
        if made[0] == found:
            own.append((slot, made[1]))
            continue
        imported.append((slot, *_relative_import(found, made[0], made[1])))
        # `Momentum(PiecewiseDecay(...))` handed over (or `env = AutoReset(GoalGrid(...))` bound once before): the
        # schedule's class, for `self.schedule(count)` in a method of the optimizer that the compiled code calls.
        if isinstance(argument, ast.Name) and scope is not None:
            argument = only_binding(scope, argument.id) or argument
        given = []
        for inner, inner_argument in _construction_slots(argument) if isinstance(argument, ast.Call) else ():
            inner_made = _instance_class(project, path, inner_argument, instances, aliases, relative)
            if inner_made is not None:
                given.append((inner, *_relative_import(found, *inner_made)))
                continue
            # `MomentumSGD(schedule)` with `schedule` made by a project factory (`warmup_step_decay(0.05, 5, 10)`).
            given += _product_arguments(project, path, inner, inner_argument, found, aliases, relative, scope, tree)
            # `Sequential([Dense(8, 4), Dropout(0.5)])`: the classes of the items of the list it keeps.
            given += [(inner, level, target + ELEMENTS_MARK) for inner, level, target in _element_arguments(
                project, path, inner, inner_argument, found, instances, aliases, relative, scope, anywhere=True)]
        if given:
            nested.append((slot, tuple(given)))
    if not own and not imported and not elements:
        return None
    return Seed(class_name, (), reason=f"constructed in {os.path.basename(path)}", method="__init__",
                arguments=tuple(own), imported_arguments=tuple(imported), nested_arguments=tuple(nested),
                element_arguments=tuple(elements), constructed=True)


def _bound_method_argument(project: "ProjectIndex", path: str, argument: ast.expr, found: str,
                           instances: dict[str, str], aliases: dict[str, str], relative: dict[str, tuple[int, str]]
                           ) -> Optional[tuple[int, str]]:
    """`writer.log` handed to a constructor (`Trainer(on_step=writer.log)`), `writer` an instance of a project class
    of a file other than `found`: (level, dotted `Class.method` + BOUND_METHOD_MARK) as `found` would import it."""
    from .project import _relative_import

    if not isinstance(argument, ast.Attribute):
        return None
    made = _instance_class(project, path, argument.value, instances, aliases, relative)
    if made is None or os.path.abspath(made[0]) == os.path.abspath(found):
        return None
    level, target = _relative_import(found, made[0], made[1])
    return level, f"{target}.{argument.attr}{BOUND_METHOD_MARK}"


def _product_arguments(project: "ProjectIndex", path: str, slot: str, argument: ast.expr, found: str,
                       aliases: dict[str, str], relative: dict[str, tuple[int, str]], scope: Optional[ast.AST],
                       tree: Optional[ast.Module]) -> list[tuple[str, int, str]]:
    """(slot, level, dotted factory name + PRODUCT_MARK) for each project factory of a file other than `found` whose
    product `argument` is (`_factory_products`), as `found` would import the factory."""
    from .project import _relative_import

    products = []
    for factory_file, factory in _factory_products(project, path, argument, aliases, relative, scope, tree):
        if os.path.abspath(factory_file) != os.path.abspath(found):
            level, target = _relative_import(found, factory_file, factory)
            products.append((slot, level, target + PRODUCT_MARK))
    return products


def _factory_products(project: "ProjectIndex", path: str, argument: ast.expr, aliases: dict[str, str],
                      relative: dict[str, tuple[int, str]], scope: Optional[ast.AST], tree: Optional[ast.Module]
                      ) -> list[tuple[str, str]]:
    """The project functions of other files whose call made `argument` (`warmup_step_decay(0.05, 5, 10)`), each as
    (file, function): called right there, bound once by the scope to such a call, or the variable of a loop of the
    scope over a module-level display of such calls (`for name, schedule in SCHEDULES.items()`)."""
    candidates: list[ast.expr] = [argument]
    if isinstance(argument, ast.Name) and scope is not None:
        bound = only_binding(scope, argument.id)
        candidates = [bound] if bound is not None else _loop_values(scope, argument.id, tree)
    made: dict[tuple[str, str], None] = {}
    for candidate in candidates:
        if not isinstance(candidate, ast.Call) or not isinstance(candidate.func, ast.Name):
            continue
        imported = project_import(candidate.func.id, relative, aliases)
        resolved = project.resolve(path, *imported) if imported is not None else None
        if resolved is not None and not resolved[2] and os.path.abspath(resolved[0]) != os.path.abspath(path):
            made[(resolved[0], resolved[1])] = None
    return list(made)


def _loop_values(scope: ast.AST, name: str, tree: Optional[ast.Module]) -> list[ast.expr]:
    """The items `name` takes as the variable of the scope's loop over a module-level display: `for v in VALUES`,
    `for v in TABLE.values()`, `for k, v in TABLE.items()`; empty when the scope binds it otherwise too."""
    if tree is None:
        return []
    displays = {statement.targets[0].id: statement.value for statement in tree.body
                if isinstance(statement, ast.Assign) and len(statement.targets) == 1
                and isinstance(statement.targets[0], ast.Name)
                and isinstance(statement.value, (ast.Dict, ast.List, ast.Tuple))}
    found: list[ast.expr] = []
    loops = 0
    for node in own_nodes(scope):
        if isinstance(node, ast.Name) and node.id == name and isinstance(node.ctx, ast.Store):
            loops += 1
        if not isinstance(node, ast.For):
            continue
        iterable, target = node.iter, node.target
        method = iterable.func.attr if isinstance(iterable, ast.Call) and isinstance(iterable.func, ast.Attribute) \
            and not iterable.args else None
        source = iterable.func.value if method else iterable  # type: ignore[union-attr]
        display = displays.get(source.id) if isinstance(source, ast.Name) else None
        if isinstance(display, ast.Dict) and method == "items" and isinstance(target, ast.Tuple) and \
                len(target.elts) == 2 and isinstance(target.elts[1], ast.Name) and target.elts[1].id == name:
            found += display.values
        elif isinstance(display, ast.Dict) and method == "values" and isinstance(target, ast.Name) and \
                target.id == name:
            found += display.values
        elif isinstance(display, (ast.List, ast.Tuple)) and method is None and isinstance(target, ast.Name) and \
                target.id == name:
            found += display.elts
    return found if loops == 1 else []


def _element_arguments(project: "ProjectIndex", path: str, slot: str, argument: ast.expr, found: str,
                       instances: dict[str, str], aliases: dict[str, str], relative: dict[str, tuple[int, str]],
                       scope: Optional[ast.AST], anywhere: bool = False) -> list[tuple[str, int, str]]:
    """For a construction's argument that is a list or tuple display of instances of project classes of files other
    than `found` (`Fitter(model, callbacks=[checkpoints])`, or a name the scope binds only to such a display): (slot,
    level, dotted class name) for each class, as `found` would import it; empty unless every item is such an
    instance. `anywhere`: classes of `found` itself count too (the construction is an argument of one of `found`'s
    classes, and the file that keeps the display is another)."""
    from .project import _relative_import

    if isinstance(argument, ast.Name) and scope is not None:
        argument = only_binding(scope, argument.id) or argument
    if not isinstance(argument, (ast.List, ast.Tuple)) or not argument.elts:
        return []
    classes: dict[tuple[str, int, str], None] = {}
    for item in argument.elts:
        made = _instance_class(project, path, item, instances, aliases, relative)
        if made is None or made[0] == found and not anywhere:
            return []
        classes[(slot, *_relative_import(found, made[0], made[1]))] = None
    return list(classes)


def registry_instances(project: "ProjectIndex", path: str, argument: ast.expr, aliases: dict[str, str],
                       relative: dict[str, tuple[int, str]], tree: Optional[ast.Module]) -> list[tuple[str, str]]:
    """For `SAMPLERS[name]` or `SAMPLERS.get(name)`, a value looked up in a module-level dict, list or tuple display
    of this file or of another project file whose every value is an instance of a project class (`SAMPLERS =
    {"greedy": Greedy(), "top_k": TopK(5)}`): (file, class name) of each, since a key known only at run time (a
    command-line choice) may select any; empty for any other argument, and for a table holding anything else (a
    config's numbers, functions)."""
    if isinstance(argument, ast.Call) and isinstance(argument.func, ast.Attribute) and \
            argument.func.attr == "get" and len(argument.args) == 1 and not argument.keywords:
        table = argument.func.value
    elif isinstance(argument, ast.Subscript):
        table = argument.value
    else:
        return []
    if not isinstance(table, ast.Name):
        return []
    imported = project_import(table.id, relative, aliases)
    if imported is not None:
        registry_file, name = project.imported_module_file(path, *imported)
        outline = project._outline(registry_file) if registry_file is not None else None
        if outline is None:
            return []
        registry_tree = project._syntax_tree(outline.source)
        registry_aliases, registry_relative = outline.aliases, outline.relative
    elif tree is not None:
        registry_file, name, registry_tree = path, table.id, tree
        registry_aliases, registry_relative = aliases, relative
    else:
        return []
    displays = [statement.value for statement in registry_tree.body if isinstance(statement, ast.Assign) and any(
        isinstance(target, ast.Name) and target.id == name for target in statement.targets)]
    if len(displays) != 1 or not isinstance(displays[0], (ast.Dict, ast.List, ast.Tuple)):
        return []
    values = displays[0].values if isinstance(displays[0], ast.Dict) else displays[0].elts
    local_classes = {statement.name for statement in registry_tree.body if isinstance(statement, ast.ClassDef)}
    classes: dict[tuple[str, str], None] = {}
    for value in values:
        if isinstance(value, ast.Call) and isinstance(value.func, ast.Name) and value.func.id in local_classes:
            made: Optional[tuple[str, str]] = (os.path.abspath(registry_file), value.func.id)
        else:
            made = _instance_class(project, registry_file, value, {}, registry_aliases, registry_relative)
        if made is None:
            return []
        classes[made] = None
    return list(classes)


def _construction_slots(call: ast.Call) -> list[tuple[str, ast.expr]]:
    """The arguments of a construction by position (up to the first `*args`) or keyword, with their slots."""
    passed = [(str(position), argument) for position, argument in enumerate(call.args)
              if not any(isinstance(a, ast.Starred) for a in call.args[:position + 1])]
    return passed + [(keyword.arg, keyword.value) for keyword in call.keywords if keyword.arg is not None]


def _unannotated_parameters_of_compiled(project: "ProjectIndex", path: str, function: str
                                        ) -> tuple[tuple[str, ...], frozenset[str]]:
    """The positional parameters in order and the parameters without annotation of module-level `function` of
    `path` when a decorator compiles or transforms it (`@partial(jax.jit, static_argnames=...)`); empty otherwise.
    Which of them stay static is the callee's file's own question (its analysis reads the decorator)."""
    return project.remember(project.compiled_parameters, (path, function),
                            lambda: _compiled_parameters(project, path, function))


_NOT_COMPILED: tuple[tuple[str, ...], frozenset[str]] = ((), frozenset())


def _unannotated_parameters(project: "ProjectIndex", path: str, function: str
                            ) -> tuple[tuple[str, ...], frozenset[str]]:
    """As `_unannotated_parameters_of_compiled`, for a module-level `function` its caller compiles itself."""
    outline = project._outline(path)
    if outline is None or function not in outline.top_level_defs:
        return _NOT_COMPILED
    for statement in project._syntax_tree(outline.source).body:
        if isinstance(statement, (ast.FunctionDef, ast.AsyncFunctionDef)) and statement.name == function:
            arguments = statement.args
            positional = (*arguments.posonlyargs, *arguments.args)
            return (tuple(a.arg for a in positional),
                    frozenset(a.arg for a in (*positional, *arguments.kwonlyargs) if a.annotation is None))
    return _NOT_COMPILED


def _compiled_parameters(project: "ProjectIndex", path: str, function: str
                         ) -> tuple[tuple[str, ...], frozenset[str]]:
    outline = project._outline(path)
    if outline is None or function not in outline.top_level_defs:
        return _NOT_COMPILED
    definition = re.search(rf"^(?:async[ \t]+)?def[ \t]+{re.escape(function)}\b", outline.source, re.MULTILINE)
    before = outline.source[max(0, definition.start() - 400):definition.start()] if definition else ""
    if "@" not in before or not any(word in before for word in _TRACING_WORDS):
        return _NOT_COMPILED  # the text just above the def names no tracing decorator: no need for the tree
    for statement in project._syntax_tree(outline.source).body:
        if isinstance(statement, (ast.FunctionDef, ast.AsyncFunctionDef)) and statement.name == function:
            if not _traced_by_a_decorator(statement, outline.source, outline.aliases):
                return _NOT_COMPILED
            arguments = statement.args
            positional = (*arguments.posonlyargs, *arguments.args)
            return (tuple(a.arg for a in positional),
                    frozenset(a.arg for a in (*positional, *arguments.kwonlyargs) if a.annotation is None))
    return _NOT_COMPILED


def _local_records(tree: ast.Module, aliases: dict[str, str]) -> dict[str, frozenset[str]]:
    from .project import _records

    return dict(_records(tree, aliases))


def _record_of(project: "ProjectIndex", path: str, value: ast.AST, instances: dict[str, str],
               local_records: dict[str, frozenset[str]], aliases: dict[str, str],
               relative: dict[str, tuple[int, str]], rebound: dict[str, tuple[str, ...]]
               ) -> Optional[frozenset[str]]:
    """The static fields of the record class `value` is an instance of (`Config(...)`, `make_config(...)` of a
    project function that returns one, or a name the same scope binds only to such calls, `rebound`); None when it
    is no known record."""
    if isinstance(value, ast.Call) and isinstance(value.func, ast.Name):
        class_name: Optional[str] = value.func.id
    elif isinstance(value, ast.Name):
        class_name = instances.get(value.id)
        if class_name is None and value.id in rebound:
            # `replay = init_replay(...)`, then `replay = push(replay, ...)` in the loop: a record when every call
            # bound to the name gives one of the same class (its static fields the same).
            records = {_record_made_by(project, path, called, local_records, aliases, relative)
                       for called in rebound[value.id]}
            return records.pop() if len(records) == 1 else None
    else:
        return None
    if class_name is None:
        return None
    return _record_made_by(project, path, class_name, local_records, aliases, relative)


def _record_made_by(project: "ProjectIndex", path: str, class_name: str, local_records: dict[str, frozenset[str]],
                    aliases: dict[str, str], relative: dict[str, tuple[int, str]]) -> Optional[frozenset[str]]:
    """The static fields of the record a call of `class_name` makes (the class itself, or a project function every
    `return` of which builds one); None when it makes no known record."""
    if class_name in local_records:
        return local_records[class_name]
    imported = project_import(class_name, relative, aliases)
    if imported is None:
        return None
    fields = project.imported_record(path, *imported)
    return fields if fields is not None else project.imported_record_result(path, *imported)
