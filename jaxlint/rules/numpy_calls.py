"""JXL4xx: host numpy and host randomness inside traced code."""

from __future__ import annotations

from typing import Optional

import libcst as cst

from ..analysis.environment_switches import SCIPY_ARRAY_API
from ..analysis.tables import HOST_SCIPY_MODULES
from ..analysis.values import is_static_array_function
from ..analysis.wrappers import call_keywords
from .base import Rule

# numpy functions that hand a non-ndarray argument to the array's own method, so they work on tracers
# (measured with JAX 0.10.2 / numpy 2.4: they return tracers). Everything else converts with np.asarray and
# raises TracerArrayConversionError.
NUMPY_DISPATCHING_TO_METHODS = frozenset({
    "sum", "mean", "std", "var", "max", "min", "amax", "amin", "prod", "argmax", "argmin", "cumsum", "cumprod",
    "reshape", "transpose", "squeeze", "swapaxes", "round", "around", "repeat", "all", "any",
    "searchsorted", "flip", "array_equal", "real", "imag", "split",
    # The rest of the split family slices the argument and calls its `.swapaxes`; `moveaxis` and `rollaxis` call its
    # `.transpose`.
    "vsplit", "hsplit", "dsplit", "array_split", "moveaxis", "rollaxis",
})

# numpy functions that do hand a tracer to its own method, but with an argument jax.numpy rejects: NumPy 2's
# `np.argsort` passes `stable=None`, which traces and then fails when jit lowers the sort (TypeError from the MLIR
# builder; eager calls pass; an explicit `stable=True`/`False` lowers; a `kind=` makes jax.numpy decline, and numpy
# converts: TracerArrayConversionError). Measured with JAX 0.10.2 / numpy 2.4.
NUMPY_FAILING_WHEN_LOWERED = {"argsort": "`stable=None`"}

