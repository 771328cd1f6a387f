"""Why each verdict came out as it did, in a few words, so the summary can count verdicts by reason and the user
sees what to install or provide to get more of them (parent side: reads only the verdict's detail text)."""

from __future__ import annotations

import re
from typing import Iterable

_NEEDS = re.compile(r"needs `([^`]+)`")

# (words in the detail, reason), first match wins: the reason a user can act on comes first.
_INCONCLUSIVE = (
    ("timed out", "timed out"),
    (": skipped", "the project's test skips here"),
    ("ran past its time budget", "the project's test ran past its budget"),
    ("the worker process", "the process crashed or exited"),
    ("sys.exit(", "the code exited"),
    ("import failed", "the module failed to import"),
    ("KeyboardInterrupt at import", "the module failed to import"),
    ("inputs did not fit", "guessed inputs did not fit"),
    ("no inputs for", "no inputs could be built"),
    ("cannot build", "no inputs could be built"),
    ("not at the flagged line", "failed before the flagged line"),
    ("was not reached", "the flagged line was not reached"),
    ("never while JAX traced it", "the project's test ran the line only outside tracing"),
    ("without calling the function", "the flagged line was not reached"),
    ("cannot find", "the function was not found"),
    ("no importable function", "no importable function runs the line"),
    ("at the flagged line with these inputs", "the flagged line raised instead of showing the symptom"),
    ("out of memory", "ran out of memory"),
    ("guessing stopped at the finding's time limit", "guessing ran out of time"),
)


def reason(verdict: str, detail: str) -> str:
    if verdict in ("confirmed", "not-reproduced"):
        return "by the project's own tests or scripts" if "the project's " in detail else "with guessed inputs"
    needs = _NEEDS.search(detail)
    if needs:
        return f"needs `{needs.group(1)}`"
    for words, label in _INCONCLUSIVE:
        if words in detail:
            return label
    return "other"


def summary_lines(verdicts: Iterable[tuple[str, str]], order: Iterable[str]) -> list[str]:
    """`  inconclusive: 3 needs `sklearn`, 2 timed out` lines, one per verdict that occurred, largest first."""
    by_verdict: dict[str, dict[str, int]] = {}
    for verdict, detail in verdicts:
        counts = by_verdict.setdefault(verdict, {})
        label = reason(verdict, detail)
        counts[label] = counts.get(label, 0) + 1
    lines = []
    for verdict in order:
        counts = by_verdict.get(verdict)
        if counts:
            parts = ", ".join(f"{n} {label}" for label, n in sorted(counts.items(), key=lambda item: (-item[1],
                                                                                                        item[0])))
            lines.append(f"  {verdict}: {parts}")
    return lines
