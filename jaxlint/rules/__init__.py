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