# SciPy's functions that, with its array-API switch set (`SCIPY_ARRAY_API=1` in the environment before SciPy is
# imported), compute with the namespace of a JAX argument and run under jit on tracers (measured with JAX 0.10.2 /
# SciPy 1.17.1: each raises TracerArrayConversionError on a tracer without the switch and returns a tracer with
# it). Every other function of HOST_SCIPY_MODULES still converts with NumPy and raises (`scipy.linalg.expm`,
# `scipy.signal.lfilter`, `scipy.stats.norm.logpdf`, ...).
SCIPY_ARRAY_API_FUNCTIONS = frozenset({
    # scipy.fft
    "scipy.fft.fft", "scipy.fft.fft2", "scipy.fft.fftn", "scipy.fft.fftshift", "scipy.fft.fhtoffset",
    "scipy.fft.hfft", "scipy.fft.hfft2", "scipy.fft.hfftn", "scipy.fft.ifft", "scipy.fft.ifft2", "scipy.fft.ifftn",
    "scipy.fft.ifftshift", "scipy.fft.ihfft", "scipy.fft.ihfft2", "scipy.fft.ihfftn", "scipy.fft.irfft",
    "scipy.fft.irfft2", "scipy.fft.irfftn", "scipy.fft.rfft", "scipy.fft.rfft2", "scipy.fft.rfftn",
    # scipy.integrate
    "scipy.integrate.cumulative_trapezoid", "scipy.integrate.romb", "scipy.integrate.trapezoid",
    # scipy.linalg
    "scipy.linalg.fiedler",
    # scipy.ndimage
    "scipy.ndimage.map_coordinates",
    # scipy.signal
    "scipy.signal.abcd_normalize", "scipy.signal.convolve", "scipy.signal.convolve2d", "scipy.signal.correlate",
    "scipy.signal.correlate2d", "scipy.signal.csd", "scipy.signal.deconvolve", "scipy.signal.detrend",
    "scipy.signal.fftconvolve", "scipy.signal.freqs", "scipy.signal.freqz", "scipy.signal.gauss_spline",
    "scipy.signal.istft", "scipy.signal.lp2bp_zpk", "scipy.signal.lp2bs_zpk", "scipy.signal.lp2hp_zpk",
    "scipy.signal.lp2lp_zpk", "scipy.signal.oaconvolve", "scipy.signal.welch",
    # scipy.signal.windows
    "scipy.signal.windows.general_cosine",
    # scipy.spatial.distance
    "scipy.spatial.distance.is_valid_y", "scipy.spatial.distance.pdist",
    # scipy.special
    "scipy.special.betainc", "scipy.special.betaincc", "scipy.special.betaln", "scipy.special.boxcox",
    "scipy.special.boxcox1p", "scipy.special.chdtr", "scipy.special.chdtrc", "scipy.special.digamma",
    "scipy.special.entr", "scipy.special.erf", "scipy.special.erfc", "scipy.special.erfcx", "scipy.special.erfinv",
    "scipy.special.exp1", "scipy.special.expi", "scipy.special.expit", "scipy.special.expn", "scipy.special.gamma",
    "scipy.special.gammainc", "scipy.special.gammaincc", "scipy.special.gammaln", "scipy.special.gammasgn",
    "scipy.special.hyp1f1", "scipy.special.i0", "scipy.special.i0e", "scipy.special.i1", "scipy.special.i1e",
    "scipy.special.kl_div", "scipy.special.log_ndtr", "scipy.special.log_softmax", "scipy.special.loggamma",
    "scipy.special.logit", "scipy.special.logsumexp", "scipy.special.multigammaln", "scipy.special.ndtr",
    "scipy.special.ndtri", "scipy.special.poch", "scipy.special.polygamma", "scipy.special.psi",
    "scipy.special.rel_entr", "scipy.special.softmax", "scipy.special.spence", "scipy.special.stdtr",
    "scipy.special.xlog1py", "scipy.special.xlogy", "scipy.special.zeta",
    # scipy.stats
    "scipy.stats.bartlett", "scipy.stats.boxcox_llf", "scipy.stats.chisquare", "scipy.stats.circmean",
    "scipy.stats.circstd", "scipy.stats.circvar", "scipy.stats.combine_pvalues", "scipy.stats.describe",
    "scipy.stats.differential_entropy", "scipy.stats.entropy", "scipy.stats.gmean", "scipy.stats.gstd",
    "scipy.stats.gzscore", "scipy.stats.jarque_bera", "scipy.stats.kstat", "scipy.stats.kstatvar",
    "scipy.stats.kurtosis", "scipy.stats.kurtosistest", "scipy.stats.normaltest", "scipy.stats.pointbiserialr",
    "scipy.stats.power_divergence", "scipy.stats.sem", "scipy.stats.skew", "scipy.stats.skewtest",
    "scipy.stats.tmax", "scipy.stats.tmean", "scipy.stats.tmin", "scipy.stats.trim_mean", "scipy.stats.tsem",
    "scipy.stats.tstd", "scipy.stats.tvar", "scipy.stats.variation", "scipy.stats.weightedtau", "scipy.stats.zmap",
    "scipy.stats.zscore",
})
# The classes whose whole interface follows the switch (their constructors and every method measured).
SCIPY_ARRAY_API_CLASSES = ("scipy.spatial.transform.Rotation.", "scipy.spatial.transform.RigidTransform.")


def _dispatches_with_array_api(qualified: str) -> bool:
    return qualified in SCIPY_ARRAY_API_FUNCTIONS or qualified.startswith(SCIPY_ARRAY_API_CLASSES)


_HOST_RANDOM_MODULES = ("numpy.random.", "random.")
_HOST_FILE_WRITERS = frozenset({"save", "savez", "savez_compressed", "savetxt"})
# Array methods that hand the data to Python: a jax array under tracing cannot give them either, so `jnp.f` is no fix.
_HOST_VALUE_METHODS = frozenset({"tobytes", "tolist", "item", "tofile"})
_HOST_CLOCKS = frozenset({"time.time", "time.time_ns", "time.perf_counter", "time.perf_counter_ns",
                          "time.monotonic", "time.process_time", "datetime.datetime.now", "datetime.datetime.utcnow",
                          "datetime.date.today", "uuid.uuid4", "os.urandom", "secrets.token_bytes"})
# Generators made from a seed: given a Python seed they draw the same numbers on every call, traced or not, so
# baking the draws into the compiled function changes nothing (a fixed random projection, a seeded init).
_SEEDED_HOST_GENERATORS = frozenset({"numpy.random.default_rng", "numpy.random.RandomState", "numpy.random.Generator",
                                     "numpy.random.SeedSequence", "numpy.random.PCG64", "numpy.random.PCG64DXSM",
                                     "numpy.random.Philox", "numpy.random.SFC64", "numpy.random.MT19937",
                                     "random.Random"})

