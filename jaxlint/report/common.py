"""What every output format shares: the confirm verdict's wording, severity levels, the report context."""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from typing import Optional, Sequence

from ..codes import severity
from ..diagnostics import Diagnostic
from ..files import read_source


@dataclass
class ReportContext:
    files: Sequence[str] = ()          # every file the run checked, clean ones included
    color: bool = False
    sources: dict[str, str] = field(default_factory=dict)  # text that cannot be read again (stdin)
    # The fix applicabilities text output marks `[*]` (safe; unsafe too with --unsafe-fixes).
    show_fixes: Sequence[str] = ("safe",)
    # After --fix: the findings left, how many files changed, the "Fixed 12 of 15 findings" line.
    remaining: list[Diagnostic] = field(default_factory=list)
    files_fixed: int = 0
    fix_summary: str = ""
    _lines: dict[str, Optional[list[str]]] = field(default_factory=dict, repr=False)

    def source_lines(self, path: str) -> Optional[list[str]]:
        """The file's lines for display, or None when it cannot be read or decoded any more."""
        if path not in self._lines:
            text = self.sources.get(path)
            if text is None:
                text = read_source(path)
            self._lines[path] = text.splitlines() if text is not None else None
        return self._lines[path]


def fix_mark(diagnostic: Diagnostic, context: Optional[ReportContext]) -> str:
    """`[*] ` before the message of a finding that `--fix` (or `--fix --unsafe-fixes`) would fix, as ruff marks it."""
    shown = context.show_fixes if context is not None else ("safe",)
    return "[*] " if diagnostic.fixable and diagnostic.fixable in shown else ""


def confirm_suffix(diagnostic: Diagnostic) -> str:
    """` [confirmed: TracerBoolConversionError]`, ` [not-reproduced]`, ` [inconclusive: reason]`, or nothing."""
    confirm = diagnostic.confirm
    if not confirm:
        return ""
    verdict = confirm.get("verdict")
    if verdict == "confirmed":
        return f" [confirmed: {confirm.get('exception') or confirm.get('detail')}]"
    if verdict == "inconclusive":
        return f" [inconclusive: {confirm.get('detail')}]"
    return f" [{verdict}]"


def level(code: str) -> str:
    """SARIF/GitHub severity, from the code's row in the rule registry."""
    return severity(code)


def display_path(path: str) -> str:
    return path.replace(os.sep, "/")
