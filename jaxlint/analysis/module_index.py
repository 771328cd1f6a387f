"""One pass over a module: its scopes, function definitions, wrapper uses, classes, static pytree fields and the
names bound to containers, instances and compiled functions. `ModuleFacts` reads these tables."""

from __future__ import annotations

from typing import Optional

import libcst as cst

from .annotations import ARRAY_ANNOTATIONS, annotation_words
from .imports import ImportMap, dotted_name
from .objects import declares_static, static_field_factories
from .records import FunctionInfo, FunctionNode, ScopeNode, parameters
from .tables import (CONTAINER_BUILTINS, CONTAINER_CONSTRUCTORS, CONTAINER_LITERALS, DEFJVP, DEFVJP, REGISTER_STATIC,
                     SAME_ARGUMENTS, SEQUENCE_LITERALS, STATIC_FIELD_FACTORIES, declares_static_keyword,
                     may_make_jax_array)
from .wrappers import PARTIAL, TRANSPARENT, WrapperUse, call_keywords, call_positional, resolve_wrapper

_NNX_VARIABLES = frozenset({"flax.nnx.Param", "flax.nnx.Variable", "flax.nnx.BatchStat", "flax.nnx.Cache",
                            "flax.nnx.Intermediate"})
_NNX_MODULE_BASES = frozenset({"flax.nnx.Module", "flax.nnx.Object"})
_PYTHON_SCALARS = frozenset({"int", "float", "bool", "str", "complex"})
_CONTAINER_WORDS = frozenset({"list", "List", "tuple", "Tuple", "dict", "Dict", "Sequence", "Optional", "Callable",
                              "PyTree", "Any", "None"})
# The annotations of a Python sequence (the outermost name: `List[Array]` is a list, `Optional[list]` may not be).
_SEQUENCE_WORDS = frozenset({"list", "List", "tuple", "Tuple", "Sequence"})
# The annotations of a Python container a pytree keeps through jit (the outermost name).
_CONTAINER_ANNOTATION_WORDS = _SEQUENCE_WORDS | {"dict", "Dict", "Mapping", "MutableMapping", "MutableSequence",
                                                 "OrderedDict", "FrozenDict"}
_CONTAINER_LITERALS = frozenset(getattr(cst, name) for name in CONTAINER_LITERALS)
_SEQUENCE_LITERALS = tuple(getattr(cst, name) for name in SEQUENCE_LITERALS)


