"""Classes whose instances traced code calls: equinox and flax modules (their methods see `self` as a pytree, or
as a flax.linen module built in `setup`), constructors run under tracing, methods of imported classes."""

from __future__ import annotations

import ast
import itertools
from typing import Callable, Optional

import libcst as cst

from .ast_nodes import only_binding, plain_name_calls
from .imports import dotted_name
from .module_index import defaulted_instance
from .records import MODELLED_LIBRARIES
from .objects import CONSTRUCTORS, record_field_closures, return_values, returned_local_defs
from .records import FunctionNode, ScopeNode, TracedFunction
from .tables import BOUND_METHOD_MARK, ELEMENTS_MARK, PRODUCT_MARK, planner_trigger
from .values import Value, merge
from .wrappers import call_keywords
from .calls import call_params, fresh_receiver

# Methods Python calls implicitly that an instance of an imported class is followed into.
_PROTOCOL_METHODS = frozenset({"__getitem__", "__str__", "__repr__", "__eq__", "__ne__", "__lt__", "__gt__", "__le__",
                               "__ge__"})
_DEFAULTS_TO = {"__str__": "__repr__", "__ne__": "__eq__"}
_PROPERTY_DECORATORS = frozenset({"property", "functools.cached_property"})


def _is_property(node: cst.FunctionDef, imports) -> bool:
    return any((imports.qualified_name(d.decorator) or (d.decorator.value if type(d.decorator) is cst.Name else ""))
               in _PROPERTY_DECORATORS for d in node.decorators)


# Base classes whose instances JAX code calls: how the methods see `self` under tracing.
_MODULE_BASES = {"equinox.Module": "pytree", "flax.nnx.Module": "pytree", "flax.linen.Module": "linen",
                 "flax.nnx.Object": "pytree"}