# Saving and restoring the host generator's state (`old = np.random.get_state()` ... `np.random.set_state(old)`, a
# seed context manager) draws no number: nothing random enters the computation.
_HOST_RANDOM_STATE = frozenset({"numpy.random.get_state", "numpy.random.set_state", "random.getstate",
                                "random.setstate"})

# Unique identifiers: made into text (`str(uuid4())`), they name things; only text can come of them.
_IDENTIFIERS = frozenset({"uuid.uuid4", "uuid.uuid1"})


class NumpyOnTracer(Rule):
    code = "JXL401"
    summary = "`np.*` call on a traced value, or a numpy array indexed with one"
    what = ("Flags numpy functions applied to traced arrays, except the ones numpy forwards to the array's own "
            "method (`np.sum`, `np.mean`, `np.reshape`, ...), which work; and a host numpy array (a module-level "
            "`np.array(...)` table, a local one, the arrays of `np.indices(...)`, the arrays of a dict of them an "
            "object keeps on `self`) indexed with a traced value. "
            "Calls through a parameter holding numpy (`def f(x, xnp=np)` called from traced code without "
            "`xnp=jnp`, or given `np` by the call) are numpy calls. A `np.random` draw parameterised by a traced value "
            "(`np.random.poisson(rate)`) converts it too (the draw itself is JXL402's). SciPy's functions "
            "(`scipy.special`, `.signal`, `.stats`, `.linalg`, `.integrate`, `.interpolate`, `.fft`, `.ndimage`, "
            "`.spatial`) convert their array arguments with NumPy: a traced one is flagged the same way, unless the "
            "project sets SciPy's array-API switch (`os.environ[\"SCIPY_ARRAY_API\"] = \"1\"` at the top of its "
            "package's `__init__.py` or of the file) and the function is one of those that then compute with "
            "`jax.numpy` (`Rotation.from_quat`, `special.logsumexp`, `fft.rfft`, ...). "
            "`np.argsort` forwards to the array's method but with `stable=None`, which jit cannot lower: flagged "
            "unless `stable=` is given.")
    why = ("numpy converts its argument, or the index, to a host ndarray; a tracer has no data yet: "
           "TracerArrayConversionError. NumPy 2's `np.argsort` hands the tracer `stable=None`: it traces, then the "
           "jitted function fails to compile with a TypeError.")
    fix_hint = ("use the jax.numpy function of the same name (jnp.sin, jnp.asarray, ...); index `jnp.asarray(table)` "
                "instead of the numpy table")
    valid = (
        """
import numpy as np
import jax, jax.numpy as jnp

@jax.jit
def f(x):
    total = np.sum(x)
    n = np.prod(x.shape)
    eps = np.finfo(np.float32).eps
    return jnp.sin(x).astype(np.float32) / (total * n + eps)
""",
        """
import numpy as np
import jax
import jax.numpy as jnp

OFFSETS = np.array([0.0, 0.5, 1.0])

@jax.jit
def shifted(x):
    first = OFFSETS[0] + OFFSETS[x.shape[0] - 1]
    return x + jnp.asarray(OFFSETS)[jnp.argmax(x)] + first
""",
        """
import numpy as np
import jax

@jax.jit
def ranks(scores):
    return np.argsort(np.argsort(scores, stable=True), stable=True)
""",
    )
    invalid = (
        """
import numpy as np
import jax

@jax.jit
def activation(x):
    return np.tanh(x)  # expect: JXL401
""",
        """
import numpy as np
import jax

@jax.jit
def nearest(distances):
    return np.argsort(distances)[:3]  # expect: JXL401
""",
        """
import numpy as onp
from jax import jit

@jit
def to_host(x):
    return onp.asarray(x) * 2  # expect: JXL401
""",
        """
import numpy as np
import jax
import jax.numpy as jnp

OFFSETS = np.array([0.0, 0.5, 1.0])

@jax.jit
def shifted(x):
    return x + OFFSETS[jnp.argmax(x)]  # expect: JXL401
""",
        """
import jax
import jax.numpy as jnp
from scipy import special

@jax.jit
def log_binomial(n, k):
    return special.gammaln(n + 1) - special.gammaln(k + 1) - jnp.log1p(n - k)  # expect: JXL401
""",
    )

    def __init__(self, context) -> None:
        super().__init__(context)
        # Names enclosing comprehensions bind to elements of a host numpy array, innermost last.
        self._element_names: list[frozenset[str]] = []
        # numpy calls whose result goes straight to a method that needs host data (`np.asarray(x).tobytes()`).
        self._read_on_host: set[int] = set()

    # A comprehension's element expression comes before its `for` clauses in the tree: learn what the clauses bind
    # when entering the comprehension.
    def _enter_comprehension(self, node) -> None:
        names: frozenset[str] = frozenset()
        clause = node.for_in
        while self.trace is not None and clause is not None:
            names |= self.facts.numpy_element_names(self.trace, clause, self._elements() | names)
            clause = clause.inner_for_in
        self._element_names.append(names)

    def _leave_comprehension(self, original_node) -> None:
        self._element_names.pop()

    visit_GeneratorExp = visit_ListComp = visit_SetComp = visit_DictComp = _enter_comprehension
    leave_GeneratorExp = leave_ListComp = leave_SetComp = leave_DictComp = _leave_comprehension

    def _elements(self) -> frozenset[str]:
        return frozenset().union(*self._element_names) if self._element_names else frozenset()

    def visit_Subscript(self, node: cst.Subscript) -> None:
        if self.trace is None or node in self.context.assignment_targets:
            return
        traced = [element.slice.value for element in node.slice
                  if isinstance(element.slice, cst.Index) and self.traced(element.slice.value)]
        if traced and self.facts.is_host_numpy_array(self.trace, node.value, self._elements()):
            self.report(node, f"numpy array `{self.facts.code_for_node(node.value)}` indexed with traced value "
                              f"{self.describe(traced[0])} raises TracerArrayConversionError; index a jax array "
                              f"(`jnp.asarray(...)`) instead")

    def visit_Call(self, node: cst.Call) -> None:
        if self.trace is None:
            return
        if type(node.func) is cst.Attribute and node.func.attr.value in _HOST_VALUE_METHODS:
            self._read_on_host.add(id(node.func.value))
        qualified = self.facts.qualified_name(node.func) or ""
        if qualified.startswith("scipy."):
            self._scipy_call(node, qualified)
            return
        if not qualified.startswith("numpy."):
            return
        function = qualified[len("numpy."):]
        if function.startswith("random."):
            # The draw itself is JXL402's; a traced parameter of it (`np.random.poisson(image * exposure)`) is
            # also converted to a host array first, which raises.
            traced = [arg.value for arg in node.args if self.traced(arg.value) and not self.value(arg.value).captured
                      and not self.value(arg.value).opaque]
            if traced:
                self.report(node, f"`np.{function}` converts traced value {self.describe(traced[0])} to a host "
                                  f"array, raising TracerArrayConversionError; draw with `jax.random` and a key")
            return
        if function in NUMPY_DISPATCHING_TO_METHODS or is_static_array_function(qualified):
            # Shape and dtype queries (`np.iscomplexobj(x)`, `np.ndim(x)`) read a tracer's metadata.
            return
        # A captured concrete jax array converts on the host: only values staged into the trace raise.
        traced = [arg.value for arg in node.args if self.traced(arg.value) and not self.value(arg.value).captured]
        parameter = self.facts.module_parameter(node.func)
        if traced and parameter is not None:
            # The function serves both array modules: its caller chooses, so the fix is at the call.
            self.report(node, f"`{parameter}.{function}` runs numpy (`{parameter}` holds numpy here) on "
                              f"traced value {self.describe(traced[0])}: raises TracerArrayConversionError; pass "
                              f"`{parameter}=jnp` from traced code")
        elif traced and function in _HOST_FILE_WRITERS:
            # jax.numpy's file functions are numpy's own: the value has to leave the trace first.
            writer = self.facts.code_for_node(node.func)
            self.report(node, f"`{writer}` on traced value {self.describe(traced[0])} raises "
                              f"TracerArrayConversionError; return the value from the jitted function and save it "
                              f"outside, or save it in `jax.debug.callback`")
        elif traced and id(node) in self._read_on_host:
            self.report(node, f"`np.{function}` on traced value {self.describe(traced[0])} raises "
                              f"TracerArrayConversionError, and its result is read as host data, which a traced "
                              f"array cannot give either; compute it outside the jitted function")
        elif traced and function in NUMPY_FAILING_WHEN_LOWERED and "kind" not in call_keywords(node):
            if "stable" in call_keywords(node):
                return  # an explicit `stable=` reaches jax.numpy as a bool: the sort lowers
            self.report(node, f"`np.{function}` hands traced value {self.describe(traced[0])} to its own "
                              f"`{function}` with {NUMPY_FAILING_WHEN_LOWERED[function]}, which jax.numpy rejects: "
                              f"the jitted function fails to compile (TypeError); use `jnp.{function}`",
                        fix=f"jnp.{function}", fix_data={"function": function})
        elif traced:
            self.report(node, f"`np.{function}` on traced value {self.describe(traced[0])} raises "
                              f"TracerArrayConversionError; use `jnp.{function}`",
                        fix=f"jnp.{function}", fix_data={"function": function})

    def _scipy_call(self, node: cst.Call, qualified: str) -> None:
        module = next((name for name in HOST_SCIPY_MODULES if qualified.startswith(name)), None)
        if module is None or any(part.startswith("_") for part in qualified.split(".")):
            return  # a private module's names are SciPy's plumbing (`_ivp.ivp.OdeResult`, a dict of results)
        traced = [arg.value for arg in node.args if self.traced(arg.value) and not self.value(arg.value).captured]
        if not traced or self.facts.imported_from_jax(self.facts.code_for_node(node.func).partition(".")[0]):
            # The module imports the name from jax too, on its other back end's branch (`if use_jax:`).
            return
        if _dispatches_with_array_api(qualified) and self.facts.environment_setting(SCIPY_ARRAY_API):
            # The project turns on SciPy's array-API support before SciPy loads: this function computes with
            # `jax.numpy` on a JAX array, a tracer included.
            return
        function = qualified[len(module):]
        counterpart = HOST_SCIPY_MODULES[module]
        fix = (f"use `{counterpart}{function}` if JAX has it, or write it in `jax.numpy`" if counterpart
               else "write it in `jax.numpy`")
        self.report(node, f"`{qualified}` converts traced value {self.describe(traced[0])} with NumPy, raising "
                          f"TracerArrayConversionError; {fix}")


