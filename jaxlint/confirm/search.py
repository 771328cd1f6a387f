"""Guessed inputs: the search over a finding's entry functions and candidate inputs built from annotations, defaults
and how the body uses each parameter, when nothing in the project calls the function (worker side)."""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any, Callable, Optional

from .drivers import guards_in_file
from .experiments import Flagged, Runner
from .user_code import Located, locate
from .verdicts import RANK, Outcome, Verdict, inconclusive, short


MAX_SINGLE_DEFAULTS = 3     # defaulted parameters tried one at a time


@dataclass
class Entry:
    qualname: str
    mode: str
    wrapper: str
    static_argnames: list[str] = field(default_factory=list)
    method: bool = False



# --- one finding -----------------------------------------------------------------------------------------------
def confirm_in_module(jax_module: Any, module: Any, flagged: Flagged, target: dict[str, Any]) -> Verdict:
    from .inputs import CANDIDATES, CannotBuild, InputBuilder, defaulted_parameters
    entries = [Entry(**entry) for entry in target.get("entries", ())]
    if not entries:
        where = target.get("function") or "module level"
        return inconclusive(f"no importable function runs this line (it is in `{where}`)")
    notes: list[str] = []
    best: Optional[Verdict] = None
    runner = Runner(jax_module, module, flagged)
    stop_at = float(target.get("stop_at") or float("inf"))
    guards = guards_in_file(flagged.path, flagged.line, flagged.end_line)
    if target.get("drivers"):
        verdict, notes = _from_drivers(runner, module, flagged, target, entries)
        if verdict is not None:
            return verdict
        if any(driver["kind"] == "test" and driver["qualname"] == target.get("function")
               for driver in target["drivers"]):
            # The finding is in a test: pytest ran it as the project does. Calling the test method directly with
            # guessed arguments (no setUp, no fixtures) would only show what the project never does.
            return inconclusive(short(summarize_notes(notes), 300))
    for entry in entries:
        try:
            located = locate(module, entry.qualname)
        except Exception as error:  # noqa: BLE001
            notes.append(f"cannot find `{entry.qualname}`: {type(error).__name__}: {short(str(error), 80)}")
            continue
        mode = entry.mode
        static = set(entry.static_argnames)
        skip_first = located.kind in ("method", "classmethod")
        tried: set[tuple] = set()
        # Defaults left alone, then each passed alone (those the flagged line's conditions test first, then the
        # first few), then all: parameters that exclude each other (`replace` or `replace_fn`) break a call that
        # passes them all, and `if exclude is not None: warn(...)` runs only once `exclude` is passed.
        defaulted = defaulted_parameters(located.function, skip_first)
        singles = [name for name in defaulted if name in guards] + \
            [name for name in defaulted[:MAX_SINGLE_DEFAULTS] if name not in guards]
        variants: list = [False] + [frozenset({name}) for name in singles] + ([True] if len(defaulted) > 1 else [])
        for candidate in CANDIDATES:
            if time.monotonic() > stop_at:
                notes.append(f"`{entry.qualname}`: guessing stopped at the finding's time limit")
                break
            outcome = None
            for pass_defaults in variants:
                builder = InputBuilder(module, candidate, plain_code=mode == "call")
                try:
                    prefix = _prefix(located, builder, static)
                    args = builder.arguments(located.function, static, skip_first, pass_defaults)
                except CannotBuild as error:
                    notes.append(f"no inputs for `{entry.qualname}`: {error}")
                    outcome = Outcome(note="cannot build")
                    break
                except Exception as error:  # noqa: BLE001 - signatures of odd callables
                    notes.append(f"no inputs for `{entry.qualname}`: {type(error).__name__}: {error}")
                    outcome = Outcome(note="cannot build")
                    break
                if pass_defaults and not args.passed_defaults:
                    continue
                # A candidate that differs from a tried one only in what these arguments do not use is the same.
                parts = ("shape", "dtype", "lists", "rest_scalar", "rest_dtype", "callables")
                signature = tuple(getattr(candidate, part) for part in parts if part in builder.used)
                signature = (tuple(args.passed_defaults), tuple(sorted(builder.used)), signature)
                if signature in tried:
                    continue
                tried.add(signature)
                runner.entry_name = entry.qualname
                function = located.function
                if prefix and _is_linen_module(prefix[0]):
                    # A flax.linen method runs bound: `init` binds the module (setup, params) and calls it.
                    function, prefix = _linen_caller(jax_module, prefix[0], function), ()
                attempt = runner.run(function, prefix, args, mode)
                if attempt.final:
                    assert attempt.verdict is not None
                    if attempt.verdict.verdict == "confirmed" and entry.wrapper.startswith("called from"):
                        # A helper run alone: its inputs are guesses no traced caller was seen to pass. Say which
                        # call breaks it, so the reader can judge whether the project ever makes it.
                        attempt.verdict.detail = short(
                            f"{attempt.verdict.detail} (a helper traced alone with guessed inputs: "
                            f"{_signature(args)})", 300)
                    if pass_defaults and attempt.verdict.verdict == "confirmed":
                        passed = ", ".join(f"`{name}`" for name in args.passed_defaults)
                        attempt.verdict.detail = short(f"{attempt.verdict.detail} (once {passed} is passed)", 300)
                    if outcome is None or not outcome.final or attempt.verdict.verdict == "confirmed":
                        outcome = attempt
                    if attempt.verdict.verdict == "confirmed":
                        break
                    # Clean with the defaults left alone: a caller passing them may still break it (latent).
                    continue
                if outcome is None or not outcome.final:
                    outcome = attempt
                notes.append(f"`{entry.qualname}`: {attempt.note}")
            if outcome is None:
                continue
            if outcome.note == "cannot build":
                break
            if not outcome.final:
                continue
            verdict = outcome.verdict
            assert verdict is not None
            if verdict.verdict == "confirmed":
                return _via(verdict, entry, entries, target)
            if best is None or RANK[verdict.verdict] > RANK[best.verdict]:
                best = verdict
            break
    if best is not None:
        return best
    return inconclusive(short(summarize_notes(notes) or "nothing could be run", 300))