class ModuleClasses:
    """The part of `ModuleFacts` that models classes and their instances in traced code (composed into it)."""

    def is_property(self, node: cst.CSTNode) -> bool:
        """Is this function a property getter (`@property`, `@functools.cached_property`)?"""
        return isinstance(node, cst.FunctionDef) and _is_property(node, self.imports)

    def _module_kind(self, class_node: cst.ClassDef) -> Optional[str]:
        """"pytree" for equinox/nnx modules, "linen" for flax.linen modules, None for other classes."""
        base = self._module_base(class_node)
        return _MODULE_BASES[base] if base is not None else None

    def _module_base(self, class_node: cst.ClassDef, depth: int = 0) -> Optional[str]:
        """The library's module class `class_node` derives from (`equinox.Module`), through this module's classes."""
        for base in class_node.bases:
            qualified = self.imports.qualified_name(base.value)
            if qualified in _MODULE_BASES:
                return qualified
            parent = self._local_class(base.value)
            if parent is not None and parent is not class_node and depth < 8:
                found = self._module_base(parent, depth + 1)
                if found is not None:
                    return found
        return None

    def local_bases(self, class_node: cst.ClassDef) -> list[cst.ClassDef]:
        """The classes of this module that `class_node` derives from, nearest first (as far as they are known)."""
        found: list[cst.ClassDef] = []
        pending = [class_node]
        while pending and len(found) < 8:
            for base in pending.pop(0).bases:
                parent = self._local_class(base.value)
                if parent is not None and parent is not class_node and parent not in found:
                    found.append(parent)
                    pending.append(parent)
        return found

    def constructor_of(self, class_node: Optional[cst.ClassDef]) -> list[cst.FunctionDef]:
        """The `__init__` that runs when the class is called: its own, else the nearest base class's of this module
        (`Rx(phase)` runs `Rotation.__init__`)."""
        for owner in ([class_node, *self.local_bases(class_node)] if class_node is not None else []):
            own = self._method(owner, "__init__")
            if own:
                return own
        return []

    def _local_class(self, expression: Optional[cst.BaseExpression]) -> Optional[cst.ClassDef]:
        if type(expression) is cst.Name:
            return self._index.classes.get(expression.value)
        if type(expression) is cst.SimpleString:
            value = expression.evaluated_value
            return self._index.classes.get(value) if isinstance(value, str) else None
        return None

    def _class_of(self, expression: cst.BaseExpression, caller: TracedFunction) -> Optional[cst.ClassDef]:
        """The class of this module whose instance `expression` is: `MLP(...)`, a parameter annotated `MLP`, a
        module-level `model = MLP(...)`, or `self.block` declared `block: Block` / set to `Block(...)`."""
        if type(expression) is cst.Call:
            return self._local_class(self._returned_class(expression.func, caller) or expression.func)
        if type(expression) is cst.Name:
            if expression.value == "self" and caller.info.is_method and caller.info.positional[:1] == ["self"]:
                return caller.info.class_node  # `self.period` (a property), `self(x)`, `tree_map(self.f, t)`
            if expression.value == "self" and not caller.info.is_method and "self" not in caller.info.all_params \
                    and "self" not in caller.local_names:
                # A closure of a method (a `lax.scan` step) sees the method's `self`: `self.stepper(t)` there.
                return self._self_class(caller)
            annotation = caller.info.annotations.get(expression.value)
            if annotation is not None:
                return self._local_class(annotation)
            passed = caller.param_classes.get(expression.value)
            if passed is None and caller.info.name == "__init__" and caller.info.class_node is not None:
                # A constructor seeded from another file, whose traced caller passed an instance of a class of
                # this module for the parameter.
                given = self.constructed_with.get((caller.info.class_node, expression.value))
                passed = given[0] if given is not None and not given[1] else None
            if passed is not None and expression.value not in caller.instance_classes:
                return passed
            made = caller.instance_classes.get(expression.value)
            if made is not None:
                return self._local_class(made)
            held = caller.element_classes.get(expression.value)
            if held is not None:
                return self._local_class(held)
            if expression.value not in caller.local_names:
                return self._local_class(self._index.module_instances.get(expression.value))
            default = _default_of(caller.info.node, expression.value)
            if type(default) is cst.Name:
                # `def uniform(shape, generator=DEFAULT_GENERATOR)`: the module's instance, unless a caller passes
                # another object (of the same kind, as a rule).
                return self._local_class(self._index.module_instances.get(default.value))
            if type(default) is cst.Call:
                return self._local_class(default.func)  # `def run(x, blocks=Blocks(8, 2))`
            return None
        # A closure of a method sees its `self` (`self.scheduler.step(...)` in a `lax.scan` body).
        class_node = caller.info.class_node if caller.info.is_method else self._self_class(caller)
        if isinstance(expression, cst.Attribute) and isinstance(expression.value, cst.Name) and \
                expression.value.value == "self" and class_node is not None:
            stored = self._local_class(self._index.attribute_types.get((class_node, expression.attr.value)))
            return stored or self._constructed_class_of(class_node, expression, elements=False)
        if type(expression) is cst.Subscript:
            return self._local_class(self._indexed_element(expression, caller))  # `self.layers[-1](x)`
        return None

    def element_class_expression(self, iterable: cst.BaseExpression, caller: TracedFunction
                                 ) -> Optional[cst.BaseExpression]:
        """The class of every element of `iterable`, as the expression naming it, when it is a container of
        instances of one class (`self.layers`, `self.layers[:-1]`, `reversed(LAYERS)`, with `self.layers =
        [Linear(...), ...]` in a method or `LAYERS = [Dense(3, 8), Dense(8, 1)]` at module level)."""
        iterable = _same_elements(iterable)
        if type(iterable) is cst.Call and not iterable.args and type(iterable.func) is cst.Attribute and \
                iterable.func.attr.value == "values" and _is_self_attribute(iterable.func.value):
            # `self.metrics.values()` of the `**metrics` the object was made with, all of one class.
            held = self._constructed_keywords_class(iterable.func.value, caller)
            return cst.Name(held.name.value) if held is not None else None
        if type(iterable) is cst.Call:
            return self._returned_element_class(iterable.func, caller)
        if _is_self_attribute(iterable):
            class_node = caller.info.class_node if caller.info.is_method else None
            if class_node is None:
                return None
            if (class_node, iterable.attr.value) in self._index.self_element_mixes:  # type: ignore[attr-defined]
                return None   # instances of several classes: `element_class_mix`
            stored = self._index.element_types.get((class_node, iterable.attr.value))  # type: ignore[attr-defined]
            # `self.layers` holding the `*layers` the object was made with (`Sequential(Dense(4, 16), ...)`).
            given = self._constructed_class_of(class_node, iterable, elements=True) if stored is None else None
            return cst.Name(given.name.value) if given is not None else stored
        if type(iterable) is cst.Name and iterable.value not in caller.local_names and \
                iterable.value not in caller.info.all_params:
            return self._index.module_element_instances.get(iterable.value)
        return None

    def imported_element_classes(self, iterable: cst.BaseExpression, caller: TracedFunction
                                 ) -> tuple[tuple[int, str], ...]:
        """For `self.ops` holding what the constructor collected, the object made in another file with instances of
        classes of other files (`Chain(Flip(), ChannelGain())` into `*ops`, `Fitter(callbacks=[checkpoints])` kept
        as `self.callbacks = list(callbacks)`): those classes, (level, dotted name) as this module would import them."""
        iterable = _same_elements(iterable)
        class_node = self._self_class(caller) if _is_self_attribute(iterable) else None
        if class_node is None or not self.constructed_with_imported_elements:
            return ()
        values = self.self_assigned_values(class_node, iterable.attr.value)  # type: ignore[attr-defined]
        held = _same_elements(values[0]) if len(values) == 1 else None
        if type(held) is not cst.Name:
            return ()
        return self.constructed_with_imported_elements.get((class_node, held.value), ())

    def _constructed_keywords_class(self, attribute: cst.BaseExpression, caller: TracedFunction
                                    ) -> Optional[cst.ClassDef]:
        """For `self.metrics` holding the `**metrics` the constructor collected, every keyword an instance of one
        class of this module (a seed's construction arguments): that class."""
        class_node = caller.info.class_node if caller.info.is_method else self._self_class(caller)
        if class_node is None:
            return None
        values = self.self_assigned_values(class_node, attribute.attr.value)  # type: ignore[attr-defined]
        if len(values) != 1 or type(values[0]) is not cst.Name:
            return None
        return self.constructed_with_keywords.get((class_node, values[0].value))

    def element_class_mix(self, iterable: cst.BaseExpression, caller: TracedFunction
                          ) -> tuple[cst.BaseExpression, ...]:
        """The classes of the elements of a module-level display of instances of several classes (`LAYERS =
        [Dense(16, 64), Mixing(64), Dense(64, 1)]`), iterated as it is or reversed, sliced, copied; the same for an
        attribute of `self` the class's methods fill only with such instances (`self.layers += [Dense(n, m),
        Dropout(p)]`)."""
        iterable = _same_elements(iterable)
        if _is_self_attribute(iterable) and caller.info.is_method and caller.info.class_node is not None:
            mix = self._index.self_element_mixes.get(  # type: ignore[attr-defined]
                (caller.info.class_node, iterable.attr.value), ())  # type: ignore[attr-defined]
            if mix:
                return mix
            # `self.layers = layers` of the `[Dense(4, 16), Dropout(0.1)]` (or `*layers`) constructions in this file
            # gave it.
            return tuple(cst.Name(made) for made in self._held_local_classes(iterable, caller, "items"))
        if type(iterable) is cst.Call and not iterable.args and type(iterable.func) is cst.Attribute and \
                iterable.func.attr.value == "values" and _is_self_attribute(iterable.func.value):
            # `self.heads.values()` of the `{"mean": Linear(), ...}` (or `**heads`) constructions in this file gave.
            return tuple(cst.Name(made) for made in self._held_local_classes(iterable.func.value, caller, "values"))
        if type(iterable) is cst.Name and iterable.value not in caller.local_names and \
                iterable.value not in caller.info.all_params:
            return self._index.module_element_mixes.get(iterable.value, ())
        return ()

    def _returned_element_class(self, func: cst.BaseExpression, caller: TracedFunction
                                ) -> Optional[cst.BaseExpression]:
        """`for gate in self.gates(params)` with `gates` returning `[H] + [Rx(p) for p in params]`: the one class
        the function's lists construct. Objects it only passes along (`H`, made at import) are made from static
        values; the ones it constructs in the trace are the ones that can hold tracers."""
        if _is_self_attribute(func) and caller.info.is_method:
            definitions = self._method(caller.info.class_node, func.attr.value)  # type: ignore[attr-defined]
        elif type(func) is cst.Name and func.value not in caller.local_names and \
                func.value not in caller.info.all_params:
            definitions = self._lookup_defs(func.value, caller.node)
        else:
            return None
        made: Optional[cst.BaseExpression] = None
        for definition in definitions:
            if not isinstance(definition, cst.FunctionDef):
                return None
            for value in return_values(definition):
                for constructed in _constructed_elements(value):
                    if constructed is None or (made is not None and dotted_name(made) != dotted_name(constructed)):
                        return None
                    made = constructed
        return made

    def _indexed_element(self, expression: cst.Subscript, caller: TracedFunction) -> Optional[cst.BaseExpression]:
        """`self.layers[-1]`: one element of such a container. `self.players[0]` of `self.players = (player_x,
        player_o)`: the class of the instance the constructor was given for `player_x`."""
        if len(expression.slice) != 1 or type(expression.slice[0].slice) is not cst.Index:
            return None
        class_node = self._self_class(caller) if _is_self_attribute(expression.value) else None
        names = self._displayed_parameters(class_node, expression.value, expression.slice[0].slice.value) \
            if class_node is not None else None
        if names is not None:
            classes = {self._given_local_class(class_node, name) for name in names}  # type: ignore[arg-type]
            made = classes.pop() if len(classes) == 1 else None
            return cst.Name(made.name.value) if made is not None else None
        return self.element_class_expression(expression.value, caller)

    def _displayed_parameters(self, class_node: cst.ClassDef, attribute: cst.BaseExpression,
                              index: Optional[cst.BaseExpression] = None) -> Optional[list[str]]:
        """`self.players` bound once, to a tuple or list display of names (`self.players = (player_x, player_o)` in
        `__init__`): the names an element may be, the one at `index` when it is an integer written in place (`[0]`,
        `[-1]`), else all of them. The same for a dict display of names under string keys (`{"x": player_x, "o":
        player_o}`, read by a string written in place). None for any other attribute."""
        values = self.self_assigned_values(class_node, attribute.attr.value)  # type: ignore[attr-defined]
        if len(values) == 1 and type(values[0]) is cst.Dict and values[0].elements and all(
                type(element) is cst.DictElement and type(element.key) is cst.SimpleString and
                type(element.value) is cst.Name for element in values[0].elements):
            entries = {element.key.evaluated_value: element.value.value  # type: ignore[union-attr]
                       for element in values[0].elements}
            # (Iterated, a dict gives its keys: only an item read by its key is one of the objects.)
            if type(index) is cst.SimpleString and index.evaluated_value in entries:
                return [entries[index.evaluated_value]]
            return None
        if len(values) != 1 or type(values[0]) not in (cst.Tuple, cst.List) or not values[0].elements or \
                any(type(element) is not cst.Element or type(element.value) is not cst.Name
                    for element in values[0].elements):
            return None
        names = [element.value.value for element in values[0].elements]  # type: ignore[attr-defined]
        position = _integer_index(index) if index is not None else None
        if position is not None:
            return [names[position]] if -len(names) <= position < len(names) else None
        return names

    def _given_local_class(self, class_node: cst.ClassDef, parameter: str) -> Optional[cst.ClassDef]:
        """The class of this module whose instance the constructor's `parameter` holds (a seed's construction, or
        every construction in this file)."""
        made = self.constructed_with.get((class_node, parameter))
        if made is not None:
            return made[0] if not made[1] else None
        return self._local_constructions(class_node).get(parameter)

    def constructed_element_class(self, class_node: cst.ClassDef, iterable: cst.BaseExpression
                                  ) -> Optional[cst.ClassDef]:
        """`self.transforms` holding the `*transforms` the class's constructor was given, all instances of one class
        of this module (`Pipeline(RandomFlip())` in another file): that class."""
        return self._constructed_class_of(class_node, iterable, elements=True)

    def _constructed_class_of(self, class_node: cst.ClassDef, expression: cst.BaseExpression, elements: bool
                              ) -> Optional[cst.ClassDef]:
        if not _is_self_attribute(expression):
            return None
        values = self.self_assigned_values(class_node, expression.attr.value)  # type: ignore[attr-defined]
        names = self._displayed_parameters(class_node, expression) if elements else None
        if names is not None:
            # `self.players = (player_x, player_o)`, iterated: each element is what the constructor was given.
            classes = {self._given_local_class(class_node, name) for name in names}
            return classes.pop() if len(classes) == 1 else None
        # Iterated, `self.callbacks = sorted(callbacks, key=...)` holds the elements of the `callbacks` given.
        held = _same_elements(values[0]) if len(values) == 1 and elements else values[0] if len(values) == 1 else None
        if type(held) is not cst.Name:
            return None
        made = self.constructed_with.get((class_node, held.value))
        if made is not None:
            return made[0] if made[1] == elements else None
        return None if elements else self._local_constructions(class_node).get(held.value)

    def _local_constructions(self, class_node: cst.ClassDef) -> dict[str, cst.ClassDef]:
        """Constructor parameters of a module-level class that every call of the class in this file passes an
        instance of the same module-level class of this file, made right there or bound to one by the calling
        scope (`model = GraphRegressor(8)`, then `GraphTrainer(model, 0.01)`, the trainer jitting
        `value_and_grad(self.loss)`, which calls `self.model.apply`): parameter -> that class."""
        known = self._local_constructions_known.get(class_node)
        if known is None:
            agreed = self._agreed_constructor_arguments(class_node, lambda value, scope, calls: _local_instance_class(
                value, calls.instances(scope) if scope is not None else {}))
            made_classes = {parameter: self._index.classes.get(made) for parameter, made in agreed.items()}
            known = self._local_constructions_known[class_node] = {
                parameter: made for parameter, made in made_classes.items()
                if made is not None and made is not class_node}
        return known

    def _agreed_constructor_arguments(self, class_node: cst.ClassDef,
                                      classify: Callable[..., object]) -> dict[str, object]:
        """Constructor parameter -> what `classify(argument, calling scope, calls)` says of the argument, where every
        call of the module-level class in this file (read from the file's text: the calls are mostly in untraced
        drivers, which the planner drops) passes something it classifies the same; no starred arguments."""
        name = class_node.name.value
        init = next(iter(self.constructor_of(class_node)), None)
        text = self.locator.text
        if init is None or self._index.classes.get(name) is not class_node or f"{name}(" not in text:
            return {}
        tree = self.text_tree()  # type: ignore[attr-defined]
        if tree is None:
            return {}
        positional = self.functions[init].positional[1:]
        calls = plain_name_calls(tree, text)
        sites: list[dict[str, object]] = []
        for node, scope in calls.calls(name):
            if any(isinstance(arg, ast.Starred) for arg in node.args) or any(k.arg is None for k in node.keywords):
                return {}
            sites.append({parameter: classify(value, scope, calls) for parameter, value in [
                *zip(positional, node.args), *((k.arg, k.value) for k in node.keywords)]})
        return {parameter: made for parameter, made in (sites[0].items() if sites else ())
                if made is not None and all(site.get(parameter) == made for site in sites[1:])}

    def note_constructor_arguments(self, class_node: cst.ClassDef, arguments: tuple[tuple[str, str], ...],
                                   imported: tuple[tuple[str, int, str], ...] = (),
                                   nested: tuple[tuple[str, tuple[tuple[str, int, str], ...]], ...] = (),
                                   elements: tuple[tuple[str, int, str], ...] = ()) -> None:
        """The object a seed's method runs on was made with instances of these classes of this module, and of these
        classes of other files (`imported`: level and dotted name as this module would import them), those made
        with objects of project classes in turn (`nested`, by slot: `Momentum(PiecewiseDecay(...))`), and lists of
        such instances (`elements`, by slot: `callbacks=[checkpoints]`)."""
        given = dict(nested)
        for init in self._method(class_node, "__init__"):
            info = self.functions[init]
            star = init.params.star_arg
            for slot, level, dotted in (*imported, *elements):
                index = int(slot) + 1 if slot.isdigit() else None  # after `self`
                parameter = (info.positional[index] if index is not None and index < len(info.positional)
                             else slot if index is None and slot in info.all_params else None)
                listed = (slot, level, dotted) in elements
                if listed or parameter is None and index is not None and type(star) is cst.Param:
                    # `callbacks=[checkpoints]`, or `Chain(Flip(), ChannelGain())` into `*ops`: a container of them.
                    container = parameter if listed else star.name.value  # type: ignore[union-attr]
                    if container is None:
                        continue
                    known = self.constructed_with_imported_elements.get((class_node, container), ())
                    if (level, dotted) not in known:
                        self.constructed_with_imported_elements[(class_node, container)] = (*known, (level, dotted))
                    continue
                if parameter is not None and dotted.endswith((PRODUCT_MARK, BOUND_METHOD_MARK)):
                    # `MomentumSGD(warmup_step_decay(...))`: the callable that factory returned; `Trainer(
                    # on_step=writer.log)`: the method bound to that object.
                    table = self.constructed_with_products if dotted.endswith(PRODUCT_MARK) else \
                        self.constructed_with_bound_methods
                    known = table.get((class_node, parameter), ())
                    if (level, dotted) not in known:
                        table[(class_node, parameter)] = (*known, (level, dotted))
                    continue
                if parameter is not None:
                    first = self.constructed_with_imported.setdefault((class_node, parameter), (level, dotted))
                    others = self.constructed_with_alternatives.get((class_node, parameter), ())
                    if (level, dotted) != first and (level, dotted) not in others:
                        # One of several registry values handed over (`Decoder(SAMPLERS[name])`): any may be held.
                        self.constructed_with_alternatives[(class_node, parameter)] = (*others, (level, dotted))
                    if slot in given:
                        # Several constructions (one per ladder of a table) each add what theirs was given.
                        by_class = self.constructed_with_nested.setdefault((class_node, parameter), {})
                        known = by_class.get((level, dotted), ())
                        by_class[(level, dotted)] = (*known, *(item for item in given[slot] if item not in known))
            star = init.params.star_arg
            star_keywords = init.params.star_kwarg
            collected = {class_name for slot, class_name in arguments
                         if not slot.isdigit() and slot not in info.all_params}
            if type(star_keywords) is cst.Param and len(collected) == 1:
                made = self._index.classes_by_scope.get(self.module, {}).get(next(iter(collected)))
                if made is not None:
                    self.constructed_with_keywords.setdefault((class_node, star_keywords.name.value), made)
            for slot, class_name in arguments:
                listed = class_name.endswith(ELEMENTS_MARK)
                made = self._index.classes_by_scope.get(self.module, {}).get(
                    class_name[:-len(ELEMENTS_MARK)] if listed else class_name)
                if made is None:
                    continue
                if listed:
                    # `SeriesLine([Pipe(120.0, 0.15), Pipe(80.0, 0.1)])` in another file: a container of them.
                    index = int(slot) + 1 if slot.isdigit() else None  # after `self`
                    parameter = info.positional[index] if index is not None and index < len(info.positional) else \
                        slot if index is None and slot in info.all_params else None
                    if parameter is not None:
                        self.constructed_with.setdefault((class_node, parameter), (made, True))
                    continue
                if slot.isdigit():
                    index = int(slot) + 1  # after `self`
                    if index < len(info.positional):
                        self.constructed_with.setdefault((class_node, info.positional[index]), (made, False))
                    elif type(star) is cst.Param:
                        self.constructed_with.setdefault((class_node, star.name.value), (made, True))
                elif slot in info.all_params:
                    self.constructed_with.setdefault((class_node, slot), (made, False))

    def _local_element_constructions(self, class_node: cst.ClassDef) -> dict[tuple[str, str], tuple[str, ...]]:
        """What calls of a module-level class in this file give its constructor parameters, of instances of classes of
        this file: (kind, parameter) -> the classes, by name, over every such call. Kinds: "items", a list or tuple
        display (`Sequential([Dense(4, 16), Dropout(0.1)])`, or a name the calling scope binds only to one) or
        the instances `*layers` collects; "values", a dict display (`Heads({"mean": Linear(), "scale": Softplus()})`)
        or the keywords `**heads` collects; "one of", a value looked up in a module-level registry of instances
        (`Decoder(PICKERS[name])` with `PICKERS = {"greedy": Greedy(), "noisy": Noisy()}`), any of which a key
        known only at run time may pick. A call passing a parameter anything else adds nothing: the objects it gives
        are not known to be of any class."""
        known = self._local_element_known.get(class_node)  # type: ignore[attr-defined]
        if known is not None:
            return known
        known = self._local_element_known[class_node] = {}  # type: ignore[attr-defined]
        name = class_node.name.value
        init = next(iter(self.constructor_of(class_node)), None)
        text = self.locator.text  # type: ignore[attr-defined]
        if init is None or self._index.classes.get(name) is not class_node or f"{name}(" not in text:
            return known
        tree = self.text_tree()  # type: ignore[attr-defined]
        if tree is None:
            return known
        classes = self._index.classes

        def instances_of(items: list) -> list[str]:
            made = [_local_instance_class(item, {}) for item in items]
            return made if made and all(one in classes for one in made) else []  # type: ignore[misc]

        registries = {statement.targets[0].id: statement.value for statement in tree.body
                      if isinstance(statement, ast.Assign) and len(statement.targets) == 1 and
                      isinstance(statement.targets[0], ast.Name) and
                      isinstance(statement.value, (ast.Dict, ast.List, ast.Tuple))}
        positional = self.functions[init].positional[1:]  # type: ignore[attr-defined]
        star, star_keywords = init.params.star_arg, init.params.star_kwarg
        found: dict[tuple[str, str], dict[str, None]] = {}
        for node, scope in plain_name_calls(tree, text).calls(name):
            if any(isinstance(arg, ast.Starred) for arg in node.args):
                continue
            named = [*zip(positional, node.args), *((k.arg, k.value) for k in node.keywords if k.arg is not None)]
            for parameter, value in named:
                if isinstance(value, ast.Name) and scope is not None:
                    value = only_binding(scope, value.id) or value
                table = value.value if isinstance(value, ast.Subscript) else value.func.value if \
                    isinstance(value, ast.Call) and isinstance(value.func, ast.Attribute) and \
                    value.func.attr == "get" else None
                registry = registries.get(table.id) if isinstance(table, ast.Name) and \
                    table.id not in self._index.defs_by_scope[self.module] else None
                if isinstance(value, (ast.List, ast.Tuple)):
                    kind, items = "items", value.elts
                elif isinstance(value, ast.Dict):
                    kind, items = "values", [item for item in value.values if item is not None]
                elif registry is not None:
                    items = registry.values if isinstance(registry, ast.Dict) else registry.elts
                    kind, items = "one of", [item for item in items if item is not None]
                else:
                    continue
                made = instances_of(items)
                if made:
                    found.setdefault((kind, parameter), {}).update(dict.fromkeys(made))
            if type(star) is cst.Param and len(node.args) > len(positional):
                made = instances_of(node.args[len(positional):])
                if made:
                    found.setdefault(("items", star.name.value), {}).update(dict.fromkeys(made))
            collected = [k.value for k in node.keywords if k.arg is not None and k.arg not in positional]
            if type(star_keywords) is cst.Param and collected:
                made = instances_of(collected)
                if made:
                    found.setdefault(("values", star_keywords.name.value), {}).update(dict.fromkeys(made))
        known.update((key, tuple(made)) for key, made in found.items())
        return known

    def _held_local_classes(self, instance: cst.BaseExpression, caller: TracedFunction, kind: str
                            ) -> tuple[str, ...]:
        """For `self.picker` (kind "one of"), `self.layers` ("items") or `self.heads` ("values") holding what the
        constructor was given: the classes of this file `_local_element_constructions` says it holds."""
        stored = self._stored_parameter(instance, caller)
        return self._local_element_constructions(stored[0]).get((kind, stored[1]), ()) if stored else ()

    def _call_methods(self, caller: TracedFunction, func: cst.BaseExpression, call: cst.Call,
                      positional: list[Value], keywords: dict[str, Value], starred: bool) -> None:
        """`model(x)`, `model.encode(x)`, `Block(...)(x)`, linen's `model.apply(variables, x, method=...)`."""
        methods: list[cst.FunctionDef] = []
        class_node: Optional[cst.ClassDef] = None
        arguments = positional
        constructed = self._constructed_class(func, caller)
        if constructed is not None:
            self.store_generated_fields(constructed, positional, keywords, starred)
            # `Potential(params["m"], ...)` in traced code: its `__init__` runs there, on those arguments.
            for method in self.constructor_of(constructed):
                params = call_params(self.functions[method], 1, positional, keywords, starred,
                                     modules=self.array_modules)
                self._add_traced(method, f"constructor of `{constructed.name.value}` called in traced "
                                         f"`{caller.info.name}`", params, set(), root=False, via=caller.node)
                self._note_self(self.traced[method], True)
                if not starred:
                    # `GaussianProcess(term, t)` with `term = SHOTerm(...)`: `kernel.value(tau)` in `__init__` is
                    # that class's method, as for a function's parameter.
                    self._pass_instances(caller, call, self.traced[method], 1)
            return
        if isinstance(func, cst.Attribute):
            class_node = self._class_of(func.value, caller)
            if class_node is None:
                self._external_method_call(func.value, func.attr.value, caller, positional, keywords, starred)
                return
            name = func.attr.value
            if name == "apply" and self._module_kind(class_node) == "linen":
                name = self._applied_method(call) or "__call__"
                arguments = positional[1:]  # the variables come first
            methods = self._method(class_node, name)
            if not methods:
                self._stored_callables(class_node, name, caller, arguments, keywords, starred)
        else:
            class_node = self._class_of(func, caller)
            if class_node is None:
                self._external_method_call(func, "__call__", caller, positional, keywords, starred)
                return
            methods = self._method(class_node, "__call__")
        kind = self._module_kind(class_node)
        if not methods:
            return
        for method in methods:
            info = self.functions[method]
            params = call_params(info, 1, arguments, keywords, starred, modules=self.array_modules)
            if kind == "pytree" and info.positional:
                # The module is a pytree argument: array fields are traced, the rest (static=True, Python
                # values under filter_jit) stays static.
                params[info.positional[0]] = Value(traced=True, source=info.positional[0], filtered=True,
                                                   opaque=True)
            self._add_traced(method, f"called on a `{class_node.name.value}` instance in traced "
                                     f"`{caller.info.name}`", params, set(), root=False, via=caller.node)
            receiver = func.value if isinstance(func, cst.Attribute) else func
            self._note_self(self.traced[method], self._fresh_receiver(receiver, caller))
            if not starred and arguments is positional:
                self._pass_instances(caller, call, self.traced[method], 1)
        if kind == "linen":
            for setup in self._method(class_node, "setup"):
                self._add_traced(setup, f"run by `{class_node.name.value}.apply` in traced `{caller.info.name}`",
                                 {}, set(), root=False)
                self.traced[setup].self_managed = True

    def store_generated_fields(self, class_node: cst.ClassDef, positional: list[Value], keywords: dict[str, Value],
                               starred: bool) -> None:
        """`TrainState(step, loss)` of a class without its own `__init__` (a NamedTuple, a dataclass): the
        generated constructor stores the arguments in the annotated fields, in order, for its methods to read."""
        if self._method(class_node, "__init__") or starred:
            return
        fields = [statement.body[0].target.value for statement in class_node.body.body
                  if isinstance(statement, cst.SimpleStatementLine) and len(statement.body) == 1
                  and isinstance(statement.body[0], cst.AnnAssign) and isinstance(statement.body[0].target, cst.Name)]
        values = dict(zip(fields, positional))
        values.update((name, value) for name, value in keywords.items() if name in fields)
        for name, value in values.items():
            key = (class_node, name)
            self.attribute_values[key] = merge(self.attribute_values.get(key), value)

    def on_protocol(self, caller: TracedFunction, method: str, receiver: cst.BaseExpression,
                    arguments: Optional[list[Value]]) -> None:
        """A method Python calls implicitly on an object in traced code: `obj[i]` (`__getitem__`), `obj.attr`
        when `attr` is a property (`arguments` None), `print(obj)` / f-strings (`__str__`, else `__repr__`)."""
        if type(receiver) is not cst.Name and not (type(receiver) is cst.Call and type(receiver.func) is cst.Name) \
                and not _is_self_attribute(receiver):
            return
        class_node = self._class_of(receiver, caller)
        if class_node is None:
            if arguments is None and type(receiver) is not cst.Call:
                self._external_property(receiver, method, caller)
            if arguments is not None and method in _PROTOCOL_METHODS:
                # An instance of a class of another project file: its module says whether it defines the method.
                if type(receiver) is not cst.Call:
                    self._external_method_call(receiver, method, caller, arguments, {}, False, implicit=True)
                elif dotted_name(receiver.func) is not None:  # `str(Sample(value, weight))`: made right here
                    self._record_external(None, arguments, {}, False, dotted=f"{dotted_name(receiver.func)}.{method}",
                                          fresh=True)
            return
        if arguments is None:
            methods = [d for d in self._method(class_node, method) if _is_property(d, self.imports)]
            arguments = []
        else:
            methods = self._method(class_node, method)
            if not methods and method in _DEFAULTS_TO:
                # `__str__` defaults to `__repr__`, `__ne__` to the negation of `__eq__`.
                methods = self._method(class_node, _DEFAULTS_TO[method])
        for node in methods:
            params = call_params(self.functions[node], 1, arguments, {}, False)
            self._add_traced(node, f"called implicitly on a `{class_node.name.value}` instance in traced "
                                   f"`{caller.info.name}`", params, set(), root=False, via=caller.node)
            self._note_self(self.traced[node], self._fresh_receiver(receiver, caller))

    def _stored_callables(self, class_node: cst.ClassDef, name: str, caller: TracedFunction,
                          positional: list[Value], keywords: dict[str, Value], starred: bool) -> None:
        """`self.schedule(step)` where the class stores a function there (`self.schedule = make_schedule(lr)`, a
        module function, a lambda): the stored function runs under tracing, on these arguments."""
        reason = f"stored on `self.{name}` and called in traced `{caller.info.name}`"
        # `self.loss_fn = loss_fn` with `loss_fn` a constructor parameter: whatever callers pass, not the module's
        # function of that name.
        parameters = {parameter for methods in self._index.defs_by_scope.get(class_node, {}).values()
                      for method in methods for parameter in self.functions[method].all_params}
        for value in self.self_assigned_values(class_node, name):
            # `self.score_filter = score_filter or ScoreFilter()`: the class made stands for what callers pass too.
            value = defaulted_instance(value) or value
            if type(value) is cst.Name and value.value in parameters:
                self._call_given_instance(class_node, name, caller, positional, keywords, starred)
                continue
            if type(value) is cst.Call and type(value.func) is cst.Name and value.func.value in parameters:
                continue
            targets: list[tuple[cst.CSTNode, int]] = []
            instance = False
            if type(value) is cst.Call and type(value.func) is cst.Name and value.func.value in self._index.classes:
                # `self.attention = BlockLocalAttention(...)`: calling the instance runs its `__call__`.
                targets = [(method, 1) for method in self._method(self._index.classes[value.func.value], "__call__")]
                instance = True
            elif type(value) is cst.Call and type(value.func) is cst.Name:
                factories = self._lookup_defs(value.func.value, self.module)
                targets = [(product, 0) for factory in factories for product in returned_local_defs(self, factory)]
                if not factories:  # a factory imported from another file: its products (a class: its instances)
                    self._record_external(value.func, positional, keywords, starred, product=True,
                                          arguments=self._constructor_argument_classes(value))
            elif type(value) is cst.Lambda or type(value) is cst.Name:
                targets = [(node, offset) for node, offset, _, _ in self._resolve_targets(value, self.module)]
                if not targets and type(value) is cst.Name and value.value not in self._index.classes:
                    self._record_external(value, positional, keywords, starred)
            for target, offset in targets:
                params = call_params(self.functions[target], offset, positional, keywords, starred,
                                     modules=self.array_modules)
                self._add_traced(target, reason, params, set(), root=False, via=caller.node)
                if instance:
                    receiver = cst.Attribute(value=cst.Name("self"), attr=cst.Name(name))
                    self._note_self(self.traced[target], self._fresh_receiver(receiver, caller))

    def _call_given_instance(self, class_node: cst.ClassDef, name: str, caller: TracedFunction,
                             positional: list[Value], keywords: dict[str, Value], starred: bool) -> None:
        """`self.schedule(step)` with `self.schedule = schedule` a constructor parameter, where the object was made
        with an instance of a project class (`Trainer(params, LinearWarmup(...))`, here or in another file, as
        `self.schedule.value(step)` finds it): calling the instance runs that class's `__call__`."""
        receiver = cst.Attribute(value=cst.Name("self"), attr=cst.Name(name))
        held = self._constructed_class_of(class_node, receiver, elements=False)
        if held is None:
            if self._imported_constructed_class(receiver, caller) is not None or \
                    self._held_local_classes(receiver, caller, "one of"):
                self._external_method_call(receiver, "__call__", caller, positional, keywords, starred)
            for level, dotted in self._stored_products(class_node, name):
                # `self.learning_rate(count)` holding what `warmup_step_decay(...)` returned, in another file.
                self._record_external(None, positional, keywords, starred, dotted=dotted[:-len(PRODUCT_MARK)],
                                      origin=level, product=True)
            for level, dotted in self._stored_products(class_node, name, self.constructed_with_bound_methods):
                # `self.on_step(step, loss)` holding the `writer.log` another file made the object with.
                self._record_external(None, positional, keywords, starred, dotted=dotted[:-len(BOUND_METHOD_MARK)],
                                      origin=level)
            return
        for method in self._method(held, "__call__"):
            params = call_params(self.functions[method], 1, positional, keywords, starred, modules=self.array_modules)
            self._add_traced(method, f"called on the `{held.name.value}` instance stored on `self.{name}` in traced "
                                     f"`{caller.info.name}`", params, set(), root=False, via=caller.node)
            self._note_self(self.traced[method], self._fresh_receiver(receiver, caller))

    def _stored_products(self, class_node: cst.ClassDef, name: str,
                         table: Optional[dict[tuple[cst.ClassDef, str], tuple[tuple[int, str], ...]]] = None
                         ) -> tuple[tuple[int, str], ...]:
        """For `self.<name>` holding the constructor parameter another file made the object with a project factory's
        product for (`MomentumSGD(warmup_step_decay(0.05, 5, 10))`): each factory, (level, dotted name +
        PRODUCT_MARK) as this module would import it; with `table`, what that table keeps for the parameter (the
        bound methods given it)."""
        values = self.self_assigned_values(class_node, name)  # type: ignore[attr-defined]
        if len(values) != 1 or type(values[0]) is not cst.Name:
            return ()
        return (self.constructed_with_products if table is None else table).get((class_node, values[0].value), ())

    def _external_property(self, receiver: cst.BaseExpression, attribute: str, caller: TracedFunction) -> None:
        """`BASIS.num_modes` in traced code, `BASIS` an instance of a class of another project file that defines
        `num_modes` as a property: its getter runs under tracing."""
        class_expression = self._instance_class_expression(receiver, caller)
        dotted = dotted_name(class_expression) if class_expression is not None else None
        if dotted is not None and self._imported_class_defines(dotted, attribute, getter=True):
            self._record_external(None, [], {}, False, dotted=f"{dotted}.{attribute}", getter=True,
                                  fresh=type(receiver) is cst.Name and receiver.value in caller.instance_classes)
        elif dotted is None and self._imported_method is not None:
            # `self.config.n_steps` with `self.config = config`, the object made as `Model(EntryConfig())` in another
            # file: the property of that class (of a third file, which this one need not import) runs here.
            imported = self._imported_constructed_class(receiver, caller)
            if imported is not None and self._imported_method(*imported, attribute, True):
                self._record_external(None, [], {}, False, dotted=f"{imported[1]}.{attribute}", origin=imported[0],
                                      getter=True)

    def _fresh_receiver(self, receiver: cst.BaseExpression, caller: TracedFunction) -> bool:
        """Was the object a method runs on made inside the same trace: an object `fresh_receiver` knows, or an
        attribute of a fresh `self` that the class builds itself."""
        return fresh_receiver(receiver, caller) or self._made_by_fresh_self(receiver, caller)

    def _made_by_fresh_self(self, receiver: cst.BaseExpression, caller: TracedFunction) -> bool:
        """`self.reset()` or `self.ball.move()` in a method of an object made in this trace, when `self.ball` holds
        an object the class builds itself (`self.ball = Particle(...)`): the receiver is as new as the caller's.
        Also `self.table(x)` in any method of a flax.linen module whose `setup` builds `self.table`
        (`_rebuilt_per_apply`)."""
        if self._rebuilt_per_apply(receiver, caller):
            return True
        if caller.root or caller.info.class_node is None or not (
                caller.fresh_self or caller.info.name in CONSTRUCTORS):
            return False
        if type(receiver) is cst.Name:
            return receiver.value == "self"
        if type(receiver) is not cst.Attribute or type(receiver.value) is not cst.Name or \
                receiver.value.value != "self":
            return False
        class_node, name = caller.info.class_node, receiver.attr.value
        # A declared field (`ball: Particle`) holds whatever the caller passed; a built one is the object's own.
        declared = any(type(small) is cst.AnnAssign and type(small.target) is cst.Name and small.target.value == name
                       for statement in class_node.body.body if type(statement) is cst.SimpleStatementLine
                       for small in statement.body)
        return not declared and (class_node, name) in self._index.attribute_types

    def _rebuilt_per_apply(self, receiver: cst.BaseExpression, caller: TracedFunction) -> bool:
        """`self.table` in a method of a flax.linen module, an object of a class of this module that the module
        builds itself (in `setup`, the only place linen lets it assign one): linen runs `setup` again on the clone
        each `apply` or `init` binds, so every trace gets a new object and what its methods store on it stays in
        that trace. Not a class the package exports: a user may build one once and call it in two traces."""
        class_node = caller.info.class_node
        if class_node is None or not _is_self_attribute(receiver) or self._module_kind(class_node) != "linen":
            return False
        name = receiver.attr.value  # type: ignore[attr-defined]
        declared = any(type(small) is cst.AnnAssign and type(small.target) is cst.Name and small.target.value == name
                       for statement in class_node.body.body if type(statement) is cst.SimpleStatementLine
                       for small in statement.body)
        built = self._local_class(self._index.attribute_types.get((class_node, name)))
        return not declared and built is not None and self._module_kind(built) is None and \
            not self.exported_by_package(built.name.value)

    @staticmethod
    def _note_self(traced: TracedFunction, fresh: bool) -> None:
        traced.fresh_self = fresh if traced.fresh_self is None else traced.fresh_self and fresh

    def _constructed_class(self, func: cst.BaseExpression, caller: TracedFunction) -> Optional[cst.ClassDef]:
        """The class of this module that a call `func(...)` in `caller` instantiates (`Grid(r_max, 0.5)`)."""
        if type(func) is not cst.Name or func.value in caller.local_names or func.value in caller.params:
            return None
        if self._lookup_defs(func.value, caller.node) or func.value in self._index.module_instances:
            return None
        return self._index.classes_by_scope.get(self.module, {}).get(func.value)

    def _instance_class_expression(self, expression: cst.BaseExpression, caller: Optional[TracedFunction]
                                   ) -> Optional[cst.BaseExpression]:
        """What names the class of the instance `expression` when it is no class of this module: a parameter's
        annotation, the class called to make a module-level instance (`model = Waveform(...)`), or for `self.attr`
        the class a method stores there (`self.reporter = Reporter(...)`) or the attribute's declared class."""
        if _is_self_attribute(expression):
            # A closure of a method sees its `self` (`self.scheduler.step(...)` in a `lax.scan` body).
            class_node = self._self_class(caller) if caller is not None else None
            stored = self._index.attribute_types.get((class_node, expression.attr.value)) if class_node else None
            return stored if isinstance(stored, (cst.Name, cst.Attribute)) else None
        if type(expression) is cst.Call and caller is not None:
            # `Tracer(...).traced_grid(x)`, `tracer_from(params).traced_grid(x)`: the class called, or the one
            # every return of the called function of this module constructs.
            made = self._returned_class(expression.func, caller) or expression.func
            return made if isinstance(made, (cst.Name, cst.Attribute)) else None
        if type(expression) is cst.Subscript and caller is not None:
            return self._indexed_element(expression, caller)
        if type(expression) is not cst.Name:
            return None
        if caller is not None:
            held = caller.element_classes.get(expression.value)
            if held is not None:
                return held
            annotation = caller.info.annotations.get(expression.value)
            if annotation is not None:
                return annotation if isinstance(annotation, (cst.Name, cst.Attribute)) else None
            if expression.value in caller.local_names:
                made = caller.instance_classes.get(expression.value)
                default = _default_of(caller.info.node, expression.value) if made is None else None
                if type(default) is cst.Call and isinstance(default.func, (cst.Name, cst.Attribute)):
                    return default.func  # `def encode(x, encoder=Encoder())`
                return made
            # `predictor = Predictor(...)` in the function that defines the traced closure.
            scope = self._index.scope_parent.get(caller.node)
            while scope is not None and type(scope) is not cst.Module:
                class_name = self._index.instances_by_scope.get(scope, {}).get(expression.value)
                if class_name is not None:
                    return cst.Name(class_name)
                scope = self._index.scope_parent.get(scope)
        return self._index.module_instances.get(expression.value)

    def _returned_class(self, func: cst.BaseExpression, caller: TracedFunction) -> Optional[cst.BaseExpression]:
        """The class that every return of the module's function `func` constructs (`return Tracer(galaxies)`)."""
        if type(func) is not cst.Name:
            return None
        made: Optional[cst.BaseExpression] = None
        for definition in self._lookup_defs(func.value, caller.node):
            if not isinstance(definition, cst.FunctionDef):
                return None
            for value in return_values(definition):
                if type(value) is not cst.Call or not isinstance(value.func, (cst.Name, cst.Attribute)) or (
                        made is not None and dotted_name(made) != dotted_name(value.func)):
                    return None
                made = value.func
        return made

    def _external_method_call(self, instance: cst.BaseExpression, method: str, caller: TracedFunction,
                              positional: list[Value], keywords: dict[str, Value], starred: bool,
                              implicit: bool = False) -> None:
        """`model.strain(x)` or `model(x)` on an instance of a class imported from another module of the project;
        `implicit`: a method Python calls for an operator or a builtin (`FLAT == ground`)."""
        if type(instance) is cst.Name and instance.value in caller.element_class_mixes:
            # `layer(p, x)` for each `layer` of `[Dense(...), Mixing(...)]`: every class's method runs.
            for option in caller.element_class_mixes[instance.value]:
                self._call_method_of(option, method, caller, positional, keywords, starred)
            return
        picked = self._held_local_classes(instance, caller, "one of")
        if picked:
            # `self.picker(logits)` with the object taken from a registry of this file's instances: any may run.
            for option in picked:
                self._call_method_of(cst.Name(option), method, caller, positional, keywords, starred)
            return
        if type(instance) is cst.Name and instance.value in caller.imported_element_classes:
            # `op(key, image)` for each `op` of the `*ops` the object was made with in another file.
            for level, dotted in caller.imported_element_classes[instance.value]:
                self._record_external(None, positional, keywords, starred, dotted=f"{dotted}.{method}", origin=level)
            return
        class_expression = self._instance_class_expression(instance, caller)
        if class_expression is None:
            # `self.noise.realisation(x)` with `self.noise = noise`, and the object made as `LensImage(Noise(...))`
            # in another file: `Noise` is a class of a third file, which this one need not import.
            imported = self._imported_constructed_class(instance, caller)
            if imported is not None:
                # A parameter callers pass objects of several classes for: each class's method may run.
                others = self._passed_parameter_classes(instance.value, caller)[1:] \
                    if type(instance) is cst.Name else self._constructed_alternatives(instance, caller)
                fresh = type(instance) is cst.Name and self._fresh_parameter(instance.value, caller)
                # `optimizer = MomentumSGD(PiecewiseConstantSchedule(...))` handed to `make_train_step(optimizer)`:
                # the method finds the schedule's class on `self.schedule`.
                arguments = self._passed_construction_arguments(instance.value, caller) \
                    if type(instance) is cst.Name and not others else ()
                for level, dotted in (imported, *others):
                    # Called from another file only (`make_rollout(AutoReset(Corridor(...)))`): what its seed says.
                    given = arguments or (self._seeded_construction_arguments(instance.value, caller, (level, dotted))
                                          if type(instance) is cst.Name else
                                          self._stored_construction_arguments(instance, caller, (level, dotted)))
                    self._record_external(None, positional, keywords, starred, dotted=f"{dotted}.{method}",
                                          origin=level, fresh=fresh, arguments=given)
            elif type(instance) is cst.Name and self.field_closures.get(caller.node) == method:
                # `transform.update(updates, inner)` for each `transform` a combinator's closure was made over
                # (`chain(*transforms)`), itself the `update` of such a record: the items are records of the same
                # protocol, so the closure any factory of the module returns in that field may run.
                for factory in self._index.defs_by_scope[self.module].values():
                    for closure in (c for f in factory if type(f) is cst.FunctionDef
                                    for c in record_field_closures(self, f, method) if c is not caller.node):
                        params = call_params(self.functions[closure], 0, positional, keywords, starred,
                                             modules=self.array_modules)
                        self._add_traced(closure, f"the `{method}` of a record of closures called in traced "
                                                  f"`{caller.info.name}`", params, set(), root=False, via=caller.node)
                        self.field_closures[closure] = method
            elif _is_self_attribute(instance) and self._self_class(caller) is not None and method != "__call__":
                # `self.optimizer.update(grads, state)` holding what `muon(lr)` returned in another file, a record
                # of closures (`GradientTransformation(init, update)`): the closure in that field runs.
                for level, dotted in self._stored_products(self._self_class(caller), instance.attr.value):
                    self._record_external(None, positional, keywords, starred, dotted=dotted[:-len(PRODUCT_MARK)],
                                          origin=level, product=True, product_field=method)
            elif implicit and type(instance) is cst.Name and instance.value not in caller.local_names and \
                    instance.value not in caller.info.all_params:
                # A module-level instance imported from another project file (`FLAT_GROUND` in `x == FLAT_GROUND`):
                # that file says what its class is and whether it defines the method.
                self._record_external(None, positional, keywords, starred, dotted=f"{instance.value}.{method}")
            return
        dotted = dotted_name(class_expression)
        if dotted is not None:
            # An object made right there (`Tracer(...).grid(x)`, `tracer_from(p).grid(x)`) is made in this trace.
            fresh = type(instance) is cst.Call or (
                type(instance) is cst.Name and instance.value in caller.instance_classes)
            made: list[cst.BaseExpression] = []
            if _is_self_attribute(instance) and caller.info.class_node is not None:
                made = self.self_assigned_values(caller.info.class_node, instance.attr.value)  # type: ignore
            elif type(instance) is cst.Name:
                construction = self.construction_of(instance.value, caller.node)
                made = [construction] if construction is not None else []
            arguments = self._constructor_argument_classes(made[0]) if len(made) == 1 else ()
            self._record_external(None, positional, keywords, starred, dotted=f"{dotted}.{method}", fresh=fresh,
                                  arguments=arguments)

    def _call_method_of(self, class_expression: cst.BaseExpression, method: str, caller: TracedFunction,
                        positional: list[Value], keywords: dict[str, Value], starred: bool) -> None:
        """`method` called on an instance of the class `class_expression` names (of this module or imported), made
        outside the trace."""
        class_node = self._local_class(class_expression)
        if class_node is None:
            dotted = dotted_name(class_expression)
            if dotted is not None:
                self._record_external(None, positional, keywords, starred, dotted=f"{dotted}.{method}")
            return
        for node in self._method(class_node, method):
            params = call_params(self.functions[node], 1, positional, keywords, starred, modules=self.array_modules)
            self._add_traced(node, f"called on a `{class_node.name.value}` instance in traced `{caller.info.name}`",
                             params, set(), root=False, via=caller.node)
            self._note_self(self.traced[node], False)

    def _hand_bound_method(self, expression: cst.BaseExpression, caller: TracedFunction, handed: list[Value],
                           named: dict[str, Value]) -> None:
        """`rk4_step(system.derivatives, state, force, dt)` in traced code, where the helper calls the parameter the
        method lands on, passing it `handed` and `named` (`derivatives(state, control)`): the bound method runs in
        the trace on those (its other parameters keep their defaults). The object is of a class of this module or
        of another file (the constructor was given one, a caller passed one: `_external_method_call`)."""
        if type(expression) is not cst.Attribute:
            return
        instance, method = expression.value, expression.attr.value
        if type(instance) is not cst.Name and not _is_self_attribute(instance):
            return
        class_node = self._class_of(instance, caller)
        if class_node is None:
            self._external_method_call(instance, method, caller, handed, named, False)
            return
        for node in self._method(class_node, method):
            params = call_params(self.functions[node], 1, handed, named, False, modules=self.array_modules)
            self._add_traced(node, f"handed as a bound method to a helper in traced `{caller.info.name}`", params,
                             set(), root=False, via=caller.node)
            self._note_self(self.traced[node], False)

    def _imported_constructed_class(self, instance: cst.BaseExpression, caller: TracedFunction
                                    ) -> Optional[tuple[int, str]]:
        """For `self.env` holding what the constructor was given, when the object was made with an instance of a
        class of another file there: that class, as (level, dotted name) this module would import it. Also a
        parameter of the constructor itself (`kernel.value(tau)` in `__init__(self, kernel, t)`)."""
        if type(instance) is cst.Name and caller.info.name == "__init__" and caller.info.class_node is not None and \
                instance.value in caller.info.all_params and instance.value not in caller.instance_classes:
            return self.constructed_with_imported.get((caller.info.class_node, instance.value))
        if type(instance) is cst.Name:
            passed = self._passed_parameter_class(instance.value, caller)
            if passed is not None:
                return passed
        if type(instance) is cst.Subscript and len(instance.slice) == 1 and \
                type(instance.slice[0].slice) is cst.Index and _is_self_attribute(instance.value):
            # `self.players[0].choose(board, key)` with `self.players = (player_x, player_o)`: the object the
            # constructor was given for `player_x` (for any element, when they are all of one class).
            class_node = self._self_class(caller)
            names = self._displayed_parameters(class_node, instance.value, instance.slice[0].slice.value) \
                if class_node is not None else None
            classes = {self._given_imported_class(class_node, name) for name in names or ()}  # type: ignore
            return classes.pop() if len(classes) == 1 else None
        if type(instance) is cst.Attribute and _is_self_attribute(instance.value):
            held = self._held_by_stored_object(instance, caller)
            return held[0] if held else None
        if not _is_self_attribute(instance):
            return None
        class_node = self._self_class(caller)
        if class_node is None:
            return None
        values = self.self_assigned_values(class_node, instance.attr.value)  # type: ignore[attr-defined]
        if len(values) != 1 or type(values[0]) is not cst.Name:
            return None
        return self._given_imported_class(class_node, values[0].value)

    def _held_by_stored_object(self, instance: cst.Attribute, caller: TracedFunction
                               ) -> tuple[tuple[int, str], ...]:
        """For `self.book.rule`, with `self.book` holding an object of another file's class made with objects of
        project classes for the constructor parameter that class stores as `self.rule` (`Book(OverdraftFloor())`,
        one class per construction): those classes, as (level, dotted name) this module would import them."""
        owner = self._imported_constructed_class(instance.value, caller)
        if owner is None or self._imported_stored_parameter is None:  # type: ignore[attr-defined]
            return ()
        stored = self._imported_stored_parameter(*owner, instance.attr.value)  # type: ignore[attr-defined]
        if stored is None:
            return ()
        slots = {str(stored[0]), stored[1]} if stored[0] >= 0 else {stored[1]}
        return tuple(dict.fromkeys(
            (level, dotted) for held in (owner, *self._constructed_alternatives(instance.value, caller))
            for slot, level, dotted in self._stored_construction_arguments(instance.value, caller, held)
            if slot in slots and not dotted.endswith(PRODUCT_MARK)))

    def _constructed_alternatives(self, instance: cst.BaseExpression, caller: TracedFunction
                                  ) -> tuple[tuple[int, str], ...]:
        """For `self.sampler` holding what the constructor was given, made in another file from a registry of
        instances of several classes (`Decoder(model, SAMPLERS[strategy])`): the classes besides the one
        `_imported_constructed_class` names, as (level, dotted name) this module would import them."""
        if type(instance) is cst.Attribute and _is_self_attribute(instance.value):
            return self._held_by_stored_object(instance, caller)[1:]   # `self.book.rule`: one class per book
        stored = self._stored_parameter(instance, caller)
        return self.constructed_with_alternatives.get(stored, ()) if stored else ()

    def _stored_parameter(self, instance: cst.BaseExpression, caller: TracedFunction
                          ) -> Optional[tuple[cst.ClassDef, str]]:
        """For `self.sampler` in a method of the caller's class, bound only to a name (`self.sampler = sampler`):
        the class and that name (the constructor's parameter, in a class that stores it so)."""
        class_node = self._self_class(caller) if _is_self_attribute(instance) else None
        if class_node is None:
            return None
        values = self.self_assigned_values(class_node, instance.attr.value)  # type: ignore[attr-defined]
        if len(values) != 1 or type(values[0]) is not cst.Name:
            return None
        return class_node, values[0].value

    def _given_imported_class(self, class_node: cst.ClassDef, parameter: str) -> Optional[tuple[int, str]]:
        """The class of another file whose instance the constructor's `parameter` holds (a seed's construction, or
        every construction in this file), as (level, dotted name) this module would import it."""
        given = self.constructed_with_imported.get((class_node, parameter))
        return given if given is not None else self._constructed_here(class_node).get(parameter)

    def _stored_construction_arguments(self, instance: cst.BaseExpression, caller: TracedFunction,
                                       made: tuple[int, str]) -> tuple[tuple[str, int, str], ...]:
        """For `self.optimizer` holding what the constructor was given, made in another file as
        `Momentum(PiecewiseDecay(...))` (a constructed seed's `nested_arguments`), the held object of class `made`
        (level, dotted name): the objects of project classes that construction was given, (slot, level, dotted
        name) as this module would import their classes."""
        if not _is_self_attribute(instance):
            return ()
        class_node = self._self_class(caller)
        if class_node is None:
            return ()
        values = self.self_assigned_values(class_node, instance.attr.value)  # type: ignore[attr-defined]
        if len(values) != 1 or type(values[0]) is not cst.Name:
            return ()
        return self.constructed_with_nested.get((class_node, values[0].value), {}).get(made, ())

    def note_parameter_class(self, key: tuple[FunctionNode, str], imported: tuple[int, str],
                             fresh: bool = False) -> None:
        """A caller passes parameter `key` an object of the project class `imported` (level, dotted name), made in
        its own trace (`fresh`) or not."""
        self.fresh_parameter_objects[key] = self.fresh_parameter_objects.get(key, True) and fresh
        first = self.parameter_classes.setdefault(key, imported)
        others = self.parameter_class_alternatives.setdefault(key, [])
        if imported != first and imported not in others:
            others.append(imported)

    def _fresh_parameter(self, name: str, caller: TracedFunction) -> bool:
        """Is parameter `name` of `caller` filled by every caller with an object of a project class that the
        caller made inside its own trace?"""
        return name in caller.info.all_params and self.fresh_parameter_objects.get((caller.node, name), False)

    def _passed_parameter_classes(self, name: str, caller: TracedFunction) -> tuple[tuple[int, str], ...]:
        """Every project class callers pass for parameter `name` of `caller` (`_passed_parameter_class` first)."""
        first = self._passed_parameter_class(name, caller)
        if first is None:
            return ()
        scope: Optional[ScopeNode] = caller.node
        while scope is not None and type(scope) is not cst.Module:
            info = self.functions.get(scope) if isinstance(scope, (cst.FunctionDef, cst.Lambda)) else None
            if info is not None and name in info.all_params:
                return (first, *self.parameter_class_alternatives.get((scope, name), ()))
            scope = self._index.scope_parent.get(scope)
        return (first,)

    def _passed_parameter_class(self, name: str, caller: TracedFunction) -> Optional[tuple[int, str]]:
        """The project class another file passes for parameter `name` of `caller`, or of the function whose
        closure `caller` is (`agent.act(...)` in a step defined inside `make_rollout(agent, length)`)."""
        if name in caller.info.all_params:
            return self.parameter_classes.get((caller.node, name)) or self._passed_here(caller.node, name)
        if name in caller.local_names:
            return None
        scope = self._index.scope_parent.get(caller.node)
        while scope is not None and type(scope) is not cst.Module:
            info = self.functions.get(scope) if isinstance(scope, (cst.FunctionDef, cst.Lambda)) else None
            if info is not None and name in info.all_params:
                if info.name == "__init__" and info.class_node is not None and \
                        (info.class_node, name) in self.constructed_with_imported:
                    # `jax.grad(lambda x: -field.potential(x))` in `__init__(self, field, dt)`, the object made
                    # with an instance of another file's class for `field` (record_arguments: `constructed`).
                    return self.constructed_with_imported[(info.class_node, name)]
                return self.parameter_classes.get((scope, name)) or self._passed_here(scope, name)
            scope = self._index.scope_parent.get(scope)
        return None

    def _passed_construction_arguments(self, name: str, caller: TracedFunction) -> tuple[tuple[str, int, str], ...]:
        """For parameter `name` of `caller`, or of the module-level function whose closure `caller` is, that every
        call in this file passes the same kind of construction (`make_train_step(optimizer)` with `optimizer =
        MomentumSGD(PiecewiseConstantSchedule(...))` in an untraced driver, read from the file's text): the
        arguments of that construction that are objects of other project files' classes, as (position or keyword,
        level, dotted name). Empty when the calls disagree or pass anything else."""
        function = self._module_function_with_parameter(name, caller)
        if function is None:
            return ()
        function_name = function.name.value
        tree = self.text_tree() if f"{function_name}(" in self.locator.text else None  # type: ignore[attr-defined]
        if tree is None:
            return ()
        positional = self.functions[function].positional  # type: ignore[index]
        calls = plain_name_calls(tree, self.locator.text)  # type: ignore[attr-defined]
        agreed: Optional[tuple[tuple[str, int, str], ...]] = None
        for node, scope in calls.in_scopes(function_name):
            if any(isinstance(arg, ast.Starred) for arg in node.args) or any(k.arg is None for k in node.keywords):
                return ()
            value = dict([*zip(positional, node.args), *((k.arg, k.value) for k in node.keywords)]).get(name)
            if isinstance(value, ast.Name):
                value = only_binding(scope, value.id)
            if not isinstance(value, ast.Call) or any(isinstance(arg, ast.Starred) for arg in value.args):
                return ()
            instances = calls.instances(scope)
            found = []
            for slot, argument in [*((str(i), a) for i, a in enumerate(value.args)),
                                   *((k.arg, k.value) for k in value.keywords if k.arg is not None)]:
                made = self._imported_instance(argument, instances)
                if made is not None:
                    found.append((slot, *made))
            if agreed is not None and tuple(found) != agreed:
                return ()
            agreed = tuple(found)
        return agreed or ()

    def _module_function_with_parameter(self, name: str, caller: TracedFunction) -> Optional[cst.FunctionDef]:
        """The module-level function whose parameter `name` is: `caller`'s own, or that of a function `caller` is
        a closure of (the name bound by none of the functions between)."""
        function: Optional[cst.CSTNode] = caller.node
        while function is not None and not (isinstance(function, cst.FunctionDef) and
                                            name in self.functions[function].all_params):
            if function is caller.node and name in caller.local_names:
                return None
            function = self._index.scope_parent.get(function)
        if function is None or self.functions[function].scope is not self.module:  # type: ignore[index]
            return None
        return function  # type: ignore[return-value]

    def _seeded_construction_arguments(self, name: str, caller: TracedFunction, made: tuple[int, str]
                                       ) -> tuple[tuple[str, int, str], ...]:
        """For parameter `name` of a module-level function that another file calls with an instance of class
        `made` built from objects of project classes (`make_simulation(ClosingWhenFull(ServiceDesk()), ...)`:
        Seed.parameter_arguments), those objects, as (slot, level, dotted name)."""
        function = self._module_function_with_parameter(name, caller)
        return self.parameter_construction_arguments.get((function, name), {}).get(made, ()) \
            if function is not None else ()

    def _passed_here(self, function: FunctionNode, parameter: str) -> Optional[tuple[int, str]]:
        """The class of another project file whose instance every call of module-level `function` in this file
        passes for `parameter`, made right there or bound to one in the calling function (`basis =
        ChebyshevBasis(...)` then `step(basis, ...)` in an untraced driver, which the planner drops: read from the
        file's text), as (level, dotted name) this module imports it; None when a call passes anything else."""
        if type(function) is not cst.FunctionDef or self.functions[function].scope is not self.module:
            return None
        name = function.name.value
        known = self._passings.get(name)
        if known is None:
            known = self._passings[name] = self._instances_passed_to(name, self.functions[function].positional)
        return known.get(parameter)

    def _instances_passed_to(self, name: str, positional: list[str]) -> dict[str, tuple[int, str]]:
        tree = self.text_tree() if f"{name}(" in self.locator.text else None  # type: ignore[attr-defined]
        if tree is None:
            return {}
        sites: list[dict[str, Optional[tuple[int, str]]]] = []
        calls = plain_name_calls(tree, self.locator.text)  # type: ignore[attr-defined]
        for node, scope in calls.in_scopes(name):
            instances = calls.instances(scope)
            if any(k.arg is None for k in node.keywords):
                return {}
            # `validate(coeffs, stopper, *val)`: the arguments before the first `*` land where they are written.
            leading = list(itertools.takewhile(lambda arg: not isinstance(arg, ast.Starred), node.args))
            sites.append({parameter: self._imported_instance(value, instances) or
                          self._forwarded_parameter_class(value, scope) for parameter, value in [
                              *zip(positional, leading), *((k.arg, k.value) for k in node.keywords)]})
        known = {}
        for parameter, made in (sites[0].items() if sites else ()):
            if made is not None and all(site.get(parameter) == made for site in sites[1:]):
                known[parameter] = made
        return known

    def passed_local_class(self, function: FunctionNode, parameter: str) -> Optional[cst.ClassDef]:
        """The module-level class of this file whose instance every call of module-level `function` in this file
        passes for `parameter`, made right there or bound to one by the calling scope (`fit(Objective(grid), x)`,
        read from the file's text as `_passed_here` reads another file's class); None when a call passes anything
        else, or nothing calls it here."""
        if type(function) is not cst.FunctionDef or self.functions[function].scope is not self.module:
            return None
        name = function.name.value
        tree = self.text_tree() if f"{name}(" in self.locator.text else None  # type: ignore[attr-defined]
        if tree is None:
            return None
        positional = self.functions[function].positional
        classes = self._index.classes_by_scope.get(self.module, {})
        found: set[str] = set()
        calls = plain_name_calls(tree, self.locator.text)  # type: ignore[attr-defined]
        for node, scope in calls.in_scopes(name):
            if any(isinstance(arg, ast.Starred) for arg in node.args) or any(k.arg is None for k in node.keywords):
                return None
            value = dict([*zip(positional, node.args), *((k.arg, k.value) for k in node.keywords)]).get(parameter)
            instances = calls.instances(scope)
            if isinstance(value, ast.Name) and value.id in instances:
                found.add(instances[value.id])
            elif isinstance(value, ast.Call) and isinstance(value.func, ast.Name):
                found.add(value.func.id)
            else:
                return None
        made = found.pop() if len(found) == 1 else None
        return classes.get(made) if made is not None else None

    def _forwarded_parameter_class(self, value: ast.expr, scope: ast.AST) -> Optional[tuple[int, str]]:
        """A module-level function handing its own parameter on (`loss = make_loss(model)` in
        `make_train_step(model, lr)`): the project class its callers pass for that parameter, from another file
        (a seed's) or from this file's calls of it."""
        if not isinstance(value, ast.Name) or not isinstance(scope, (ast.FunctionDef, ast.AsyncFunctionDef)) or \
                value.id not in {argument.arg for argument in (*scope.args.posonlyargs, *scope.args.args,
                                                               *scope.args.kwonlyargs)}:
            return None
        for function in self._index.defs_by_scope.get(self.module, {}).get(scope.name, []):
            if type(function) is not cst.FunctionDef or (function, value.id) in self._forwarding:
                continue
            self._forwarding.add((function, value.id))
            try:
                passed = self.parameter_classes.get((function, value.id)) or self._passed_here(function, value.id)
            finally:
                self._forwarding.discard((function, value.id))
            if passed is not None:
                return passed
        return None

    def _imported_instance(self, value: ast.expr, instances: dict[str, str]) -> Optional[tuple[int, str]]:
        """`Basis(3)`, or a name its scope binds only to such a call, with `Basis` imported from another project
        file: (level, dotted name)."""
        if isinstance(value, ast.Name) and value.id in instances:
            value = ast.Call(func=ast.Name(id=instances[value.id]), args=[], keywords=[])
        return self._imported_class_called(value)

    def _constructed_here(self, class_node: cst.ClassDef) -> dict[str, tuple[int, str]]:
        """Constructor parameters of a module-level class that every call of the class in this file passes an
        instance of the same imported class, made right there (`Runner(Reinforce(num_arms=4), log)`) or bound to one
        by the calling scope (`model = VAE()`, then `Trainer(model)`): parameter -> (level, dotted class name) as this
        module imports it."""
        known = self._constructions.get(class_node)
        if known is None:
            known = self._constructions[class_node] = self._agreed_constructor_arguments(  # type: ignore[assignment]
                class_node, lambda value, scope, calls: self._imported_instance(
                    value, calls.instances(scope) if scope is not None else {}))
        return known  # type: ignore[return-value]

    def _imported_class_called(self, value: ast.expr) -> Optional[tuple[int, str]]:
        """`Reinforce(num_arms=4)` with `Reinforce` imported from another project file: (level, dotted name)."""
        if not isinstance(value, ast.Call) or not isinstance(value.func, ast.Name):
            return None
        called = value.func.id
        if called in self.imports.relative:
            return self.imports.relative[called]
        target = self.imports.aliases.get(called)
        return (0, target) if target is not None and not target.startswith(MODELLED_LIBRARIES) else None

    def _self_class(self, caller: TracedFunction) -> Optional[cst.ClassDef]:
        """The class whose `self` the caller sees: its own for a method, the enclosing method's for a closure
        defined in one (`def body(s, _): return self.env.step(s, a)` handed to `lax.scan`)."""
        scope: Optional[cst.CSTNode] = caller.node
        while scope is not None and not isinstance(scope, (cst.Module, cst.ClassDef)):
            info = self.functions.get(scope)  # type: ignore[arg-type]
            if info is not None and info.class_node is not None:
                return info.class_node if info.positional[:1] == ["self"] else None
            if info is not None and "self" in info.all_params:
                return None
            scope = self._index.scope_parent.get(scope)
        return None

    @planner_trigger("_take_references")
    def construction_of(self, name: str, scope: Optional[cst.CSTNode]) -> Optional[cst.Call]:
        """The one call that binds `name` in the nearest function or module around `scope` that binds it
        (`env = Wrapper(Env(), repeat=2)`), when that is a plain statement of that body; None otherwise."""
        while scope is not None and not isinstance(scope, (cst.FunctionDef, cst.Module)):
            scope = self._index.scope_parent.get(scope)
        while scope is not None:
            body = scope.body if type(scope) is cst.Module else getattr(scope.body, "body", ())
            found: list[cst.BaseExpression] = [
                small.value for statement in body if type(statement) is cst.SimpleStatementLine
                for small in statement.body if type(small) is cst.Assign and any(
                    type(target.target) is cst.Name and target.target.value == name for target in small.targets)]
            if found:
                return found[0] if len(found) == 1 and type(found[0]) is cst.Call else None
            if type(scope) is cst.Module or name in self.functions[scope].all_params:  # type: ignore[index]
                return None
            scope = self._index.scope_parent.get(scope)
            while scope is not None and not isinstance(scope, (cst.FunctionDef, cst.Module)):
                scope = self._index.scope_parent.get(scope)
        return None

    @staticmethod
    def _applied_method(call: cst.Call) -> Optional[str]:
        method = call_keywords(call).get("method")
        if isinstance(method, cst.Attribute):
            return method.attr.value
        if isinstance(method, cst.SimpleString) and isinstance(method.evaluated_value, str):
            return method.evaluated_value
        return None


