"""The rule registry: one row per code, saying what the code is called, which family it belongs to, how severe it
is and what `--confirm` looks for. Rules (their name), reports (severity), confirm (how a finding is run), the
docs (`jaxlint rule`) and the tests read it from here.

It imports neither the rules nor libcst: configuration checks, selection and statistics need no more, a run over
files without JAX code, or answered from the cache, stays fast, and a confirm worker reads it without the analysis.
tests/test_rules.py checks that every rule class has exactly one row and every row one class, and that each
fixture's `# expect: CODE[claim]` is what its row predicts.

Adding a rule means a class (jaxlint/rules/<family>.py), a row here and fixtures (fixtures/<family>/).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

# Symptoms: what JAX does instead of raising. The first four happen while JAX traces and not on later calls, so
# `--confirm` calls the function twice and compares.
PRINTS_ONCE = "prints-once"
MUTATES_ONCE = "mutates-once"
RUNS_ONCE = "runs-once"
CONSTANT = "constant"
NO_OP = "no-op"            # the update's result is never used
RECOMPILES = "recompiles"  # the same function is compiled again and again
TRACE_TIME_SYMPTOMS = frozenset({PRINTS_ONCE, MUTATES_ONCE, RUNS_ONCE, CONSTANT})
SYMPTOMS = TRACE_TIME_SYMPTOMS | {NO_OP, RECOMPILES}


@dataclass(frozen=True)
class RuleRow:
    code: str
    name: str
    family: str                    # jaxlint/rules/<family>.py and fixtures/<family>/
    severity: str                  # "error": fails or misbehaves; "warning": only costs time
    # What JAX does at the flagged line, which `--confirm` reproduces: the exception classes it raises there ...
    raises: tuple[str, ...] = ()
    # ... or the symptom it shows instead (one of SYMPTOMS).
    symptom: Optional[str] = None
    # How many calls of the flagged function show the symptom (a jit made per call recompiles on the second).
    confirm_calls: int = 1
    # Reported in test files by default (`tests = "quiet"`): only what a passing test would not reveal. A tracer
    # error raises while JAX traces, so a test that reaches it fails with the traceback (or asserts the raise on
    # purpose); a trace-time side effect in a test is a probe the test writes and checks itself. A discarded
    # update or a constant baked in from host randomness leaves a plausible wrong value that a test can pass on,
    # and a recompilation only costs time. `tests = "all"` reports every rule there.
    in_tests: bool = True
    # The failure may come only when jit lowers the trace to XLA (NumPy 2's `np.argsort` hands the tracer
    # `stable=None`, which traces and then fails to lower): `--confirm` lowers a clean trace before calling it clean.
    fails_when_lowered: bool = False

    @property
    def confirm_evidence(self) -> str:
        """What `--confirm` looks for, in words: `TracerBoolConversionError`, `prints-once`, or nothing."""
        return self.symptom or " or ".join(self.raises)


REGISTRY: tuple[RuleRow, ...] = (
    RuleRow("JXL101", "traced-condition", "control_flow", "error", raises=("TracerBoolConversionError",),
            in_tests=False),
    RuleRow("JXL102", "traced-assert", "control_flow", "error", raises=("TracerBoolConversionError",),
            in_tests=False),
    RuleRow("JXL103", "traced-bool-conversion", "control_flow", "error", raises=("TracerBoolConversionError",),
            in_tests=False),
    RuleRow("JXL104", "concrete-conversion", "control_flow", "error",
            raises=("ConcretizationTypeError", "TracerIntegerConversionError"), in_tests=False),
    RuleRow("JXL105", "traced-range", "control_flow", "error", raises=("TracerIntegerConversionError",),
            in_tests=False),
    RuleRow("JXL106", "value-dependent-shape", "control_flow", "error",
            raises=("ConcretizationTypeError", "TracerBoolConversionError", "TypeError", "IndexError"),
            in_tests=False),
    RuleRow("JXL107", "boolean-mask-index", "control_flow", "error", raises=("NonConcreteBooleanIndexError",),
            in_tests=False),
    RuleRow("JXL201", "print-in-traced-code", "side_effects", "error", symptom=PRINTS_ONCE, in_tests=False),
    RuleRow("JXL202", "outer-state-mutation", "side_effects", "error", symptom=MUTATES_ONCE, in_tests=False),
    RuleRow("JXL203", "trace-time-io", "side_effects", "error", symptom=RUNS_ONCE, in_tests=False),
    RuleRow("JXL301", "array-item-assignment", "mutation", "error", raises=("TypeError",), in_tests=False),
    RuleRow("JXL302", "discarded-at-update", "mutation", "error", symptom=NO_OP),
    # A NumPy function handed a tracer where it wants a size (`np.zeros((n, n))`) asks for `__index__` instead.
    RuleRow("JXL401", "numpy-on-tracer", "numpy_calls", "error",
            raises=("TracerArrayConversionError", "TracerIntegerConversionError"), in_tests=False,
            fails_when_lowered=True),
    RuleRow("JXL402", "host-randomness", "numpy_calls", "error", symptom=CONSTANT),
    RuleRow("JXL501", "jit-in-loop", "recompilation", "warning", symptom=RECOMPILES),
    RuleRow("JXL502", "jit-created-per-call", "recompilation", "warning", symptom=RECOMPILES, confirm_calls=2),
    RuleRow("JXL503", "changing-static-argument", "recompilation", "warning", symptom=RECOMPILES),
    RuleRow("JXL504", "lax-loop-recompiled-per-call", "recompilation", "warning", symptom=RECOMPILES,
            confirm_calls=2),
    # Reported by the engine about files it could not analyse: nothing to confirm.
    RuleRow("JXL901", "unparsable-file", "meta", "error"),
    RuleRow("JXL902", "internal-error", "meta", "error"),
)

ROWS: dict[str, RuleRow] = {row.code: row for row in REGISTRY}
RULE_NAMES: dict[str, str] = {row.code: row.name for row in REGISTRY}
# The families whose findings are about user code (fixtures/<family>/ holds positive examples of each).
CHECKING_FAMILIES: tuple[str, ...] = tuple(dict.fromkeys(row.family for row in REGISTRY if row.family != "meta"))


# `tests`: what is reported in test files (files.is_test_path says which files those are).
TESTS_QUIET = "quiet"   # the default: only the rules whose row says `in_tests`
TESTS_ALL = "all"       # every rule, as in any other file
TESTS_MODES = (TESTS_QUIET, TESTS_ALL)


def reported_in_tests(code: str, tests: str = TESTS_QUIET) -> bool:
    """Is `code` reported in a test file under the `tests` setting? A code without a row (none today) is."""
    row = ROWS.get(code)
    return tests == TESTS_ALL or row is None or row.in_tests


def codes_reported_in_quiet_tests() -> tuple[str, ...]:
    """The codes about user code that `tests = "quiet"` still reports in test files."""
    return tuple(row.code for row in REGISTRY if row.in_tests and row.family != "meta")


def in_tests_note(row: RuleRow) -> str:
    """What `jaxlint rule` says about test files, from the row: why the rule is reported there or not."""
    if row.in_tests:
        if row.family == "meta":
            return "reported: jaxlint could not check the file."
        if row.symptom == RECOMPILES:
            return "reported: a passing test does not reveal a recompilation; the suite only takes longer."
        return ("reported: the code runs without an error and computes a wrong value, which a passing test does "
                "not reveal (the test may check nothing).")
    if row.raises:
        why = (f"JAX raises {row.confirm_evidence} while tracing, so a test that reaches the line fails with the "
               "traceback, or asserts the raise on purpose")
    else:
        why = "a trace-time side effect in a test is a probe the test writes on purpose and checks itself"
    return f"not reported by default: {why}. `--tests=all` (or `tests = \"all\"`) reports it."


def severity(code: str) -> str:
    """"error" or "warning" (SARIF and GitHub levels); a code without a row is an error."""
    row = ROWS.get(code)
    return row.severity if row is not None else "error"


def symptom(code: str) -> Optional[str]:
    """The symptom `--confirm` looks for, or None when it looks for an exception (or the code has no row)."""
    row = ROWS.get(code)
    return row.symptom if row is not None else None


def about_the_file(code: str) -> bool:
    """A JXL9xx code: the engine reports it about a file it could not analyse; no rule class checks code for it."""
    row = ROWS.get(code)
    return row is not None and row.family == "meta"


def code_selected(code: str, select: list[str], ignore: list[str]) -> bool:
    """The more specific of the matching select/ignore prefixes wins (ruff's rule); a tie ignores."""
    def longest_match(prefixes: list[str]) -> int:
        return max((len(p) for p in prefixes if code.startswith(p)), default=-1)

    selected = longest_match(select) if select else 0
    return selected >= 0 and selected > longest_match(ignore)