class ModuleIndex(cst.CSTVisitor):
    """One pass over the module: scopes, function definitions, wrapper uses, static pytree fields."""

    # The region planner (analysis/regions.py) hands the analysis only the statements that can matter. Each table
    # of this index is filled from statements that the `_Planner` method named here keeps: `_word_hits`, those that
    # name a tracing wrapper; `_take_references`, code that may be traced and the functions, classes and instances
    # it names. A new table needs its trigger: tests/test_planner_triggers.py fails on a table missing here, and on
    # a trigger that does not keep the statement feeding its table.
    PLANNER_TRIGGERS = {
        "functions": "_take_references",
        "defs_by_scope": "_take_references",
        "scope_parent": "_take_references",
        "wrapper_calls": "_word_hits",
        "static_fields": "_static_declaration_lines",
        "classes": "_take_references",
        "custom_derivatives": "_word_hits",
        "unread_nondiff": "_word_hits",
        "derivative_rules": "_keep_derivative_rules",
        "array_fields": "_take_references",
        "param_fields": "_take_references",
        "sequence_fields": "_take_references",
        "container_fields": "_take_references",
        "attribute_types": "_take_references",
        "module_instances": "_take_references",
        "element_types": "_take_references",
        "module_element_instances": "_keep_module_sequences",
        "module_element_mixes": "_keep_module_sequences",
        "self_element_mixes": "_keep_self_attribute_sources",
        "jit_aliases": "_word_hits",
        "self_jit_aliases": "_word_hits",
        "wrapper_aliases": "_word_hits",
        "replaced_wrapper_aliases": "_word_hits",
        "self_wrapper_bindings": "_word_hits",
        "containers_by_scope": "_keep_outer_bindings",
        "annotated_containers_by_scope": "_keep_outer_bindings",
        "module_sequences": "_keep_module_sequences",
        "classes_by_scope": "_take_references",
        "instances_by_scope": "_take_references",
        "factory_products": "_take_references",
        "factory_elements": "_take_references",
        "calls_by_name": "_jitted_call_lines",
        "array_arguments_by_name": "_jitted_call_lines",
        "partial_rebindings": "_keep_outer_bindings",
        "partial_bindings": "_keep_outer_bindings",
        "transform_bindings": "_keep_outer_bindings",
        "self_transform_bindings": "_keep_self_attribute_sources",
        "static_classes": "_static_declaration_lines",
        # The factory's `return field(..., metadata=dict(static=True))` is a static declaration line.
        "static_field_factories": "_static_declaration_lines",
        # Read for names bound in traced functions, which are kept whole.
        "lambda_bindings": "_take_references",
        # Read for the loops of traced functions, which are kept whole.
        "looping_scopes": "_take_references",
    }

    def __init__(self, imports: ImportMap, extra_jit: frozenset[str]) -> None:
        self.imports = imports
        self.extra_jit = extra_jit
        self.functions: dict[FunctionNode, FunctionInfo] = {}
        self.defs_by_scope: dict[ScopeNode, dict[str, list[cst.FunctionDef]]] = {}
        self.scope_parent: dict[ScopeNode, Optional[ScopeNode]] = {}
        self.wrapper_calls: list[tuple[cst.Call, WrapperUse, ScopeNode]] = []
        # Calls of a call (`jax.vmap(f)(x)`), by the id of the inner call: how many arguments, all positional.
        self._applied_to: dict[int, int] = {}
        self._applications: dict[int, cst.Call] = {}
        self._applied_keywords: dict[int, frozenset[str]] = {}
        self._application_calls: dict[int, cst.Call] = {}
        self.static_fields: set[str] = set()
        # The module's own functions that return a static field declaration (objects.static_field_factories).
        self.static_field_factories: frozenset[str] = frozenset()
        self.classes: dict[str, cst.ClassDef] = {}
        # jax.custom_jvp/custom_vjp functions with their nondiff_argnums, and (primal name, "jvp"|"fwd"|"bwd",
        # rule name, scope) for their rules.
        self.custom_derivatives: dict[cst.FunctionDef, frozenset[int]] = {}
        # Those whose nondiff_argnums is spelled in a form not read here (`range(5, 10)`, a name).
        self.unread_nondiff: set[cst.FunctionDef] = set()
        self.derivative_rules: list[tuple[str, str, str, ScopeNode]] = []
        # Fields annotated as arrays (traced even on a filtered pytree), and what class an attribute or a module
        # name holds (`mlp: MLP`, `self.dense = Dense(...)`, `model = MLP(...)`), as the expression naming it.
        self.array_fields: set[str] = set()
        self.param_fields: set[str] = set()
        # Fields annotated as a Python list or tuple (`members: list`, `sizes: Tuple[int, ...]`): a pytree keeps
        # such a container a Python one through jit and vmap, so indexing it needs a Python int.
        self.sequence_fields: set[str] = set()
        # Fields annotated as a Python container or None (`stats: dict[str, Array]`, `ids: Sequence[int] | None`,
        # `Optional[tuple]`): a pytree keeps the container (and None) through jit, its leaves only are traced, so
        # its truth value (empty or not, None or not) is a Python bool.
        self.container_fields: set[str] = set()
        self.attribute_types: dict[tuple[cst.ClassDef, str], cst.BaseExpression] = {}
        self.module_instances: dict[str, cst.BaseExpression] = {}
        # Containers whose elements are all instances of one class (`self.layers = [Linear(...), Linear(...)]` in a
        # method, `LAYERS = [Dense(3, 8), Dense(8, 1)]` at module level): the expression naming that class.
        self.element_types: dict[tuple[cst.ClassDef, str], cst.BaseExpression] = {}
        self.module_element_instances: dict[str, cst.BaseExpression] = {}
        # The same for module-level displays of instances of several classes (`LAYERS = [Dense(3, 8), Mixing(8)]`):
        # the expressions naming each class, once.
        self.module_element_mixes: dict[str, tuple[cst.BaseExpression, ...]] = {}
        # The same for an attribute of `self` that the class's methods fill only with instances of several classes
        # (`self.layers = []`, then `self.layers += [Dense(...), Dropout(p)]` and `self.layers.append(Dense(...))`).
        self.self_element_mixes: dict[tuple[cst.ClassDef, str], tuple[cst.BaseExpression, ...]] = {}
        # What each write to such an attribute adds, by class name; None once a write adds anything else.
        self._self_element_adds: dict[tuple[cst.ClassDef, str], Optional[dict[str, cst.BaseExpression]]] = {}
        self.jit_aliases: dict[str, tuple[cst.Call, WrapperUse, ScopeNode]] = {}
        # The same bound to an attribute of `self` in a method (`self._update = jax.jit(self._update_fn, ...)`).
        self.self_jit_aliases: dict[tuple[cst.ClassDef, str], tuple[cst.Call, WrapperUse, ScopeNode]] = {}
        # `batched = jax.vmap(f)` and other non-compiling wrappers bound to a name (what --confirm can import).
        self.wrapper_aliases: dict[str, tuple[cst.Call, WrapperUse, ScopeNode]] = {}
        # A wrapper call bound to a name that a later wrapper call of the same scope binds again (`init =
        # jax.pmap(f)` on several devices, `init = jax.jit(f)` on one): the name's calls are its callers too.
        self.replaced_wrapper_aliases: list[tuple[str, cst.Call]] = []
        # Every wrapper call a method binds to an attribute of `self`, compiling or not, by the attribute's name
        # (`self.vec_delta = jax.vmap(compute_delta)`): a transform that runs only if something reads it.
        self.self_wrapper_bindings: dict[str, list[tuple[cst.Call, WrapperUse, ScopeNode]]] = {}
        # Names bound to a list/dict/set (literal or constructor) in each scope: mutable containers.
        self.containers_by_scope: dict[ScopeNode, set[str]] = {}
        # The same bound with an annotation (`_PLAN_CACHE: dict = {}`): read by memo lookups only, as JXL202 has not
        # been measured on them.
        self.annotated_containers_by_scope: dict[ScopeNode, set[str]] = {}
        # Module-level names bound only to list/tuple literals (lookup tables): indexing them needs a Python int.
        self.module_sequences: set[str] = set()
        self.classes_by_scope: dict[ScopeNode, dict[str, cst.ClassDef]] = {}
        # `model = Model(...)`: name -> the called class name, per scope (an instance of a class of this module).
        self.instances_by_scope: dict[ScopeNode, dict[str, str]] = {}
        # `update = momentum(0.1)`, `opt_init, opt_update, get_params = momentum(0.1)`: (scope, name) -> the name
        # called and which element of its result the name holds (None: all of it).
        self.factory_products: dict[tuple[ScopeNode, str], tuple[str, Optional[int]]] = {}
        # `thunks = [jax_funcify(node) for node in nodes]`: a list of one factory's products, by (scope, name).
        self.factory_elements: dict[tuple[ScopeNode, str], str] = {}
        self._module_other_bindings: set[str] = set()
        # Callee name (plain or attribute) -> (most positional arguments, keywords) over the module's calls.
        self.calls_by_name: dict[str, tuple[int, frozenset[str]]] = {}
        # Callee name -> the keywords and positions its calls pass a jax array made right there
        # (`solve(u0, output_scale=jnp.asarray(s))`).
        self.array_arguments_by_name: dict[str, frozenset[object]] = {}
        # (scope, name) -> the `functools.partial(name, ...)` call that `name = ...` rebinds the name to.
        self.partial_rebindings: dict[tuple[ScopeNode, str], cst.Call] = {}
        # (scope, name) -> the `functools.partial(f, ...)` call `name = ...` binds (`log_joint = partial(model,
        # data=DATA)`): what `jax.jit(log_joint)` traces when `model` is imported from another project module.
        # Local functions are not followed through it yet: objects built in them carry every argument's tracer
        # into their attributes, pytree aux data included (ott's `LinearProblem.tau_a`).
        self.partial_bindings: dict[tuple[ScopeNode, str], cst.Call] = {}
        # (scope, name) -> the grad-like transform call `name = ...` binds (`force = jax.grad(lambda r: -pot(r))`):
        # a wrapper given `force` traces the function inside (tables.TRANSPARENT).
        self.transform_bindings: dict[tuple[ScopeNode, str], cst.Call] = {}
        # (class, attribute) -> the grad-like transform calls a method of the class binds `self.<attribute>` to,
        # each with that method (`self._acceleration = jax.grad(lambda x: -field.potential(x))` in `__init__`):
        # calling the attribute runs the function inside on the call's arguments (tables.SAME_ARGUMENTS).
        self.self_transform_bindings: dict[tuple[cst.ClassDef, str], list[tuple[cst.Call, ScopeNode]]] = {}
        # (scope, name) -> the lambdas `name = lambda ...` binds in that scope (`body = lambda s: step(p, s)`,
        # then `lax.while_loop(cond, body, init)`).
        self.lambda_bindings: dict[tuple[ScopeNode, str], list[cst.Lambda]] = {}
        # Classes registered with `jax.tree_util.register_static`: their instances are never tracers.
        self.static_classes: set[str] = set()
        self._scopes: list[ScopeNode] = []
        # (scope, name) -> how many items the tuple or list display the scope binds the name to holds: the only
        # binding of it there, or all of one length (None otherwise).
        self._tuple_lengths: dict[tuple[ScopeNode, str], Optional[int]] = {}
        self._loop_depth: list[int] = [0]
        # id() of the scopes whose code holds a loop or a comprehension (its decorators and defaults count too).
        self.looping_scopes: set[int] = set()

    # scopes
    def visit_Module(self, node: cst.Module) -> None:
        self._enter(node)
        self.static_field_factories = static_field_factories(node)

    def leave_Module(self, original_node: cst.Module) -> None:
        # A module-level def that a later unconditional def of the same name replaces is dead once the module has
        # been imported: calls made from functions (they run after that) reach the last one only.
        self.self_element_mixes = {key: tuple(made.values()) for key, made in self._self_element_adds.items()
                                   if made is not None and len(made) > 1}
        top = set(map(id, original_node.body))
        for name, defs in self.defs_by_scope.get(original_node, {}).items():
            if len(defs) > 1 and id(defs[-1]) in top:
                self.defs_by_scope[original_node][name] = [defs[-1]]

    def _enter(self, node: ScopeNode) -> None:
        self.scope_parent[node] = self._scopes[-1] if self._scopes else None
        self.defs_by_scope.setdefault(node, {})
        self._scopes.append(node)
        self._loop_depth.append(0)

    def _leave(self) -> None:
        self._scopes.pop()
        self._loop_depth.pop()

    def _record_function(self, node: FunctionNode) -> None:
        scope = self._scopes[-1]
        positional, keyword_only, defaults, none_defaults, annotations, variadic = parameters(node)
        self.functions[node] = FunctionInfo(
            node=node, scope=scope, class_node=scope if isinstance(scope, cst.ClassDef) else None,
            in_loop=self._loop_depth[-1] > 0, positional=positional, keyword_only=keyword_only,
            defaults=defaults, none_defaults=none_defaults, annotations=annotations, variadic=variadic)

    def visit_FunctionDef(self, node: cst.FunctionDef) -> None:
        self._record_function(node)
        if not _is_property_accessor(node) or type(self._scopes[-1]) is not cst.ClassDef:
            # A property's setter or deleter shares the getter's name but runs only when the attribute is assigned
            # or deleted: a read of `self.name` (or a call of what it holds, `self.name(x)`) reaches the getter.
            self.defs_by_scope[self._scopes[-1]].setdefault(node.name.value, []).append(node)
        for decorator in node.decorators:
            self._record_custom_derivative(node, decorator.decorator)
        for param in (*node.params.params, *node.params.kwonly_params):
            if type(param.default) is cst.Call and type(param.default.func) is cst.Name:
                # `def encode(params, tokens, encoder=Encoder())`: the parameter holds that class's instance (a
                # caller passing another object passes one of the same kind, as a rule).
                self.instances_by_scope.setdefault(node, {}).setdefault(param.name.value, param.default.func.value)
        self._enter(node)

    def _record_custom_derivative(self, node: cst.FunctionDef, decorator: cst.BaseExpression) -> None:
        """`@jax.custom_jvp` / `@partial(jax.custom_vjp, nondiff_argnums=...)` functions, `@f.defjvp` rules."""
        if isinstance(decorator, cst.Attribute) and decorator.attr.value == DEFJVP and isinstance(
                decorator.value, cst.Name):
            self.derivative_rules.append((decorator.value.value, "jvp", node.name.value, self._scopes[-1]))
            return
        keywords: dict[str, cst.BaseExpression] = {}
        qualified = self.imports.qualified_name(decorator)
        if isinstance(decorator, cst.Call):
            callee = self.imports.qualified_name(decorator.func)
            positional = call_positional(decorator)
            keywords = call_keywords(decorator)
            qualified = self.imports.qualified_name(positional[0]) if callee in PARTIAL and positional else callee
        if qualified in ("jax.custom_jvp", "jax.custom_vjp"):
            nondiff = set()
            elements = literal_tuple(keywords["nondiff_argnums"]) if "nondiff_argnums" in keywords else []
            for element in elements:
                if isinstance(element, cst.Integer):
                    nondiff.add(int(element.value, 0))
            if "nondiff_argnums" in keywords and (not elements or len(nondiff) < len(elements)):
                self.unread_nondiff.add(node)
            self.custom_derivatives[node] = frozenset(nondiff)

    def leave_FunctionDef(self, original_node: cst.FunctionDef) -> None:
        self._leave()

    def visit_Lambda(self, node: cst.Lambda) -> None:
        self._record_function(node)
        self._enter(node)

    def leave_Lambda(self, original_node: cst.Lambda) -> None:
        self._leave()

    def visit_ClassDef(self, node: cst.ClassDef) -> None:
        self.classes_by_scope.setdefault(self._scopes[-1], {})[node.name.value] = node
        self.classes.setdefault(node.name.value, node)
        if any(self.imports.qualified_name(d.decorator) in REGISTER_STATIC for d in node.decorators):
            self.static_classes.add(node.name.value)
        self._enter(node)

    def leave_ClassDef(self, original_node: cst.ClassDef) -> None:
        self._leave()

    # loops
    def _loop(self, node: cst.CSTNode) -> None:
        self._loop_depth[-1] += 1
        self.looping_scopes.add(id(self._scopes[-1]))

    def _unloop(self, original_node: cst.CSTNode) -> None:
        self._loop_depth[-1] -= 1

    visit_For = visit_While = visit_ListComp = visit_SetComp = visit_DictComp = visit_GeneratorExp = _loop
    leave_For = leave_While = leave_ListComp = leave_SetComp = leave_DictComp = leave_GeneratorExp = _unloop

    # wrappers and static fields
    def visit_Call(self, node: cst.Call) -> None:
        if type(node.func) is cst.Attribute and node.func.attr.value == DEFVJP and type(
                node.func.value) is cst.Name:
            for kind, arg in zip(("fwd", "bwd"), call_positional(node)):
                if isinstance(arg, cst.Name):
                    self.derivative_rules.append((node.func.value.value, kind, arg.value, self._scopes[-1]))
        if type(node.func) is cst.Call:
            self._application_calls[id(node.func)] = node
        if type(node.func) is cst.Call and all(arg.keyword is None and not arg.star for arg in node.args):
            self._applied_to[id(node.func)] = len(node.args)
            self._applications[id(node.func)] = node
        elif type(node.func) is cst.Call:
            # Keywords given a value (not `None`, which stays an empty pytree under every transform).
            self._applied_keywords[id(node.func)] = frozenset(
                arg.keyword.value for arg in node.args if arg.keyword is not None and not (
                    type(arg.value) is cst.Name and arg.value.value == "None"))
        use = resolve_wrapper(node, self.imports, self.extra_jit)
        if use is not None and use.functions:
            if use.spec.passed is None and id(node) in self._applied_to:
                # `jax.vmap(outer)(ends)`: the transformed function is called once, here, with these arguments
                # only; parameters past them keep their defaults (`def outer(t, k=k)`), Python values.
                use.spec.passed = self._applied_to[id(node)]
            use.applied = self._applications.get(id(node))
            use.applied_keywords = self._applied_keywords.get(id(node), frozenset())
            use.application = self._application_calls.get(id(node))
            if use.application is not None and not any(arg.star == "**" for arg in use.application.args):
                use.spec.keyword_only_defaults_kept = True
            self.wrapper_calls.append((node, use, self._scopes[-1]))
        if self.imports.qualified_name(node.func) in REGISTER_STATIC and node.args and isinstance(
                node.args[0].value, cst.Name):
            self.static_classes.add(node.args[0].value.value)
        name = node.func.value if type(node.func) is cst.Name else (
            node.func.attr.value if type(node.func) is cst.Attribute else None)
        if name in ("append", "extend") and _is_self_attribute(node.func.value) and len(node.args) == 1 and \
                not node.args[0].star and node.args[0].keyword is None:  # type: ignore[union-attr]
            added = node.args[0].value
            self._add_self_elements(node.func.value, cst.List([cst.Element(added)]) if name == "append"  # type: ignore
                                    else added)
        if name is not None:
            count, keywords = self.calls_by_name.get(name, (0, frozenset()))
            positional = sum(1 for arg in node.args if arg.keyword is None and not arg.star) + sum(
                self._spread_length(arg.value) for arg in node.args if arg.star == "*")
            self.calls_by_name[name] = (max(count, positional), keywords | {
                arg.keyword.value for arg in node.args if arg.keyword is not None})
            arrays = {arg.keyword.value if arg.keyword is not None else position
                      for position, arg in enumerate(node.args) if not arg.star and type(arg.value) is cst.Call
                      and may_make_jax_array(self.imports.qualified_name(arg.value.func))}
            if arrays:
                self.array_arguments_by_name[name] = self.array_arguments_by_name.get(name, frozenset()) | arrays

    def visit_AnnAssign(self, node: cst.AnnAssign) -> None:
        scope = self._scopes[-1]
        if not isinstance(scope, cst.ClassDef) and type(node.target) is cst.Name and node.value is not None and \
                self._is_container(node.value):
            self.annotated_containers_by_scope.setdefault(scope, set()).add(node.target.value)
        if not isinstance(scope, cst.ClassDef) or not isinstance(node.target, cst.Name):
            return
        field_name = node.target.value
        static = False
        if isinstance(node.value, cst.Call):
            if self.imports.qualified_name(node.value.func) in STATIC_FIELD_FACTORIES or \
                    type(node.value.func) is cst.Name and node.value.func.value in self.static_field_factories:
                static = True
            for arg in node.value.args:
                keyword = arg.keyword.value if arg.keyword else ""
                flag = arg.value.value if isinstance(arg.value, cst.Name) else None
                if declares_static_keyword(keyword, flag):
                    static = True
                if isinstance(arg.value, cst.Dict) and declares_static(arg.value):
                    static = True   # `metadata={"pytree_node": False}`
        if static:
            self.static_fields.add(field_name)
            return
        annotation = node.annotation.annotation
        words = annotation_words(annotation)
        if words & ARRAY_ANNOTATIONS and not words & _PYTHON_SCALARS and not words & _CONTAINER_WORDS:
            self.array_fields.add(field_name)
        if isinstance(annotation, (cst.Name, cst.Attribute)):
            self.attribute_types[(scope, field_name)] = annotation
        if _outer_name(annotation) in _SEQUENCE_WORDS:
            self.sequence_fields.add(field_name)
        if _container_or_none(annotation):
            self.container_fields.add(field_name)

    def visit_Assign(self, node: cst.Assign) -> None:
        if len(node.targets) == 1 and type(node.targets[0].target) is cst.Name:
            # `fused_args = (basis, plan, whiten)` before `build(*fused_args)`: how many arguments it spreads (None
            # once the scope binds the name to anything else, or to tuples of several lengths).
            key = (self._scopes[-1], node.targets[0].target.value)
            length = _display_length(node.value)
            self._tuple_lengths[key] = length if self._tuple_lengths.get(key, length) == length else None
        self._record_instances(node)
        self._record_element_instances(node)
        self._record_containers_and_aliases(node)
        for target in node.targets:
            if _is_self_attribute(target.target):
                self._add_self_elements(target.target, node.value)

    def _spread_length(self, value: cst.BaseExpression) -> int:
        """How many positional arguments `*value` passes, when the call shows it: a display, or a name the scope of
        the call binds to displays of one length before it (`build(*fused_args)`); 0 when unknown."""
        length = _display_length(value)
        if length is None and type(value) is cst.Name:
            length = self._tuple_lengths.get((self._scopes[-1], value.value))
        return length or 0

    def visit_AugAssign(self, node: cst.AugAssign) -> None:
        if _is_self_attribute(node.target):
            self._add_self_elements(node.target, node.value if type(node.operator) is cst.AddAssign else None)

    def _add_self_elements(self, target: cst.Attribute, value: Optional[cst.BaseExpression]) -> None:
        """A write in a method to `self.<name>` (`=`, `+=`, `.append`, `.extend`): the classes of the instances it
        puts there, or that it puts something else."""
        scope = self._scopes[-1]
        class_node = self.functions[scope].class_node if type(scope) is cst.FunctionDef else None
        if class_node is None:
            return
        key = (class_node, target.attr.value)
        made = self._self_element_adds.setdefault(key, {})
        if made is None:
            return
        classes = element_classes(defaulted_elements(value) or value) if value is not None else ()
        if not classes and not (type(value) in (cst.List, cst.Tuple) and not value.elements):  # type: ignore
            self._self_element_adds[key] = None   # `self.layers = layers`, `.append(block)`: not only instances
            return
        for expression in classes:
            made.setdefault(dotted_name(expression), expression)  # type: ignore[arg-type]

    def _record_instances(self, node: cst.Assign) -> None:
        """`model = MLP(...)` at module level, `self.block = Block(...)` in a method: what class a name holds."""
        if len(node.targets) != 1:
            return
        target = node.targets[0].target
        scope = self._scopes[-1]
        if type(node.value) is not cst.Call:
            made = defaulted_instance(node.value)
            if made is not None and type(target) is cst.Attribute and type(target.value) is cst.Name and \
                    target.value.value == "self" and type(scope) is cst.FunctionDef:
                class_node = self.functions[scope].class_node
                if class_node is not None:
                    self.attribute_types.setdefault((class_node, target.attr.value), made.func)
            return
        if type(target) is cst.Name and type(scope) is cst.Module:
            self.module_instances[target.value] = node.value.func
        elif type(target) is cst.Attribute and type(target.value) is cst.Name and \
                target.value.value == "self" and type(scope) is cst.FunctionDef:
            class_node = self.functions[scope].class_node
            func = node.value.func
            if isinstance(func, cst.Attribute) and isinstance(func.value, cst.Name) and func.value.value == "self" \
                    and func.attr.value == "param":
                self.param_fields.add(target.attr.value)  # flax.linen `self.w = self.param(...)` in setup
            elif self.imports.qualified_name(func) in _NNX_VARIABLES:
                self.array_fields.add(target.attr.value)  # `self.w = nnx.Param(...)`: state, traced under nnx.jit
            elif class_node is not None and may_make_jax_array(self.imports.qualified_name(func)) and \
                    self._derives_from_nnx(class_node):
                # `self.table = jnp.arange(n)` in an nnx module: a jax array attribute is state too (flax 0.12
                # splits it into the state, checked with jax 0.10.2), traced under nnx.jit and nnx.merge.
                self.array_fields.add(target.attr.value)
            elif class_node is not None:
                self.attribute_types.setdefault((class_node, target.attr.value), node.value.func)

    def _derives_from_nnx(self, class_node: cst.ClassDef) -> bool:
        """Does the class name flax nnx's `Module` or `Object` among its bases?"""
        return any(self.imports.qualified_name(base.value) in _NNX_MODULE_BASES for base in class_node.bases)

    def _record_element_instances(self, node: cst.Assign) -> None:
        if len(node.targets) != 1:
            return
        made = element_class(defaulted_elements(node.value) or node.value)
        target = node.targets[0].target
        scope = self._scopes[-1]
        if made is None:
            mix = element_classes(node.value)
            if len(mix) > 1 and type(target) is cst.Name and type(scope) is cst.Module:
                self.module_element_mixes[target.value] = mix
            return
        if type(target) is cst.Name and type(scope) is cst.Module:
            if type(node.value) in (cst.List, cst.Tuple):  # the displays the planner keeps (module_sequences)
                self.module_element_instances[target.value] = made
        elif type(target) is cst.Attribute and type(target.value) is cst.Name and target.value.value == "self" \
                and type(scope) is cst.FunctionDef:
            class_node = self.functions[scope].class_node
            if class_node is not None:
                self.element_types.setdefault((class_node, target.attr.value), made)

    def _is_container(self, value: cst.BaseExpression) -> bool:
        if type(value) in _CONTAINER_LITERALS:
            return True
        if type(value) is cst.Call:
            if type(value.func) is cst.Name and value.func.value in CONTAINER_BUILTINS:
                return True
            return self.imports.qualified_name(value.func) in CONTAINER_CONSTRUCTORS
        return False

    def _record_containers_and_aliases(self, node: cst.Assign) -> None:
        if type(self._scopes[-1]) is cst.Module:
            for target in node.targets:
                if type(target.target) is cst.Name:
                    name = target.target.value
                    if isinstance(node.value, _SEQUENCE_LITERALS) and name not in self._module_other_bindings:
                        self.module_sequences.add(name)
                    else:
                        self._module_other_bindings.add(name)
                        self.module_sequences.discard(name)
        if type(node.value) is cst.Call and type(node.value.func) is cst.Name:
            for target in node.targets:
                if type(target.target) is cst.Name:
                    self.instances_by_scope.setdefault(self._scopes[-1], {})[target.target.value] = \
                        node.value.func.value
                    self.factory_products[(self._scopes[-1], target.target.value)] = (node.value.func.value, None)
                elif type(target.target) in (cst.Tuple, cst.List):
                    for position, element in enumerate(target.target.elements):  # type: ignore[attr-defined]
                        if type(element) is cst.Element and type(element.value) is cst.Name:
                            self.factory_products[(self._scopes[-1], element.value.value)] = (
                                node.value.func.value, position)
        value = node.value
        if type(value) is cst.ListComp and type(value.elt) is cst.Call and type(value.elt.func) is cst.Name and \
                len(node.targets) == 1 and type(node.targets[0].target) is cst.Name:
            self.factory_elements[(self._scopes[-1], node.targets[0].target.value)] = value.elt.func.value
        if self._is_container(node.value):
            for target in node.targets:
                if isinstance(target.target, cst.Name):
                    self.containers_by_scope.setdefault(self._scopes[-1], set()).add(target.target.value)
        if type(node.value) is cst.Lambda and len(node.targets) == 1 and type(node.targets[0].target) is cst.Name:
            self.lambda_bindings.setdefault((self._scopes[-1], node.targets[0].target.value), []).append(node.value)
        if isinstance(node.value, cst.Call) and len(node.targets) == 1 and isinstance(node.targets[0].target,
                                                                                      cst.Name):
            name = node.targets[0].target.value
            arguments = call_positional(node.value)
            if self.imports.qualified_name(node.value.func) in PARTIAL and arguments:
                self.partial_bindings[(self._scopes[-1], name)] = node.value
                if isinstance(arguments[0], cst.Name) and arguments[0].value == name:
                    self.partial_rebindings[(self._scopes[-1], name)] = node.value
            elif self.imports.qualified_name(node.value.func) in TRANSPARENT and arguments:
                self.transform_bindings[(self._scopes[-1], name)] = node.value
            use = resolve_wrapper(node.value, self.imports, self.extra_jit)
            name = node.targets[0].target.value
            earlier = self.jit_aliases.get(name) or self.wrapper_aliases.get(name)
            if use is not None and use.functions and earlier is not None and earlier[2] is self._scopes[-1]:
                self.replaced_wrapper_aliases.append((name, earlier[0]))
            if use is not None and use.functions and use.wrapper.compiles:
                self.jit_aliases[node.targets[0].target.value] = (node.value, use, self._scopes[-1])
            elif use is not None and use.functions:
                self.wrapper_aliases[node.targets[0].target.value] = (node.value, use, self._scopes[-1])
        elif isinstance(node.value, cst.Call) and len(node.targets) == 1 and \
                _is_self_attribute(node.targets[0].target) and type(self._scopes[-1]) is cst.FunctionDef:
            class_node = self.functions[self._scopes[-1]].class_node
            # `self._acceleration = jax.grad(...)`, or `self.grad_log_density = functools.partial(fd_grad, f)`:
            # calling the attribute runs the function inside (calls.py).
            if class_node is not None and call_positional(node.value) and \
                    self.imports.qualified_name(node.value.func) in SAME_ARGUMENTS | PARTIAL:
                self.self_transform_bindings.setdefault((class_node, node.targets[0].target.attr.value),  # type: ignore
                                                        []).append((node.value, self._scopes[-1]))
            use = resolve_wrapper(node.value, self.imports, self.extra_jit)
            if class_node is not None and use is not None and use.functions:
                self.self_wrapper_bindings.setdefault(node.targets[0].target.attr.value,  # type: ignore
                                                      []).append((node.value, use, self._scopes[-1]))
            if class_node is not None and use is not None and use.functions and use.wrapper.compiles:
                self.self_jit_aliases.setdefault((class_node, node.targets[0].target.attr.value),  # type: ignore
                                                 (node.value, use, self._scopes[-1]))