def _constructed_elements(value: cst.BaseExpression) -> list[Optional[cst.BaseExpression]]:
    """The classes a returned list constructs its elements with (`[Rx(p) for p in params]`, `[A(1), A(2)]`, joined
    with `+`); None among them for an element or part that is neither a construction nor a plain name."""
    if type(value) is cst.BinaryOperation and type(value.operator) is cst.Add:
        return _constructed_elements(value.left) + _constructed_elements(value.right)
    if type(value) is cst.ListComp:
        elements = [value.elt]
    elif type(value) is cst.List:
        elements = [element.value for element in value.elements]
    else:
        return [None]
    found: list[Optional[cst.BaseExpression]] = []
    for element in elements:
        if type(element) is cst.Call and isinstance(element.func, (cst.Name, cst.Attribute)):
            found.append(element.func)
        elif type(element) is not cst.Name:
            found.append(None)
    return found


def _local_instance_class(value: ast.expr, instances: dict[str, str]) -> Optional[str]:
    """The class name `value` makes an instance of: `GraphRegressor(8)`, or a name its scope binds only to such a
    call."""
    if isinstance(value, ast.Name):
        return instances.get(value.id)
    if isinstance(value, ast.Call) and isinstance(value.func, ast.Name):
        return value.func.id
    return None


