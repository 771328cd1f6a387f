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
    fix: Optional[str] = None
    confirm: Optional[dict[str, Any]] = field(default=None)
    # What `--confirm` must run to reproduce this finding (jaxlint.analysis.confirm_target.ConfirmTarget); internal,
    # never part of the output.
    confirm_target: Optional[Any] = field(default=None, compare=False, repr=False)

    def sort_key(self) -> tuple:
        return (self.path, self.line, self.col, self.code)

    def to_dict(self) -> dict[str, Any]:
        return {name: getattr(self, name) for name in PUBLIC_FIELDS}
