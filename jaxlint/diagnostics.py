"""The one record every part of jaxlint passes on: a finding at a place in a file."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Optional

# The JSON keys of a diagnostic (README.md, Output formats): users and CI configs depend on exactly these.
PUBLIC_FIELDS = ("path", "line", "col", "end_line", "end_col", "code", "message", "fix", "confirm")


@dataclass
class Diagnostic:
    path: str
    line: int          # 1-based
    col: int           # 1-based, flake8 style
    end_line: int
    end_col: int
    code: str
    message: str
    # The public fix: None, or {applicability, message, edits: [{line, col, end_line, end_col, content}]} once
    # jaxlint.fixes has computed its edits on the file's own parse (reporters that show edits ask for it).
    fix: Optional[dict[str, Any]] = None
    confirm: Optional[dict[str, Any]] = field(default=None)
    # What to write instead, in words (every rule has one; text `help:` lines, SARIF, JUnit).
    help: Optional[str] = None
    # The rule's offer of a mechanical fix: {"applicability": "safe"|"unsafe", ...what the fixer needs}; None when
    # there is no single right rewrite.
    fix_data: Optional[dict[str, Any]] = None
    # What `--confirm` must run to reproduce this finding (jaxlint.analysis.confirm_target.ConfirmTarget); internal,
    # never part of the output.
    confirm_target: Optional[Any] = field(default=None, compare=False, repr=False)

    def sort_key(self) -> tuple:
        return (self.path, self.line, self.col, self.code)

    def to_dict(self) -> dict[str, Any]:
        return {name: getattr(self, name) for name in PUBLIC_FIELDS}

    def to_cache(self) -> dict[str, Any]:
        """Everything a later run needs to report this finding again (the public fields, help, the fix offer)."""
        return {**self.to_dict(), "help": self.help, "fix_data": self.fix_data}

    @property
    def fixable(self) -> Optional[str]:
        """The applicability of the fix on offer ("safe"/"unsafe"), or None."""
        return self.fix_data.get("applicability") if self.fix_data else None
