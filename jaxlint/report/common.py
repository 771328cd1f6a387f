"""What every output format shares: the confirm verdict's wording, severity levels, the report context."""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from typing import Optional, Sequence

from ..codes import severity
from ..diagnostics import Diagnostic


@dataclass
class ReportContext:
    files: Sequence[str] = ()          # every file the run checked, clean ones included
    color: bool = False
    sources: dict[str, str] = field(default_factory=dict)  # text that cannot be read again (stdin)
    _lines: dict[str, Optional[list[str]]] = field(default_factory=dict, repr=False)

    def source_lines(self, path: str) -> Optional[list[str]]:
        """The file's lines for display, or None when it cannot be read or decoded any more."""
        if path not in self._lines:
            text = self.sources.get(path)
            if text is None:
                text = _read_text(path)
            self._lines[path] = text.splitlines() if text is not None else None
        return self._lines[path]


def _read_text(path: str) -> Optional[str]:
    from ..engine import decode_source

    try:
        with open(path, "rb") as handle:
            return decode_source(handle.read())
    except (OSError, UnicodeDecodeError, SyntaxError, LookupError):
        return None


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
