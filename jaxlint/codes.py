"""Every rule's code and name, and how `select`/`ignore` pick codes, without importing the rules (nor libcst):
configuration checks, selection and statistics need no more, and a run over files without JAX code, or answered
from the cache, stays fast. tests/test_rules.py checks this table against the rule classes."""

from __future__ import annotations

RULE_NAMES: dict[str, str] = {
    "JXL101": "traced-condition",
    "JXL102": "traced-assert",
    "JXL103": "traced-bool-conversion",
    "JXL104": "concrete-conversion",
    "JXL105": "traced-range",
    "JXL106": "value-dependent-shape",
    "JXL107": "boolean-mask-index",
    "JXL201": "print-in-traced-code",
    "JXL202": "outer-state-mutation",
    "JXL203": "trace-time-io",
    "JXL301": "array-item-assignment",
    "JXL302": "discarded-at-update",
    "JXL401": "numpy-on-tracer",
    "JXL402": "host-randomness",
    "JXL501": "jit-in-loop",
    "JXL502": "jit-created-per-call",
    "JXL503": "changing-static-argument",
    "JXL901": "unparsable-file",
    "JXL902": "internal-error",
}


def code_selected(code: str, select: list[str], ignore: list[str]) -> bool:
    """The more specific of the matching select/ignore prefixes wins (ruff's rule); a tie ignores."""
    def longest_match(prefixes: list[str]) -> int:
        return max((len(p) for p in prefixes if code.startswith(p)), default=-1)

    selected = longest_match(select) if select else 0
    return selected >= 0 and selected > longest_match(ignore)