def literal_tuple(node: cst.BaseExpression) -> list[cst.BaseExpression]:
    if isinstance(node, (cst.Tuple, cst.List)):
        return [element.value for element in node.elements]
    return [node]


def element_class(value: cst.BaseExpression) -> Optional[cst.BaseExpression]:
    """The class every element of a list/tuple display or comprehension is made by (`[Dense(3, 8), Dense(8, 1)]`,
    `[Linear(k, n, n) for k in keys]`): the expression naming it, when all elements call the same name."""
    if type(value) in (cst.List, cst.Tuple):
        elements = [element.value if type(element) is cst.Element else None for element in value.elements]
    elif type(value) in (cst.ListComp, cst.GeneratorExp):
        elements = [value.elt]
    else:
        return None
    if not elements or any(type(element) is not cst.Call for element in elements):
        return None
    names = {dotted_name(element.func) for element in elements}  # type: ignore[union-attr]
    if len(names) != 1 or None in names:
        return None
    return elements[0].func  # type: ignore[union-attr]


def element_classes(value: cst.BaseExpression) -> tuple[cst.BaseExpression, ...]:
    """The classes the elements of a list/tuple display are made by (`[Dense(3, 8), Mixing(8), Dense(8, 1)]`): the
    expressions naming them, once each; empty unless every element is a call of a (dotted) name."""
    if type(value) not in (cst.List, cst.Tuple):
        return ()
    made: dict[str, cst.BaseExpression] = {}
    for element in value.elements:  # type: ignore[attr-defined]
        if type(element) is not cst.Element or type(element.value) is not cst.Call:
            return ()
        name = dotted_name(element.value.func)
        if name is None:
            return ()
        made.setdefault(name, element.value.func)
    return tuple(made.values())


