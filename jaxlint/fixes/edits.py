"""The unit of every fix: replace a span of the file's text."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Edit:
    """Replace [start, end) with `content`; lines 1-based, columns 0-based code points (the JSON adds 1)."""
    line: int
    col: int
    end_line: int
    end_col: int
    content: str

    def public(self) -> dict[str, Any]:
        return {"line": self.line, "col": self.col + 1, "end_line": self.end_line, "end_col": self.end_col + 1,
                "content": self.content}