class HostRandomness(Rule):
    code = "JXL402"
    summary = "`np.random`, `random` or the clock in traced code"
    what = ("Flags `np.random.*`, Python's `random.*`, `time.time()` and similar host calls inside traced code; "
            "not a generator seeded with a Python value (`np.random.default_rng(0)`), which draws the same numbers "
            "traced or not, nor saving and restoring the generator's state (`np.random.get_state()`/`set_state`), "
            "which draws nothing, nor a uuid made into text (`str(uuid4())`), a name rather than a number, nor a "
            "value kept only in a private attribute that no code of the file reads (`start = perf_counter()` ... "
            "`self._runtime = perf_counter() - start`): the constant reaches nothing; nor a start time handed "
            "only to a recorder that returns before reading it in the trace (`_record(\"m2m\", started, out)` with "
            "no timing callback set there), nor one handed, through arithmetic, to a callback that reads none of its "
            "arguments there (`stage_callback(name, float(time.perf_counter() - start))` of a recorder another file "
            "passed, whose `if not profiling: return` the trace decides). Nor in code that only "
            "`jax.vmap`s nothing compiles run (`jax.vmap(f)(xs)` in plain code): JAX runs it on every call.")
    why = ("They run once while tracing and their result is baked into the compiled function as a constant: "
           "every call returns the same 'random' number or timestamp.")
    fix_hint = "pass a jax.random key (jax.random.split per call) and use jax.random.*; pass times in as arguments"
    valid = (
        """
import jax

@jax.jit
def dropout(key, x, rate=0.5):
    keep = jax.random.bernoulli(key, 1.0 - rate, x.shape)
    return x * keep
""",
        """
from jax import random
import jax

@jax.jit
def noise(key, x):
    return x + random.normal(key, x.shape)
""",
    )
    invalid = (
        """
import numpy as np
import jax

@jax.jit
def noisy(x):
    return x + np.random.normal(size=x.shape)  # expect: JXL402
""",
        """
import time
import jax

@jax.jit
def stamp(x):
    return x * time.time()  # expect: JXL402
""",
    )

    def __init__(self, context) -> None:
        super().__init__(context)
        # Identifier calls whose result the code turns into text: a name, which no array computation can read.
        self._labels: set[int] = set()
        # The assignments the walk is inside (a lambda's or comprehension's own value is still the statement's).
        self._assignments: list[cst.Assign] = []
        # The calls and the arguments of them the walk is inside, the innermost last.
        self._calls: list[cst.Call] = []
        self._arguments: list[tuple[cst.Arg, Optional[cst.Call]]] = []

    def visit_Assign(self, node: cst.Assign) -> None:
        self._assignments.append(node)

    def leave_Assign(self, original_node: cst.Assign) -> None:
        self._assignments.pop()

    def leave_Call(self, original_node: cst.Call) -> None:
        self._calls.pop()

    def visit_Arg(self, node: cst.Arg) -> None:
        call = self._calls[-1] if self._calls else None
        # A class's bases are arguments of no call.
        self._arguments.append((node, call if call is not None and any(arg is node for arg in call.args) else None))

    def leave_Arg(self, original_node: cst.Arg) -> None:
        self._arguments.pop()

    def _label(self, expression: cst.BaseExpression) -> None:
        if type(expression) is cst.Call and self.facts.qualified_name(expression.func) in _IDENTIFIERS:
            self._labels.add(id(expression))

    def visit_Attribute(self, node: cst.Attribute) -> None:
        if node.attr.value in ("hex", "urn"):
            self._label(node.value)   # `uuid4().hex`

    def visit_FormattedStringExpression(self, node: cst.FormattedStringExpression) -> None:
        self._label(node.expression)   # `f"layer-{uuid4()}"`

    def visit_Call(self, node: cst.Call) -> None:
        self._calls.append(node)
        if self.trace is None:
            return
        if type(node.func) is cst.Name and node.func.value == "str" and len(node.args) == 1:
            self._label(node.args[0].value)   # `str(uuid4())`
        qualified = self.facts.qualified_name(node.func) or ""
        if qualified in _SEEDED_HOST_GENERATORS and self._seeded_statically(node) or qualified in _HOST_RANDOM_STATE:
            return
        if id(node) in self._labels:
            return  # a fresh name for a gate, a scope, a parameter: the same name on every call changes no number
        if qualified.startswith(_HOST_RANDOM_MODULES) or qualified in _HOST_CLOCKS:
            if self._assignments and self.facts.stored_only_where_unread(self.trace, self._assignments[-1], node):
                return  # a timing kept only in a private attribute nothing reads: the constant reaches nothing
            if self._assignments and self._handed_only_to_unread_parameters(self._assignments[-1]):
                return  # a start time handed to a recorder that returns before reading it in the trace
            if self.facts.handed_only_to_discarding(self._arguments, node):
                return  # `callback(name, float(time.perf_counter() - start))` of a callback that reads nothing
            if self.facts.evaluates_eagerly(self.trace) and not any(self.traced(arg.value) for arg in node.args):
                return  # a vmap that nothing compiles runs the body on every call: no constant is baked in
            self.report(node, f"`{qualified}()` in traced `{self.trace.info.name}` runs once at trace time: its "
                              f"result is baked into the compiled function as a constant")

    def _handed_only_to_unread_parameters(self, assign: cst.Assign) -> bool:
        """`stage_t0 = time.perf_counter()` whose every read in the trace is an argument of a call of a traced
        function of the module that reads the parameter only where it runs eagerly (a recorder returning first when
        no timing callback is set)."""
        targets = assign.targets
        return len(targets) == 1 and type(targets[0].target) is cst.Name and \
            self.facts.feeds_only_unread_parameters(self.trace, targets[0].target.value)

    def _seeded_statically(self, node: cst.Call) -> bool:
        """`np.random.default_rng(seed)` with a Python seed (`None`, or no seed, asks the OS for entropy)."""
        seeds = [arg.value for arg in node.args if arg.keyword is None or arg.keyword.value in ("seed", "x")]
        return bool(seeds) and not any(type(seed) is cst.Name and seed.value == "None" or self.traced(seed)
                                       for seed in seeds)


RULES = [NumpyOnTracer, HostRandomness]