def defaulted_instance(value: cst.BaseExpression) -> Optional[cst.Call]:
    """`model or ConsistencyModel()`, `Model() if model is None else model`: an object a caller may pass, else one
    made here; the class made stands for both (a caller passes an object of the same kind, as a rule)."""
    if type(value) is cst.BooleanOperation and type(value.operator) is cst.Or and type(value.left) is cst.Name and \
            type(value.right) is cst.Call:
        return value.right
    if type(value) is cst.IfExp:
        branches = (value.body, value.orelse)
        calls = [branch for branch in branches if type(branch) is cst.Call]
        if len(calls) == 1 and any(type(branch) is cst.Name for branch in branches):
            return calls[0]  # type: ignore[return-value]
    return None


def defaulted_elements(value: cst.BaseExpression) -> Optional[cst.BaseExpression]:
    """`list(backends) if backends is not None else [ConsoleBackend()]`, `callbacks or [Printer()]`: a collection a
    caller may pass, else the display made here; like `defaulted_instance`, the display's classes stand for both."""
    if type(value) is cst.BooleanOperation and type(value.operator) is cst.Or and \
            type(value.right) in (cst.List, cst.Tuple):
        return value.right
    if type(value) is cst.IfExp:
        displays = [branch for branch in (value.body, value.orelse) if type(branch) in (cst.List, cst.Tuple)]
        if len(displays) == 1:
            return displays[0]
    return None


