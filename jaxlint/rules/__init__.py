"""The rule catalogue: every rule class, in code order."""

from __future__ import annotations

from . import control_flow, mutation, numpy_calls, recompilation, side_effects
from .base import Rule
from .meta import RULES as _META

ALL_RULES: list[type[Rule]] = sorted(
    [*control_flow.RULES, *side_effects.RULES, *mutation.RULES, *numpy_calls.RULES, *recompilation.RULES, *_META],
    key=lambda rule: rule.code,
)
RULES_BY_CODE: dict[str, type[Rule]] = {rule.code: rule for rule in ALL_RULES}


def selected_rules(select: list[str], ignore: list[str]) -> list[type[Rule]]:
    """Rules whose code matches a prefix in `select` (all when empty) and none in `ignore`."""
    return [rule for rule in ALL_RULES if code_selected(rule.code, select, ignore)]


def code_selected(code: str, select: list[str], ignore: list[str]) -> bool:
    """The more specific of the matching select/ignore prefixes wins (ruff's rule); a tie ignores."""
    def longest_match(prefixes: list[str]) -> int:
        return max((len(p) for p in prefixes if code.startswith(p)), default=-1)

    selected = longest_match(select) if select else 0
    return selected >= 0 and selected > longest_match(ignore)