def summarize_notes(notes: list[str]) -> str:
    """The distinct reasons, each once: guesses that failed the same way at the same place count as one."""
    kinds: dict[str, list[str]] = {}
    for note in notes:
        kinds.setdefault(": ".join(note.split(": ")[:3]), []).append(note)
    parts = []
    for same in kinds.values():
        more = len(set(same)) - 1
        parts.append(same[0] + (f" (and {more} other guess{'es' if more != 1 else ''} alike)" if more else ""))
    return "; ".join(parts)


def _is_linen_module(obj: Any) -> bool:
    return any(base.__module__.startswith("flax.linen") and base.__name__ == "Module" for base in type(obj).__mro__)


def _linen_caller(jax_module: Any, module: Any, method: Callable) -> Callable:
    def call_bound(*args: Any, **kwargs: Any) -> Any:
        return module.init_with_output(jax_module.random.PRNGKey(0), *args, method=method, **kwargs)[0]
    call_bound.__name__ = getattr(method, "__name__", "call_bound")
    return call_bound


def _from_drivers(runner: Runner, module: Any, flagged: Flagged, target: dict[str, Any],
                  entries: list[Entry]) -> tuple[Optional[Verdict], list[str]]:
    """The project's own tests and scripts first (jaxlint.confirm.driven); their notes lead the guesses' ones."""
    from .driven import confirm_with_drivers
    functions: dict[int, tuple[Any, str, str]] = {}
    for entry in entries:
        try:
            function = locate(module, entry.qualname).function
        except Exception:  # noqa: BLE001 - reported by the guesses below
            continue
        code = getattr(function, "__code__", None)
        if code is not None:
            functions.setdefault(code.co_firstlineno, (function, entry.qualname, entry.mode))
    return confirm_with_drivers(runner, flagged, target, functions)


def _signature(args: Any) -> str:
    from .recorder import describe_spec
    try:
        return ", ".join(f"{name}={describe_spec(value)}" for name, value in
                         list(args.positional) + list(args.keywords.items()))
    except Exception:  # noqa: BLE001 - a description only
        return "?"


def _via(verdict: Verdict, entry: Entry, entries: list[Entry], target: dict[str, Any]) -> Verdict:
    if len(entries) > 1 or entry.qualname != target.get("function"):
        verdict.detail = short(f"{verdict.detail} (via `{entry.qualname}`)", 300)
    return verdict


def _prefix(located: Located, builder: Any, static: set[str]) -> tuple:
    """What goes before the built arguments: the object for a method, the class for a classmethod."""
    if located.kind == "classmethod":
        return (located.owner,)
    if located.kind != "method":
        return ()
    if located.instance is not None:
        return (located.instance,)
    assert located.owner is not None
    return (builder.instance(located.owner, 1),)