def _outer_name(annotation: cst.BaseExpression) -> Optional[str]:
    """The name an annotation starts with: `list` for `list`, `typing.List[int]` and `"list"`."""
    if type(annotation) is cst.Subscript:
        annotation = annotation.value
    if type(annotation) is cst.SimpleString:
        return annotation.value.strip("'\"").split("[")[0].rpartition(".")[2] or None
    if type(annotation) is cst.Name:
        return annotation.value
    if type(annotation) is cst.Attribute:
        return annotation.attr.value
    return None


def _container_or_none(annotation: cst.BaseExpression) -> bool:
    """Does an annotation name a Python container, or one of them or None (`dict[str, Array]`, `Sequence[int] |
    None`, `Optional[Tuple[int, ...]]`)? A bare `None` or a union with anything else is no such container."""
    if type(annotation) is cst.BinaryOperation and type(annotation.operator) is cst.BitOr:
        parts = [annotation.left, annotation.right]
    elif type(annotation) is cst.Subscript and _outer_name(annotation) in ("Optional", "Union"):
        parts = [element.slice.value for element in annotation.slice if type(element.slice) is cst.Index]
    else:
        return _outer_name(annotation) in _CONTAINER_ANNOTATION_WORDS
    kept = [part for part in parts if not (type(part) is cst.Name and part.value == "None")]
    return bool(kept) and all(_container_or_none(part) for part in kept)


def _is_self_attribute(expression: cst.BaseExpression) -> bool:
    return type(expression) is cst.Attribute and type(expression.value) is cst.Name and \
        expression.value.value == "self"


def _is_property_accessor(node: cst.FunctionDef) -> bool:
    """`@name.setter` / `@name.deleter` on a def of that name: the other accessors of the property `name`."""
    return any(type(d.decorator) is cst.Attribute and d.decorator.attr.value in ("setter", "deleter") and
               type(d.decorator.value) is cst.Name and d.decorator.value.value == node.name.value
               for d in node.decorators)


def _display_length(value: cst.BaseExpression) -> Optional[int]:
    """The number of items of a tuple or list display with no starred item (`(basis, plan, whiten)`); else None."""
    if type(value) not in (cst.Tuple, cst.List) or any(type(element) is cst.StarredElement
                                                        for element in value.elements):
        return None
    return len(value.elements)