def _integer_index(index: cst.BaseExpression) -> Optional[int]:
    """`0`, `-1`: an integer written in place as an index."""
    if type(index) is cst.Integer:
        return int(index.value, 0)
    if type(index) is cst.UnaryOperation and type(index.operator) is cst.Minus and \
            type(index.expression) is cst.Integer:
        return -int(index.expression.value, 0)
    return None


def _is_self_attribute(expression: cst.BaseExpression) -> bool:
    """`self.reporter`: an object a method of the class stored on the instance."""
    return type(expression) is cst.Attribute and type(expression.value) is cst.Name and expression.value.value == "self"


def _default_of(function: cst.CSTNode, name: str) -> Optional[cst.BaseExpression]:
    """The default value expression of parameter `name` of `function`, if it has one."""
    if not isinstance(function, (cst.FunctionDef, cst.Lambda)):
        return None
    parameters = function.params
    for param in (*parameters.posonly_params, *parameters.params, *parameters.kwonly_params):
        if param.name.value == name:
            return param.default
    return None


def _same_elements(iterable: cst.BaseExpression) -> cst.BaseExpression:
    """The container whose elements `iterable` runs over: `LAYERS[:-1]`, `reversed(LAYERS)`, `list(LAYERS)` hold the
    elements of `LAYERS`, and so does `sorted(LAYERS, key=...)` (up to four such wrappings)."""
    for _ in range(4):
        if type(iterable) is cst.Subscript and len(iterable.slice) == 1 and \
                type(iterable.slice[0].slice) is cst.Slice:
            iterable = iterable.value
        elif type(iterable) is cst.Call and type(iterable.func) is cst.Name and iterable.func.value in (
                "reversed", "list", "tuple", "sorted") and iterable.args and iterable.args[0].keyword is None and \
                not iterable.args[0].star and all(argument.keyword is not None and argument.keyword.value in (
                    "key", "reverse") for argument in iterable.args[1:]):
            # `sorted(callbacks, key=lambda c: c.priority)`: the same elements in another order.
            iterable = iterable.args[0].value
        else:
            break
    return iterable
