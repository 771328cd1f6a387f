"""The one record every part of jaxlint passes on: a finding at a place in a file."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any, Optional


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

    def sort_key(self) -> tuple:
        return (self.path, self.line, self.col, self.code)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)
